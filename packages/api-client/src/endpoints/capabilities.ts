import { capabilitiesResponseSchema } from '@scaffold/domain';
import { ApiAbortedError, ApiError } from '../errors';
import type { CallOptions, ReadAnswer, Requests } from '../transport';

/**
 * How long the capabilities call waits for its answer: a few hundred bytes, so a server that
 * has not answered by then is not going to soon, and the portal goes on with the base calls.
 */
export const CAPABILITIES_TIMEOUT_MS = 5000;

/**
 * What a server's answer to `GET /api/capabilities/` tells a client. A server's answer to a call
 * it lacks cannot be known in advance (routing first: 404; an auth gateway first: 401 or 403;
 * 405; a static host's HTML page, even with a 200), so every answer means one of these, and none
 * is a failure of the call (the contract's description of the call; docs/DECISIONS.md).
 */
export type CapabilitiesAnswer =
  /** The server listed the calls it has beyond the spec's (names it does not know, ignored). */
  | { kind: 'listed'; calls: string[] }
  /**
   * The server has no such call: only the spec's. Any 4xx but 401, 403, 408, 425 and 429 (404,
   * 405, 410, …), a 501, or a success whose body is not the contract's (a page of HTML from a
   * static host's fallback, other JSON, nothing).
   */
  | { kind: 'absent'; status: number }
  /** 401 or 403: not told. Ask again, with a token when this one went without. */
  | { kind: 'refused'; status: number; withToken: boolean }
  /** Not answered now: another 5xx, 408, 425 or 429, a time-out or no network. Ask again later. */
  | { kind: 'unavailable'; status: number | null };

const REFUSED = new Set([401, 403]);
const TRANSIENT = new Set([408, 425, 429]);

/** The meaning of a status that is not a success (see CapabilitiesAnswer). */
export function capabilitiesAnswerOfStatus(status: number, withToken: boolean): CapabilitiesAnswer {
  if (REFUSED.has(status)) return { kind: 'refused', status, withToken };
  if (TRANSIENT.has(status) || (status >= 500 && status !== 501)) {
    return { kind: 'unavailable', status };
  }
  return { kind: 'absent', status };
}

/** A success's body: the contract's answer, or null when it is anything else (not a failure). */
const readListing: ReadAnswer<string[] | null> = async (response) => {
  // A body that breaks off rejects here: no answer, as a time-out is.
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = capabilitiesResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.calls : null;
};

export interface CapabilitiesCalls {
  /**
   * capabilities: which calls the server has beyond the spec's. Sends the access token when the
   * session holds one (a server behind an auth gateway answers a request without one 401), never
   * waits for one and never refreshes it. Resolves with what the answer means whatever it is;
   * rejects only when `options.signal` aborts it. Waits CAPABILITIES_TIMEOUT_MS unless told.
   */
  getCapabilities(options?: CallOptions): Promise<CapabilitiesAnswer>;
}

export function createCapabilitiesCalls(requests: Requests): CapabilitiesCalls {
  return {
    getCapabilities: async (options = {}) => {
      const token = requests.accessToken();
      try {
        const calls = await requests.anonymous(
          {
            endpoint: 'capabilities',
            headers: token ? { Authorization: `Bearer ${token}` } : undefined,
          },
          readListing,
          { timeoutMs: CAPABILITIES_TIMEOUT_MS, ...options },
        );
        return calls ? { kind: 'listed', calls } : { kind: 'absent', status: 200 };
      } catch (error) {
        if (error instanceof ApiAbortedError) throw error;
        // Anything else (a time-out, no network) says only that nothing was learnt.
        return error instanceof ApiError
          ? capabilitiesAnswerOfStatus(error.status, token !== null)
          : { kind: 'unavailable', status: null };
      }
    },
  };
}
