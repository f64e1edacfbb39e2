import { ApiAbortedError, ApiError, ApiNoAccessTokenError, ApiSessionExpiredError } from './errors';
import type { ApiSession, RefreshedTokens } from './session';

/** The refresh answers that prove the refresh token dead, and only those end the session. */
const REFRESH_TOKEN_REFUSED = new Set([400, 401, 403]);

export interface AuthFlowConfig {
  session: ApiSession;
  /** The raw refresh call: refresh token in, new access token (and rotated refresh) out. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
  authWaitTimeoutMs: number;
  authPollMs: number;
}

export type SessionExpiredListener = () => void;

export interface AuthFlow {
  /**
   * Resolves with the access token once the session is ready and holds one, polling every
   * `authPollMs` for up to `authWaitTimeoutMs`; then rejects with 'No access token present'.
   */
  waitForAccessToken(signal?: AbortSignal): Promise<string>;
  /**
   * After `rejectedAccess` drew a 401: the access token to retry with. Every caller that arrives
   * while a refresh is running shares it (single flight); a caller whose token was already
   * replaced by a finished refresh retries at once with the new one.
   */
  renewAfterUnauthorized(rejectedAccess: string, signal?: AbortSignal): Promise<string>;
  onSessionExpired(listener: SessionExpiredListener): () => void;
}

export function createAuthFlow(config: AuthFlowConfig): AuthFlow {
  const { session } = config;
  const listeners = new Set<SessionExpiredListener>();
  let refreshing: Promise<string> | null = null;

  const readyAccessToken = (): string | null =>
    (session.isReady?.() ?? true) ? session.getTokens()?.access || null : null;

  function waitForAccessToken(signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) return Promise.reject(new ApiAbortedError({ cause: signal.reason }));
    const now = readyAccessToken();
    if (now) return Promise.resolve(now);

    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearInterval(poll);
        clearTimeout(deadline);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const onAbort = () => finish(() => reject(new ApiAbortedError({ cause: signal?.reason })));
      const poll = setInterval(() => {
        const access = readyAccessToken();
        if (access) finish(() => resolve(access));
      }, config.authPollMs);
      // At the deadline a token is used even if the store never said ready: it is all we need.
      const deadline = setTimeout(() => {
        const access = session.getTokens()?.access;
        finish(() => (access ? resolve(access) : reject(new ApiNoAccessTokenError())));
      }, config.authWaitTimeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  function expire(cause: unknown): never {
    session.clear();
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        // One faulty subscriber must not stop the others from hearing of the expiry.
        console.error('onSessionExpired listener failed', error);
      }
    }
    throw new ApiSessionExpiredError({ cause });
  }

  async function runRefresh(rejectedAccess: string): Promise<string> {
    // Read again: another holder of the session (a tab) may have refreshed while this one
    // waited for its turn, and a rotated refresh token must not be sent twice.
    const before = session.getTokens();
    if (!before) throw new ApiSessionExpiredError();
    if (before.access !== rejectedAccess) return before.access;
    const refreshToken = before.refresh;
    let renewed: RefreshedTokens;
    try {
      renewed = await config.refresh(refreshToken);
    } catch (error) {
      // Only a refusal of the refresh token itself (400, 401, 403) proves the session over. A 5xx
      // or 429 during a deploy, a malformed answer, a network failure or a time-out says nothing
      // about the tokens: the session is kept, and the call fails with an error worth retrying.
      if (error instanceof ApiError && REFRESH_TOKEN_REFUSED.has(error.status)) expire(error);
      throw error;
    }
    const current = session.getTokens();
    // Logged out while the refresh ran: do not resurrect the session.
    if (!current) throw new ApiSessionExpiredError();
    // Logged in afresh meanwhile: the new login's token wins.
    if (current.refresh !== refreshToken) return current.access;
    session.setRefreshedTokens(renewed);
    return renewed.access;
  }

  function renewAfterUnauthorized(rejectedAccess: string, signal?: AbortSignal): Promise<string> {
    const tokens = session.getTokens();
    // Already cleared (an earlier refresh failed, or logout): no second refresh, no second event.
    if (!tokens) return Promise.reject(new ApiSessionExpiredError());
    if (tokens.access !== rejectedAccess) return Promise.resolve(tokens.access);
    refreshing ??= (
      session.exclusive
        ? session.exclusive(() => runRefresh(rejectedAccess))
        : runRefresh(rejectedAccess)
    ).finally(() => {
      refreshing = null;
    });
    return abortable(refreshing, signal);
  }

  return {
    waitForAccessToken,
    renewAfterUnauthorized,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Lets one caller stop waiting for a shared promise without cancelling it for the others.
 */
function abortable<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(new ApiAbortedError({ cause: signal.reason }));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ApiAbortedError({ cause: signal.reason }));
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
