import type { ApiClient } from '@scaffold/api-client';
import { type AuthState, authStateFromLogin } from '@scaffold/domain';
import { paths } from '../../../config/paths';
import { warmRoute } from '../../../routing/route-warmer';

// Fetched once the sign-in page has loaded (or when the form gets focus, if sooner): while the
// person types, the code of the screen most sign-ins land on (the frame and the Dashboard, each
// with its static graph) arrives too, so after the sign-in answer only its data is left to read
// (docs/DECISIONS.md, 'A first sign-in as fast as a return'). Here, not in the sign-in screen,
// whose first load has a budget.
warmRoute({ pathname: paths.dashboard });

/**
 * The rest of what the first screen needs besides its code: which calls the server has (asked
 * once, data/reads/server-calls.ts), so its first read leaves with the sign-in's answer. The ask
 * also loads the API client, which the sign-in then finds ready.
 */
export function warmSignIn(api: ApiClient): void {
  void import('../../../data/reads/server-calls').then(({ askServerCalls }) => askServerCalls(api));
}

/**
 * Signs in and answers the session to keep. A chunk of its own, fetched once the form is used:
 * checking the answer needs zod, which the sign-in screen does not load to be shown.
 */
export async function signIn(api: ApiClient, email: string, password: string): Promise<AuthState> {
  return authStateFromLogin(await api.login({ email, password }), email);
}
