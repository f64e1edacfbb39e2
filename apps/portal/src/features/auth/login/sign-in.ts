import type { ApiClient } from '@scaffold/api-client';
import { type AuthState, authStateFromLogin } from '@scaffold/domain';

/**
 * Signs in and answers the session to keep. A chunk of its own, fetched once the form is used:
 * checking the answer needs zod, which the sign-in screen does not load to be shown.
 */
export async function signIn(api: ApiClient, email: string, password: string): Promise<AuthState> {
  return authStateFromLogin(await api.login({ email, password }), email);
}
