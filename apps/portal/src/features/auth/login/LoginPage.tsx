import {
  checkLogin,
  emptyLoginForm,
  type LoginErrors,
  type LoginField,
  type LoginFormValues,
  SHELL_MESSAGES,
} from '@scaffold/domain';
import { Button, Checkbox, Notice, Stack, TextField, TextLink } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { afterLoad } from '../../../routing/after-load';
import { useServices } from '../../../services/services-context';
import { authStateAtom, preferencesAtom } from '../../../session/session-atoms';
// Demo mode only. Part of this screen's chunk (a lazy chunk of its own would paint late, after
// one more round trip); __DEMO__ is a build-time literal, so a real build drops it entirely.
import DemoAccounts from './DemoAccounts';

/**
 * Whether the server refused the credentials (the api-client's ApiLoginFailedError), read from
 * its `kind`: importing the client here would put it in /login's first load.
 */
const isLoginRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'login-failed';

import type { RedirectState } from '../../../session/redirect-state';
import { AuthLayout } from '../components/AuthLayout';

/** What ticking 'Remember me' does (docs/DECISIONS.md "Session"): this device is theirs. */
export const REMEMBER_ME_HINT =
  'Stay signed in on this device, even with no signal, until you log out. Not on a shared device.';

/**
 * The sign-in call's code, fetched ahead (below); once there, taken as it is: a dynamic import
 * settles a task later, behind a busy phone's work, when the press is waiting for it.
 */
let signInCode: typeof import('./sign-in') | undefined;
const loadSignIn = async () => (signInCode ??= await import('./sign-in'));

/** Who is signed in and the way to log out first: loaded only when someone is. */
const SignedInOffer = lazy(() => import('../../../person/logout/SignedInOffer'));

/**
 * Where to go after signing in: the dashboard (PRODUCT.md "Login"), or the place the guard remembered — for an
 * expired session only when its own user signs in again (on a shared tablet the next person
 * starts on the dashboard).
 */
function destination(state: unknown, email: string): string {
  const { from, email: owner } = (state as RedirectState | null) ?? {};
  const theirs = owner === undefined || owner.trim().toLowerCase() === email.trim().toLowerCase();
  return theirs && from?.startsWith('/') && !from.startsWith(paths.login) ? from : paths.dashboard;
}

/**
 * The sign-in form. Unlike the other forms it does not use react-hook-form and zod: this is the
 * screen most people open first, on a phone, and they would not fit its JavaScript budget
 * (docs/DECISIONS.md "The JavaScript /login loads, and its budget" says why). It behaves as they do elsewhere: errors show on submit, then follow each
 * change, and the first field to fix takes the focus.
 */
export function LoginPage() {
  const services = useServices();
  const preferences = useAtomValue(preferencesAtom);
  const signedIn = useAtomValue(authStateAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginFormValues>(() =>
    emptyLoginForm(preferences.email ?? ''),
  );
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  // While the page waits for the person: the sign-in call, the next screen's code and which
  // calls the server has (sign-in.ts), once the page itself has loaded. The demo fetches the
  // sign-in call when the form is used, as its mock backend starts at the first call.
  useEffect(() => {
    if (!__DEMO__)
      afterLoad(() => void loadSignIn().then(({ warmSignIn }) => warmSignIn(services)));
  }, [services]);

  const checked = checkLogin(values);
  // From the first submit on, the messages follow what is typed.
  const errors: LoginErrors = submitted && !checked.ok ? checked.errors : {};

  const change = (patch: Partial<LoginFormValues>) => setValues({ ...values, ...patch });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (!checked.ok) {
      inputs.current[checked.firstInvalid]?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      // The session kept and the next screen's reads started (sign-in.ts, so /login's first load
      // does not grow); stays busy until that screen replaces this one.
      const to = destination(location.state, checked.credentials.email);
      await (await loadSignIn()).signIn(services, checked.credentials, to);
      navigate(to, { replace: true });
    } catch (error) {
      // Keep what was typed. 'Login failed' only when the server refused the credentials (no
      // hint whether the email exists); a missing chunk or no signal is not a wrong password.
      setFailure(
        isLoginRefusal(error) ? SHELL_MESSAGES.loginFailed : SHELL_MESSAGES.loginUnavailable,
      );
      setSubmitting(false);
    }
  };

  const fillDemoAccount = (email: string, password: string) => change({ email, password });

  return (
    <AuthLayout
      title="Sign in"
      intro="Tonnage, stock and inspections for your scaffolding firm."
      aside={__DEMO__ ? <DemoAccounts onUse={fillDemoAccount} /> : null}
    >
      {/* Someone is signed in on this device: no sign-in over them (their own just now aside). */}
      {signedIn && !submitting ? (
        <Suspense fallback={null}>
          <SignedInOffer auth={signedIn} />
        </Suspense>
      ) : (
        <form
          onSubmit={onSubmit}
          onFocus={__DEMO__ ? () => void loadSignIn() : undefined}
          noValidate
        >
          <Stack space="md">
            {failure ? <Notice tone="danger">{failure}</Notice> : null}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => change({ email: event.target.value })}
              ref={(element) => {
                inputs.current.email = element;
              }}
              error={errors.email}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => change({ password: event.target.value })}
              ref={(element) => {
                inputs.current.password = element;
              }}
              error={errors.password}
            />
            <Checkbox
              label="Remember me"
              hint={REMEMBER_ME_HINT}
              name="rememberMe"
              checked={Boolean(values.rememberMe)}
              onChange={(event) => change({ rememberMe: event.target.checked })}
            />
            <Button type="submit" busy={submitting} busyLabel="Signing in..." fullWidth>
              Sign in
            </Button>
            <TextLink href={paths.forgotPassword}>Forgot password?</TextLink>
            <TextLink href={paths.register}>Request an account</TextLink>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
