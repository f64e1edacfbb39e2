import type { z } from 'zod';

/** The method and path of a call, for messages and logs: 'GET ' and the path it was sent to. */
export type CallName = `${'GET' | 'POST'} /api/${string}`;

/** Messages the portal shows or matches on (PRODUCT.md "Messages"): keep them word for word. */
export const NO_ACCESS_TOKEN_MESSAGE = 'No access token present';
export const REFRESH_FAILED_MESSAGE = 'Unauthorized and refresh failed';
export const LOGIN_FAILED_MESSAGE = 'Login failed';

/** Base of every error this package raises, so a caller can tell ours from a bug. */
export abstract class ApiClientError extends Error {
  abstract readonly kind: string;
}

/** The server answered with a non-OK status. `body` is the answer (JSON if it parsed, else text). */
export class ApiError extends ApiClientError {
  readonly kind: 'http' | 'login-failed' = 'http';
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown = null,
    message = `API Error: ${status}`,
  ) {
    super(message);
  }
}

/** Login answered non-OK: the portal shows 'Login failed' whatever the status. */
export class ApiLoginFailedError extends ApiError {
  override readonly kind = 'login-failed';
  override readonly name = 'ApiLoginFailedError';

  constructor(status: number, body: unknown = null) {
    super(status, body, LOGIN_FAILED_MESSAGE);
  }
}

/** A 401 that one token refresh could not cure; the session has been cleared. */
export class ApiSessionExpiredError extends ApiClientError {
  readonly kind = 'session-expired';
  override readonly name = 'ApiSessionExpiredError';
  readonly status = 401;

  constructor(options?: { cause?: unknown }) {
    super(REFRESH_FAILED_MESSAGE, options);
  }
}

/**
 * The session is now another person's (or nobody's) than the one the call was made for: it is
 * not sent, or not sent again after a 401, with their token. Nothing was refreshed or cleared.
 */
export class ApiSessionChangedError extends ApiClientError {
  readonly kind = 'session-changed';
  override readonly name = 'ApiSessionChangedError';

  constructor() {
    super('The session changed hands: not sent as another user');
  }
}

/** An authenticated call found no access token after waiting for the session. */
export class ApiNoAccessTokenError extends ApiClientError {
  readonly kind = 'no-access-token';
  override readonly name = 'ApiNoAccessTokenError';

  constructor() {
    super(NO_ACCESS_TOKEN_MESSAGE);
  }
}

/**
 * A 2xx answer whose body does not match the contract. `issues` are zod's; a body that is not
 * JSON at all gives one custom issue at the root.
 */
export class ApiMalformedResponseError extends ApiClientError {
  readonly kind = 'malformed-response';
  override readonly name = 'ApiMalformedResponseError';

  constructor(
    readonly call: CallName,
    readonly status: number,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    super(`Malformed response from ${call}${first ? ` (${where}${first.message})` : ''}`);
  }
}

/** fetch itself failed: offline, DNS, connection refused, CORS. */
export class ApiNetworkError extends ApiClientError {
  readonly kind = 'network';
  override readonly name = 'ApiNetworkError';

  constructor(
    readonly call: CallName,
    options?: { cause?: unknown },
  ) {
    super(`Network error on ${call}`, options);
  }
}

/** No complete answer within the configured time-out. */
export class ApiTimeoutError extends ApiClientError {
  readonly kind = 'timeout';
  override readonly name = 'ApiTimeoutError';

  constructor(
    readonly call: CallName,
    readonly timeoutMs: number,
  ) {
    super(`${call} timed out after ${timeoutMs} ms`);
  }
}

/**
 * The caller's AbortSignal fired. Named 'AbortError' like the platform's own, so code that checks
 * `error.name === 'AbortError'` (the usual React effect clean-up test) keeps working.
 */
export class ApiAbortedError extends ApiClientError {
  readonly kind = 'aborted';
  override readonly name = 'AbortError';

  constructor(options?: { cause?: unknown }) {
    super('The request was aborted', options);
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError;

/** True for every non-OK answer, the login failure included. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isLoginFailedError = (error: unknown): error is ApiLoginFailedError =>
  error instanceof ApiLoginFailedError;

export const isSessionExpiredError = (error: unknown): error is ApiSessionExpiredError =>
  error instanceof ApiSessionExpiredError;

export const isSessionChangedError = (error: unknown): error is ApiSessionChangedError =>
  error instanceof ApiSessionChangedError;

export const isNoAccessTokenError = (error: unknown): error is ApiNoAccessTokenError =>
  error instanceof ApiNoAccessTokenError;

export const isMalformedResponseError = (error: unknown): error is ApiMalformedResponseError =>
  error instanceof ApiMalformedResponseError;

export const isNetworkError = (error: unknown): error is ApiNetworkError =>
  error instanceof ApiNetworkError;

export const isTimeoutError = (error: unknown): error is ApiTimeoutError =>
  error instanceof ApiTimeoutError;

/** Ours or the platform's: anything named 'AbortError'. */
export const isAbortError = (error: unknown): error is Error =>
  error instanceof ApiAbortedError || (error instanceof Error && error.name === 'AbortError');
