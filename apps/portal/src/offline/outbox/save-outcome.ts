import {
  isAbortError,
  isApiError,
  isNetworkError,
  isNoAccessTokenError,
  isSessionChangedError,
  isSessionExpiredError,
  isTimeoutError,
} from '@scaffold/api-client';
import { IDEMPOTENCY_ERROR_CODES, type Inspection } from '@scaffold/domain';

/** Why a save must be tried again later: the inspection itself is fine. */
export type TransientCause =
  /** The browser says it has no network: the save was not even tried. */
  | 'offline'
  /** fetch failed: no signal, DNS, a dropped connection (the answer may have been lost). */
  | 'network'
  /** No answer in time (the server may have stored it). */
  | 'timeout'
  /** A 5xx (gateway pages included), 408, 425 or 429: the server asks to come back later. */
  | 'server'
  /** The same Idempotency-Key is still being processed (409 from the key's layer). */
  | 'in-progress'
  /**
   * A 401 after the client's refresh went through: the session is alive (a server's clock, a
   * token not yet known to every node); sent again later like a 5xx, while the user is signed in.
   */
  | 'unauthorized'
  /** Anything else that went wrong on the way: sending again with the same key is safe. */
  | 'unexpected';

/**
 * What one attempt to save an inspection came to (docs/DECISIONS.md "Saves and the outbox"):
 * - stored: any 2xx; the server has it (a replay of the key's first answer included);
 * - refused: 400, 403, 404, 409 (a conflict), 413, 422 and any other 4xx: the server's word on
 *   this body; kept with the reason, to correct or discard;
 * - transient: network, time-out, 408/425/429, any 5xx, 409 'still in progress' and a 401 after
 *   a successful refresh: kept on
 *   the device and sent again, with the same key, until one of the above;
 * - session: the refresh token was refused, no token, or the session is now another person's:
 *   waits for its owner's sign-in;
 * - aborted: the sender was stopped (the page closing, sign-out).
 */
export type SaveOutcome =
  /** `number`: a stored note's number ('DN-0042'), when its answer gave one. */
  | { kind: 'stored'; inspection: Inspection | null; number?: string | null }
  | { kind: 'refused'; status: number | null; reason: string }
  | { kind: 'transient'; cause: TransientCause; status: number | null }
  | { kind: 'session' }
  | { kind: 'aborted' };

/** 4xx statuses that ask the client to come back later rather than refuse the body. */
const COME_BACK_LATER = new Set([408, 425, 429]);

/** The server's reason, in its own words when it gave any ({detail}, {message} or {error}). */
export function reasonOf(status: number, body: unknown): string {
  const said = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = [said.detail, said.message, said.error].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text ? text.trim() : `The server refused it (${status}).`;
}

const codeOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;

/** The one classifier of a failed save, for the form and the outbox alike. */
export function classifySaveError(error: unknown): Exclude<SaveOutcome, { kind: 'stored' }> {
  if (isAbortError(error)) return { kind: 'aborted' };
  if (isSessionExpiredError(error) || isNoAccessTokenError(error) || isSessionChangedError(error)) {
    return { kind: 'session' };
  }
  if (isNetworkError(error)) return { kind: 'transient', cause: 'network', status: null };
  if (isTimeoutError(error)) return { kind: 'transient', cause: 'timeout', status: null };
  if (!isApiError(error)) return { kind: 'transient', cause: 'unexpected', status: null };
  const { status, body } = error;
  // The client refreshed and retried once: a 401 still is the server's trouble, not a finished
  // session (a failed refresh throws ApiSessionExpiredError instead).
  if (status === 401) return { kind: 'transient', cause: 'unauthorized', status };
  if (status === 409 && codeOf(body) === IDEMPOTENCY_ERROR_CODES.inProgress) {
    return { kind: 'transient', cause: 'in-progress', status };
  }
  if (status >= 400 && status < 500 && !COME_BACK_LATER.has(status)) {
    return { kind: 'refused', status, reason: reasonOf(status, body) };
  }
  return { kind: 'transient', cause: 'server', status };
}
