import type { ApiClient } from '@scaffold/api-client';
import { type AuthState, authStateFromLogin } from '@scaffold/domain';
import { paths } from '../../../config/paths';
import { warmRoute } from '../../../routing/route-warmer';

// Fetched when the form gets focus: while the person types, the code of the screen most
// sign-ins land on (the frame and the Dashboard, each with its static graph) arrives too, so
// after the sign-in answer only its data is left to read (docs/DECISIONS.md, issue 28). Here,
// not in the sign-in screen, whose first load has a budget.
warmRoute({ pathname: paths.dashboard });

/**
 * Signs in and answers the session to keep. A chunk of its own, fetched once the form is used:
 * checking the answer needs zod, which the sign-in screen does not load to be shown.
 */
export async function signIn(api: ApiClient, email: string, password: string): Promise<AuthState> {
  return authStateFromLogin(await api.login({ email, password }), email);
}
