import type { z } from 'zod';

/**
 * A refusal's `detail` for input that is not of a schema: each problem as 'path: message', at
 * most five ('destination.site_id: Invalid input; quantity: Too small'). The mock and the server
 * word a 400 alike.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}
