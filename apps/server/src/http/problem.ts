// Every refusal is the contract's `{detail}` (with a `code` where the contract names one), never
// a stack trace: services throw HttpProblem, the error handler answers it.

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: { code?: string; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

export const problem = (
  status: number,
  detail: string,
  extra: { code?: string; headers?: Record<string, string> } = {},
) => new HttpProblem(status, detail, extra);

/** Another customer's record, or one that does not exist: the two answer alike (403). */
export const forbidden = () => problem(403, 'You do not have permission to perform this action.');

export const NOT_FOUND = 'Not found.';
