import {
  checkLogin,
  emptyLoginForm,
  type LoginErrors,
  type LoginField,
  type LoginFormValues,
  SHELL_MESSAGES,
} from '@scaffold/domain';
import { Button, Checkbox, Notice, Stack, TextField, TextLink } from '@scaffold/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApi } from '../../../services/services-context';
import { authStateAtom, preferencesAtom, sessionEndedAtom } from '../../../session/session-atoms';
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

/** What ticking 'Remember me' does (docs/DECISIONS.md, issue 29): this device is theirs. */
export const REMEMBER_ME_HINT =
  'Stay signed in on this device, even with no signal, until you log out. Not on a shared device.';

/** Who is signed in and the way to log out first: loaded only when someone is. */
const SignedInOffer = lazy(() => import('../../../session/logout/SignedInOffer'));

/** Fetched when the form is first used, so it is there by the time it is sent. */
const loadSignIn = () => import('./sign-in');

/**
 * Where to go after signing in: the dashboard (SPEC), or the place the guard remembered — for an
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
 * (docs/DECISIONS.md, 'Performance budgets', says by how much). It behaves as they do elsewhere: errors show on submit, then follow each
 * change, and the first field to fix takes the focus.
 */
export function LoginPage() {
  const api = useApi();
  const signedIn = useAtomValue(authStateAtom);
  const setAuth = useSetAtom(authStateAtom);
  const setSessionEnded = useSetAtom(sessionEndedAtom);
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginFormValues>(() =>
    emptyLoginForm(preferences.email ?? ''),
  );
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

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
    const { email, password, rememberMe } = checked.credentials;
    setFailure(null);
    setSubmitting(true);
    try {
      const { signIn } = await loadSignIn();
      setAuth({ ...(await signIn(api, email, password)), remember: rememberMe });
      setSessionEnded(null);
      setPreferences((current) => ({ ...current, email: rememberMe ? email : undefined }));
      // A remembered device keeps its outbox and drafts: ask the browser to keep our storage too
      // (a chunk of its own, so /login's first load does not grow).
      if (rememberMe) {
        void import('../../../offline/storage-keeping').then(({ askToKeepStorage }) =>
          askToKeepStorage(),
        );
      }
      // Stays busy until the next screen replaces this one.
      navigate(destination(location.state, email), { replace: true });
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
        <form onSubmit={onSubmit} onFocus={() => void loadSignIn()} noValidate>
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
