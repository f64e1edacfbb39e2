import { z } from 'zod';

// The real build's Content-Security-Policy has no 'unsafe-eval': zod's JIT (new Function) would
// be refused, and report a violation, the first time a schema parses. Parse without it. Here, in
// the module every schema imports, so no bundler can leave it out.
z.config({ jitless: true });

/** Database ids. A real API may send them as numbers; the mock does. */
export const idSchema = z.number().int().nonnegative();
export type Id = z.infer<typeof idSchema>;

/** An ISO-8601 date or date-time string as sent by the API. */
export const isoDateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Expected an ISO date',
});

export const nullableIsoDateSchema = isoDateSchema.nullable().optional();
