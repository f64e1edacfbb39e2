import {
  ENDPOINTS,
  type LoginRequest,
  type LoginResponse,
  type PasswordResetRequest,
  type PasswordResetResponse,
  type RefreshRequest,
  type RefreshResponse,
  type UsersResponse,
} from '@scaffold/domain';
import { ApiLoginFailedError } from '../errors';
import type { ApiSession, SessionTokens } from '../session';
import { type CallOptions, type Requests, readJson, type Send } from '../transport';

/** The server is told of a logout within this long; the user is signed out at once anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

export interface AuthCalls {
  /**
   * login. Does not touch the session: the caller stores what it needs.
   * A non-OK answer rejects with ApiLoginFailedError ('Login failed', with the status).
   */
  login(credentials: LoginRequest, options?: CallOptions): Promise<LoginResponse>;
  /**
   * refresh, the raw call. Authenticated calls refresh by themselves on a
   * 401; this neither reads nor writes the session.
   */
  refreshToken(request: RefreshRequest, options?: CallOptions): Promise<RefreshResponse>;
  /**
   * Logout, local first: clears the session at once, then tells the server (logout, with the
   * refresh token, which authenticates the call by itself: no access token is sent, so an
   * expired one cannot keep the refresh token alive), best effort within LOGOUT_TIMEOUT_MS. Any
   * answer is ignored (lenient). Always resolves: offline, a hung server or any answer leave the
   * user signed out all the same. `tokens` names the session to end when the caller has already
   * cleared its own store.
   */
  logout(options?: CallOptions & { tokens?: Pick<SessionTokens, 'refresh'> | null }): Promise<void>;
  /** passwordReset {email}: the same answer whether or not the email exists. */
  requestPasswordReset(
    request: PasswordResetRequest,
    options?: CallOptions,
  ): Promise<PasswordResetResponse>;
  /** users. Not called by the login screen (DECISIONS.md), kept for completeness. */
  getUsers(options?: CallOptions): Promise<UsersResponse>;
}

/** The refresh call on its own: the client's auth flow uses it too. */
export const postTokenRefresh = (
  send: Send,
  request: RefreshRequest,
  options?: CallOptions,
): Promise<RefreshResponse> =>
  send({ endpoint: 'refresh', body: request }, readJson(ENDPOINTS.refresh.success.schema), options);

export function createAuthCalls(requests: Requests, session: ApiSession): AuthCalls {
  return {
    login: (credentials, options) =>
      requests.anonymous(
        {
          endpoint: 'login',
          body: credentials,
          failure: (status, body) => new ApiLoginFailedError(status, body),
        },
        readJson(ENDPOINTS.login.success.schema),
        options,
      ),

    refreshToken: (request, options) => postTokenRefresh(requests.anonymous, request, options),

    async logout(options = {}) {
      const { tokens: given, ...callOptions } = options;
      const tokens = given === undefined ? session.getTokens() : given;
      // Signed out here and now, whatever happens to the call below.
      session.clear();
      try {
        // The refresh token is the credential (the contract's logout is `auth: 'none'`): no
        // access token to wait for, refresh or send, whatever its age.
        if (tokens) {
          await requests.anonymous(
            { endpoint: 'logout', body: { refresh: tokens.refresh } },
            async () => undefined,
            { timeoutMs: LOGOUT_TIMEOUT_MS, ...callOptions },
          );
        }
      } catch {
        // Any outcome is ignored: the user asked to leave, and has left.
      }
    },

    requestPasswordReset: (request, options) =>
      requests.anonymous(
        { endpoint: 'passwordReset', body: request },
        readJson(ENDPOINTS.passwordReset.success.schema),
        options,
      ),

    getUsers: (options) =>
      requests.anonymous({ endpoint: 'users' }, readJson(ENDPOINTS.users.success.schema), options),
  };
}
