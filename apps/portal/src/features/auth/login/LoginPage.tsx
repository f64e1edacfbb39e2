import { zodResolver } from '@hookform/resolvers/zod';
import { authStateFromLogin, type LoginFormValues, loginSchema, MESSAGES } from '@scaffold/domain';
import { Button, Checkbox, Notice, Stack, TextField, TextLink } from '@scaffold/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApi } from '../../../lib/services/services-context';
import { authStateAtom, preferencesAtom } from '../../../lib/session/session-atoms';
// Demo mode only. Part of this screen's chunk (a lazy chunk of its own would paint late, after
// one more round trip); __DEMO__ is a build-time literal, so a real build drops it entirely.
import DemoAccounts from '../../demo/DemoAccounts';
import { AuthLayout } from '../components/AuthLayout';
import type { RedirectState } from '../guard/RequireAuth';

/** Where to go after signing in: the remembered place, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  return from?.startsWith('/') && !from.startsWith(paths.login) ? from : paths.dashboard;
}

export function LoginPage() {
  const api = useApi();
  const setAuth = useSetAtom(authStateAtom);
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: {
      email: preferences.email ?? '',
      password: '',
      rememberMe: Boolean(preferences.email),
    },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setFailure(null);
    try {
      const login = await api.login({ email, password });
      setAuth(authStateFromLogin(login, email));
      setPreferences((current) => ({ ...current, email: rememberMe ? email : undefined }));
      navigate(destination(location.state), { replace: true });
    } catch {
      // Keep what was typed; say only that it failed (no hint whether the email exists).
      setFailure(MESSAGES.loginFailed);
    }
  });

  const fillDemoAccount = (email: string, password: string) => {
    setValue('email', email, { shouldValidate: true });
    setValue('password', password, { shouldValidate: true });
  };

  return (
    <AuthLayout
      title="Sign in"
      intro="Tonnage, stock and inspections for your scaffolding firm."
      aside={__DEMO__ ? <DemoAccounts onUse={fillDemoAccount} /> : null}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack space="md">
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Checkbox label="Remember me" {...register('rememberMe')} />
          <Button type="submit" busy={isSubmitting} busyLabel="Signing in..." fullWidth>
            Sign in
          </Button>
          <TextLink href={paths.forgotPassword}>Forgot password?</TextLink>
          <TextLink href={paths.register}>Request an account</TextLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
