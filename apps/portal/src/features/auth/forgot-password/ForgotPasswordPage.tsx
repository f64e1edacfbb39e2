import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@scaffold/api-client';
import {
  apiErrorMessage,
  MESSAGES,
  type ResetPasswordFormValues,
  resetPasswordSchema,
} from '@scaffold/domain';
import { Button, Heading, Notice, Stack, Text, TextField, TextLink } from '@scaffold/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { useApi } from '../../../services/services-context';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from './ForgotPasswordPage.css';

/** PRODUCT.md "Forgot password": the API status when the server refused, else the generic reset failure. */
function resetFailureMessage(error: unknown): string {
  return isApiError(error) ? apiErrorMessage(error.status) : MESSAGES.resetFailed;
}

/** /auth/forgot-password: ask for reset instructions by email. */
export function ForgotPasswordPage() {
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api.requestPasswordReset({ email });
      setSentTo(email);
    } catch (error) {
      // The form keeps the email, so trying again is one click.
      setFailure(resetFailureMessage(error));
    }
  });

  return (
    <AuthLayout
      title={MESSAGES.resetPasswordTitle}
      intro={
        sentTo === null
          ? 'Enter the email you sign in with and we will send you instructions to choose a new password.'
          : undefined
      }
    >
      {sentTo === null ? (
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
            <Button type="submit" busy={isSubmitting} busyLabel="Sending..." fullWidth>
              {MESSAGES.sendResetInstructions}
            </Button>
            <Text as="p" size="sm" tone="muted">
              Remembered it?{' '}
              <TextLink inline href={paths.login}>
                Sign in
              </TextLink>
            </Text>
          </Stack>
        </form>
      ) : (
        <ResetSent email={sentTo} />
      )}
    </AuthLayout>
  );
}

/** The same answer whether or not an account exists for the email (PRODUCT.md "Forgot password"). */
function ResetSent({ email }: { email: string }) {
  const answer = useRef<HTMLElement>(null);
  // The form is gone: move focus to what replaced it so a screen reader reads it out.
  useEffect(() => answer.current?.focus(), []);
  return (
    <Stack space="md" ref={answer} tabIndex={-1} className={styles.focusTarget}>
      <Heading level={2}>{MESSAGES.checkYourEmail}</Heading>
      <Text as="p">
        If an account exists for <strong>{email}</strong>, we have sent it instructions to reset the
        password. The email can take a few minutes to arrive; check your spam folder if you cannot
        see it.
      </Text>
      <TextLink href={paths.login}>{MESSAGES.backToLogin}</TextLink>
    </Stack>
  );
}
