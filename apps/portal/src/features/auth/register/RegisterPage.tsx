import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@scaffold/api-client';
import {
  apiErrorMessage,
  emptyRegisterForm,
  MESSAGES,
  planById,
  type RegisterFormValues,
  registerSchema,
  toRegistrationRequest,
} from '@scaffold/domain';
import {
  Button,
  Column,
  Columns,
  Modal,
  Notice,
  Stack,
  Text,
  TextArea,
  TextField,
  TextLink,
} from '@scaffold/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApi } from '../../../services/services-context';
import { AuthLayout } from '../components/AuthLayout';
import { planLabel } from './plan-label';
import * as styles from './RegisterPage.css';
import { RegistrationSummary } from './RegistrationSummary';
import type { RegistrationConfirmationState } from './registration-state';

/** PRODUCT.md "Register": 'API Error: {status}' when the server refused, else 'Registration failed'. */
function registrationFailureMessage(error: unknown): string {
  return isApiError(error) ? apiErrorMessage(error.status) : MESSAGES.registrationFailed;
}

/** /register: request an account, with the plan chosen on /pricing when there is one. */
export function RegisterPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Only a plan we sell is carried on; anything else in ?plan= is ignored.
  const plan = planById(searchParams.get('plan'));
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<RegistrationConfirmationState | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyRegisterForm(),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const request = toRegistrationRequest(values, plan?.id);
    try {
      const { details } = await api.register(request);
      setRegistered({ form: request, details });
    } catch (error) {
      // What was typed stays in the form, so the visitor can simply try again.
      setFailure(registrationFailureMessage(error));
    }
  });

  const continueToConfirmation = () => {
    if (registered) navigate(paths.registerConfirmation, { state: registered });
  };

  return (
    <AuthLayout
      title="Request an account"
      intro="Tell us about your firm and we will set up your account and your free trial."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack space="md">
          {plan ? (
            <div className={styles.chosenPlan}>
              <Text size="sm">
                Chosen plan: <strong>{planLabel(plan.id)}</strong>
              </Text>
              <TextLink href={paths.pricing}>Change plan</TextLink>
            </div>
          ) : (
            <Text as="p" size="sm" tone="muted">
              Not sure which plan suits you?{' '}
              <TextLink inline href={paths.pricing}>
                Compare plans
              </TextLink>
            </Text>
          )}
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <Columns space="md" collapseBelow="tablet">
            <Column>
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                error={errors.first_name?.message}
                {...register('first_name')}
              />
            </Column>
            <Column>
              <TextField
                label="Last name"
                autoComplete="family-name"
                required
                error={errors.last_name?.message}
                {...register('last_name')}
              />
            </Column>
          </Columns>
          <TextField
            label="Company name"
            autoComplete="organization"
            required
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextArea
            label="Comments"
            hint="How many sites and people you have, and what you would like the portal to do for you."
            required
            rows={4}
            error={errors.comments?.message}
            {...register('comments')}
          />
          <Button type="submit" busy={isSubmitting} busyLabel="Sending request..." fullWidth>
            Request account
          </Button>
          <Text as="p" size="sm" tone="muted">
            Already have an account?{' '}
            <TextLink inline href={paths.login}>
              Sign in
            </TextLink>
          </Text>
        </Stack>
      </form>
      {registered ? (
        <Modal
          open
          title={MESSAGES.registrationSuccessful}
          description="Thank you. Here is what we received."
          onClose={continueToConfirmation}
          footer={<Button onClick={continueToConfirmation}>Continue</Button>}
        >
          <RegistrationSummary form={registered.form} details={registered.details} />
        </Modal>
      ) : null}
    </AuthLayout>
  );
}
