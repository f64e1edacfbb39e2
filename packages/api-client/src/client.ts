import { createAuthFlow, type SessionExpiredListener } from './auth-flow';
import { type AuthCalls, createAuthCalls, postTokenRefresh } from './endpoints/auth';
import { type CustomerCalls, createCustomerCalls } from './endpoints/customers';
import { createHireCalls, type HireCalls } from './endpoints/hire';
import { createInspectionCalls, type InspectionCalls } from './endpoints/inspections';
import { createReadCalls, type ReadCalls } from './endpoints/reads';
import { createRegistrationCalls, type RegistrationCalls } from './endpoints/registration';
import { createScaffoldCalls, type ScaffoldCalls } from './endpoints/scaffolds';
import { createStockCalls, type StockCalls } from './endpoints/stock';
import { ApiSessionChangedError, isApiError } from './errors';
import type { ApiSession } from './session';
import { createTransport, type Requests, type Send } from './transport';

export interface ApiClientOptions {
  /** Where the API lives: '' (the default) for the same origin, or e.g. 'https://api.example.com'. */
  baseUrl?: string;
  /** The caller's session store; the client keeps no tokens of its own. */
  session: ApiSession;
  /** Defaults to the global fetch, looked up at call time (so interceptors installed later apply). */
  fetch?: typeof fetch;
  /** How long an authenticated call waits for a ready session with a token (PRODUCT.md "The base calls"). */
  authWaitTimeoutMs?: number;
  /** How often it looks while waiting. */
  authPollMs?: number;
  /** Time-out of each HTTP attempt, body included (default DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Every call's time-out unless it has its own: a stalled read never spins forever. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** The token refresh: every signed-in call waits on it, so it gives up sooner. */
export const REFRESH_TIMEOUT_MS = 15_000;

export interface ApiClient
  extends AuthCalls,
    RegistrationCalls,
    CustomerCalls,
    InspectionCalls,
    StockCalls,
    ScaffoldCalls,
    HireCalls,
    ReadCalls {
  /**
   * Called once each time a token refresh fails (the session is already cleared), however many
   * calls were waiting on it. Returns the unsubscribe function.
   */
  onSessionExpired(listener: SessionExpiredListener): () => void;
}

export const DEFAULT_AUTH_WAIT_TIMEOUT_MS = 5000;
export const DEFAULT_AUTH_POLL_MS = 50;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const anonymous = createTransport({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });

  const authFlow = createAuthFlow({
    session,
    authWaitTimeoutMs: options.authWaitTimeoutMs ?? DEFAULT_AUTH_WAIT_TIMEOUT_MS,
    authPollMs: options.authPollMs ?? DEFAULT_AUTH_POLL_MS,
    // No caller's signal: other calls may be waiting on this refresh.
    refresh: (refresh) =>
      postTokenRefresh(anonymous, { refresh }, { timeoutMs: REFRESH_TIMEOUT_MS }),
  });

  const withBearer = (access: string) => ({
    Authorization: `Bearer ${access}`,
    'Content-Type': 'application/json',
  });

  // A call made for one holder goes only with that holder's tokens: the session may have changed
  // hands (another person signed in on the device) while it waited or after its 401.
  const currentHolder = () => session.getTokens()?.holder;
  const checkHolder = (expected: string | undefined) => {
    if (expected !== undefined && currentHolder() !== expected) throw new ApiSessionChangedError();
  };

  const authenticated: Send = async (spec, read, callOptions) => {
    const access = await authFlow.waitForAccessToken(callOptions?.signal);
    // Whose token went out: the retry must go with the same person's.
    const holder = callOptions?.holder ?? currentHolder();
    checkHolder(callOptions?.holder);
    try {
      return await anonymous(
        { ...spec, headers: { ...spec.headers, ...withBearer(access) } },
        read,
        callOptions,
      );
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
    const renewed = await authFlow.renewAfterUnauthorized(access, callOptions?.signal);
    checkHolder(holder);
    // One retry only: a second 401 is an ordinary 'API Error: 401'.
    return anonymous(
      { ...spec, headers: { ...spec.headers, ...withBearer(renewed) } },
      read,
      callOptions,
    );
  };

  const requests: Requests = {
    anonymous,
    authenticated,
    accessToken: () => session.getTokens()?.access || null,
  };
  return {
    ...createAuthCalls(requests, session),
    ...createRegistrationCalls(requests),
    ...createCustomerCalls(requests),
    ...createInspectionCalls(requests),
    ...createStockCalls(requests),
    ...createScaffoldCalls(requests),
    ...createHireCalls(requests),
    ...createReadCalls(requests),
    onSessionExpired: authFlow.onSessionExpired,
  };
}
