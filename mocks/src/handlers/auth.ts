import { HttpResponse } from 'msw';
import {
  checkToken,
  loginResponseFor,
  revokeRefreshTokens,
  rotateRefreshToken,
} from '../auth/tokens';
import { mockNow } from '../db/clock';
import { commit, currentState } from '../db/database';
import { countOne, overLimit } from './rate-limit';
import { find, has, problem, readBody, route, type ScenarioSource } from './respond';

/** The contract's login and logout answers: the last person's cached media leave the device. */
const CLEAR_CACHE = { 'Clear-Site-Data': '"cache"' };

const LOGIN_FAILED = 'No active account found with the given credentials';
const RESET_SENT =
  'If an account exists for this email, we have sent instructions to reset the password.';

export function authHandlers(source: ScenarioSource) {
  return [
    route(
      'login',
      async ({ request, scenarios }) => {
        const body = await readBody(request, 'login');
        if (!body.ok) return body.response;
        if (has(scenarios, 'login-failure')) return problem(401, LOGIN_FAILED);
        const email = body.value.email.trim().toLowerCase();
        // Guessing is limited by the failed sign-ins to one account from anywhere too (per
        // address: route()); once reached, even the right password waits for the window.
        const limited = overLimit('loginAccount', email);
        if (limited) return limited;
        const user = currentState().users.find((candidate) => candidate.email === email);
        if (!user || user.password !== body.value.password) {
          countOne('loginAccount', email);
          return problem(401, LOGIN_FAILED);
        }
        return HttpResponse.json(loginResponseFor(user), { headers: CLEAR_CACHE });
      },
      source,
    ),

    route(
      'refresh',
      async ({ request, scenarios }) => {
        const body = await readBody(request, 'refresh');
        if (!body.ok) return body.response;
        const rotated = has(scenarios, 'refresh-failure')
          ? { ok: false as const }
          : rotateRefreshToken(body.value.refresh);
        if (!rotated.ok) {
          return problem(401, 'Token is invalid or expired', { code: 'token_not_valid' });
        }
        return HttpResponse.json({ access: rotated.access, refresh: rotated.refresh });
      },
      source,
    ),

    route(
      'logout',
      async ({ request }) => {
        const body = await readBody(request, 'logout');
        if (!body.ok) return body.response;
        // The refresh token authenticates the call: whoever holds it may end its session, whatever
        // the age of an access token. An unknown, expired or revoked one answers the same
        // (idempotent; nothing is said of which tokens exist).
        if (checkToken('refresh', body.value.refresh).ok) revokeRefreshTokens(body.value.refresh);
        return HttpResponse.json({ ok: true }, { headers: CLEAR_CACHE });
      },
      source,
    ),

    route(
      'passwordReset',
      async ({ request, scenarios }) => {
        const body = await readBody(request, 'passwordReset');
        if (!body.ok) return body.response;
        const email = body.value.email.trim().toLowerCase();
        if (!email) return problem(400, 'email: This field may not be blank.');
        const failure = find(scenarios, 'password-reset-error');
        if (failure) return problem(failure.status ?? 500, 'Failed to send reset email');
        const state = currentState();
        // The same answer whether or not the account exists (PRODUCT.md "Forgot password").
        if (state.users.some((user) => user.email === email)) {
          commit({
            ...state,
            passwordResets: [
              ...state.passwordResets,
              { email, requested_at: mockNow().toISOString() },
            ],
          });
        }
        return HttpResponse.json({ detail: RESET_SENT });
      },
      source,
    ),
  ];
}
