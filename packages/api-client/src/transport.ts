import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import type { z } from 'zod';
import {
  ApiAbortedError,
  ApiClientError,
  ApiError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
  type CallName,
} from './errors';

/** Options every call takes. */
export interface CallOptions {
  /** Cancels the call, its wait for the session and its wait for a shared token refresh. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (each HTTP attempt gets this long). */
  timeoutMs?: number;
  /**
   * Sent as `Idempotency-Key` by the writes that take one (save an inspection, move stock): the
   * same key for a repeat of the same submission, so a server applies it once (DECISIONS.md).
   */
  idempotencyKey?: string;
  /**
   * Whose call this is (SessionTokens.holder): an authenticated call is sent only with that
   * holder's token, and a 401 is never retried with another's (ApiSessionChangedError).
   */
  holder?: string;
}

export interface RequestSpec {
  /** The call in the contract (packages/domain/src/api/contract.ts): its method and path. */
  endpoint: EndpointName;
  /** Values of the path's `{parameters}`. */
  params?: Record<string, string | number>;
  /** A query string, without its '?'. */
  search?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Builds the error for a non-OK answer; by default an ApiError 'API Error: {status}'. */
  failure?: (status: number, body: unknown) => ApiError;
  /** A 304 (a conditional read's copy is current) goes to `read`, not to `failure`. */
  notModified?: true;
}

/** Turns an OK answer into the call's result. Runs inside the time-out, so a stalled body times out. */
export type ReadAnswer<T> = (response: Response, call: CallName) => Promise<T>;

export interface TransportConfig {
  /** '' for the same origin, or e.g. 'https://api.example.com'. */
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number | undefined;
}

export type Send = <T>(spec: RequestSpec, read: ReadAnswer<T>, options?: CallOptions) => Promise<T>;

/** One HTTP exchange: build, send, map every failure to one of our typed errors, read. */
export function createTransport(config: TransportConfig): Send {
  const origin = config.baseUrl.replace(/\/+$/, '');

  return async function send<T>(
    spec: RequestSpec,
    read: ReadAnswer<T>,
    options: CallOptions = {},
  ): Promise<T> {
    const { method } = ENDPOINTS[spec.endpoint];
    const path = fillPath(spec.endpoint, spec.params, spec.search);
    const call: CallName = `${method} ${path}`;
    const { signal } = options;
    if (signal?.aborted) throw new ApiAbortedError({ cause: signal.reason });

    // One controller for both the caller's signal and the time-out, so we can tell them apart.
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);

    try {
      const response = await config.fetch(`${origin}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(spec.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          ...spec.headers,
        },
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: controller.signal,
      });
      if (!response.ok && !(response.status === 304 && spec.notModified)) {
        const body = await readErrorBody(response);
        throw spec.failure
          ? spec.failure(response.status, body)
          : new ApiError(response.status, body);
      }
      return await read(response, call);
    } catch (error) {
      if (error instanceof ApiClientError) throw error;
      if (timedOut && timeoutMs !== undefined) throw new ApiTimeoutError(call, timeoutMs);
      if (signal?.aborted) throw new ApiAbortedError({ cause: signal.reason });
      throw new ApiNetworkError(call, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  };
}

/** The body of a failed answer, for logs (the inspection save shows it): JSON if it parses. */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Parses a body's text with the contract's schema; anything else is ApiMalformedResponseError. */
export function parseJson<S extends z.ZodType>(
  text: string,
  schema: S,
  call: CallName,
  status: number,
): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiMalformedResponseError(call, status, [
      { code: 'custom', message: 'Body is not JSON', path: [], input: text },
    ]);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiMalformedResponseError(call, status, result.error.issues);
  return result.data;
}

/**
 * For writes whose success body the spec does not show: any 2xx is success. The body is parsed
 * when it has the shape we know; otherwise (204, `{id}`, `{status: 'ok'}`, not JSON) the write
 * still succeeded and `fallback` stands in, so a user is never told a write that went through
 * failed (and never repeats it). So does a body that cannot be read at all.
 */
export function readJsonLeniently<S extends z.ZodType, F>(
  schema: S,
  fallback: (data: unknown) => F,
): ReadAnswer<z.output<S> | F> {
  return async (response) => {
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The status said the write went through; a body that broke off (or timed out) after it
      // changes nothing of that.
      return fallback(null);
    }
    let data: unknown = null;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      return fallback(null);
    }
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : fallback(data);
  };
}

/** Reads a JSON body and parses it with the contract's schema. */
export function readJson<S extends z.ZodType>(schema: S): ReadAnswer<z.output<S>> {
  return async (response, call) => parseJson(await response.text(), schema, call, response.status);
}

/** What the endpoint modules build their calls from. */
export interface Requests {
  /** No token; a non-OK answer is an error. */
  anonymous: Send;
  /** Waits for the session, sends the bearer token, refreshes once on a 401 and retries once. */
  authenticated: Send;
  /** The session's access token now, if it holds one (no wait, no refresh). */
  accessToken: () => string | null;
}
