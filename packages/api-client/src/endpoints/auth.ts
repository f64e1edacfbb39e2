import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type PasswordResetRequest,
  type PasswordResetResponse,
  passwordResetResponseSchema,
  type RefreshRequest,
  type RefreshResponse,
  refreshResponseSchema,
  type UsersResponse,
  usersResponseSchema,
} from '@scaffold/domain';
import { ApiLoginFailedError, isAbortError } from '../errors';
import type { ApiSession } from '../session';
import { type CallOptions, type Requests, readJson, type Send } from '../transport';

export interface AuthCalls {
  /**
   * POST /api/auth/login/. Does not touch the session: the caller stores what it needs.
   * A non-OK answer rejects with ApiLoginFailedError ('Login failed', with the status).
   */
  login(credentials: LoginRequest, options?: CallOptions): Promise<LoginResponse>;
  /**
   * POST /api/auth/token/refresh/, the raw call. Authenticated calls refresh by themselves on a
   * 401; this neither reads nor writes the session.
   */
  refreshToken(request: RefreshRequest, options?: CallOptions): Promise<RefreshResponse>;
  /**
   * POST /api/auth/logout/ with the refresh token, then clears the session whatever the answer
   * (DECISIONS.md). Resolves on any answer or failure; only an abort rejects (after clearing).
   */
  logout(options?: CallOptions): Promise<void>;
  /** POST /api/auth/password-reset/ {email}: the same answer whether or not the email exists. */
  requestPasswordReset(
    request: PasswordResetRequest,
    options?: CallOptions,
  ): Promise<PasswordResetResponse>;
  /** GET /api/get_users/. Not called by the login screen (DECISIONS.md), kept for completeness. */
  getUsers(options?: CallOptions): Promise<UsersResponse>;
}

/** The refresh call on its own: the client's auth flow uses it too. */
export const postTokenRefresh = (
  send: Send,
  request: RefreshRequest,
  options?: CallOptions,
): Promise<RefreshResponse> =>
  send(
    { method: 'POST', path: '/api/auth/token/refresh/', body: request },
    readJson(refreshResponseSchema),
    options,
  );

export function createAuthCalls(requests: Requests, session: ApiSession): AuthCalls {
  return {
    login: (credentials, options) =>
      requests.anonymous(
        {
          method: 'POST',
          path: '/api/auth/login/',
          body: credentials,
          failure: (status, body) => new ApiLoginFailedError(status, body),
        },
        readJson(loginResponseSchema),
        options,
      ),

    refreshToken: (request, options) => postTokenRefresh(requests.anonymous, request, options),

    async logout(options) {
      const tokens = session.getTokens();
      try {
        // No refresh on a 401 here: an expired session is what logging out ends anyway, and a
        // failed refresh would raise the session-expired notice on a deliberate logout.
        if (tokens) {
          await requests.anonymous(
            {
              method: 'POST',
              path: '/api/auth/logout/',
              body: { refresh: tokens.refresh },
              headers: { Authorization: `Bearer ${tokens.access}` },
            },
            async () => undefined,
            options,
          );
        }
      } catch (error) {
        if (isAbortError(error)) throw error;
        // Any other outcome is ignored: the user asked to leave, and leaves.
      } finally {
        session.clear();
      }
    },

    requestPasswordReset: (request, options) =>
      requests.anonymous(
        { method: 'POST', path: '/api/auth/password-reset/', body: request },
        readJson(passwordResetResponseSchema),
        options,
      ),

    getUsers: (options) =>
      requests.anonymous(
        { method: 'GET', path: '/api/get_users/' },
        readJson(usersResponseSchema),
        options,
      ),
  };
}
