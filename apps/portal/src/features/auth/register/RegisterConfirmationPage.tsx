import { FREE_TRIAL_DAYS } from '@scaffold/domain';
import { ButtonLink, Heading, Stack, Text } from '@scaffold/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/AuthLayout';
import { planLabel } from './plan-label';
import { RegistrationDetailsList } from './RegistrationSummary';
import * as styles from './RegistrationSummary.css';
import { readRegistrationConfirmationState } from './registration-state';

/** /register-confirmation: only reachable from a successful registration (PRODUCT.md "Registration confirmation"). */
export function RegisterConfirmationPage() {
  const location = useLocation();
  const registration = readRegistrationConfirmationState(location.state);
  if (!registration) return <Navigate to={paths.register} replace />;

  const { form, details } = registration;
  const plan = planLabel(form.plan_id);

  return (
    <AuthLayout
      title="Request received"
      intro={
        <>
          Thank you, {form.first_name}. We have your request for an account for{' '}
          <strong>{form.company_name}</strong>.
        </>
      }
    >
      <Stack space="lg">
        <Stack space="sm" className={styles.group}>
          <Heading level={2} visualLevel={3}>
            Your registration
          </Heading>
          {details ? (
            <RegistrationDetailsList details={details} />
          ) : (
            <Text as="p" size="sm">
              Your request has been received. No reference came back this time; we will write to{' '}
              <strong>{form.email}</strong> instead.
            </Text>
          )}
        </Stack>
        <Stack space="sm">
          <Heading level={2} visualLevel={3}>
            What happens next
          </Heading>
          <ol className={styles.nextSteps}>
            <li>
              We check your details
              {details ? ` and reply within ${details.estimated_response_time}` : ''}.
            </li>
            <li>
              We email <strong>{form.email}</strong> with your sign-in details.
            </li>
            <li>
              You sign in and start your {FREE_TRIAL_DAYS}-day free trial
              {plan ? ` of ${plan}` : ''}.
            </li>
          </ol>
        </Stack>
        <ButtonLink href={paths.login} fullWidth>
          Go to sign in
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
