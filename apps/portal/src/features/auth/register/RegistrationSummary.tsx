import type { RegistrationDetails, RegistrationRequest } from '@scaffold/domain';
import { DateText, Heading, Stack, Text } from '@scaffold/ui';
import { planLabel } from './plan-label';
import * as styles from './RegistrationSummary.css';

/** Reference, date received and expected response time of a registration. */
export function RegistrationDetailsList({ details }: { details: RegistrationDetails }) {
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>Reference</dt>
      <dd className={`${styles.value} ${styles.reference}`}>{details.human_id}</dd>
      <dt className={styles.term}>Received</dt>
      <dd className={styles.value}>
        <DateText value={details.created_at} />
      </dd>
      <dt className={styles.term}>Expected response</dt>
      <dd className={styles.value}>{details.estimated_response_time}</dd>
    </dl>
  );
}

/** What the visitor sent, as the server received it. */
export function SubmittedRegistration({ form }: { form: RegistrationRequest }) {
  const plan = planLabel(form.plan_id);
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>Name</dt>
      <dd className={styles.value}>
        {form.first_name} {form.last_name}
      </dd>
      <dt className={styles.term}>Company</dt>
      <dd className={styles.value}>{form.company_name}</dd>
      <dt className={styles.term}>Email</dt>
      <dd className={styles.value}>{form.email}</dd>
      {plan ? (
        <>
          <dt className={styles.term}>Plan</dt>
          <dd className={styles.value}>{plan}</dd>
        </>
      ) : null}
      <dt className={styles.term}>Comments</dt>
      <dd className={styles.value}>{form.comments}</dd>
    </dl>
  );
}

/** The body of the 'Registration Successful' dialog: what was sent, then what came back. */
export function RegistrationSummary({
  form,
  details,
}: {
  form: RegistrationRequest;
  details: RegistrationDetails | null;
}) {
  return (
    <Stack space="lg">
      <Stack space="sm">
        <Heading level={3}>Your request</Heading>
        <SubmittedRegistration form={form} />
      </Stack>
      <Stack space="sm" className={styles.group}>
        <Heading level={3}>Registration details</Heading>
        {details ? (
          <RegistrationDetailsList details={details} />
        ) : (
          <Text as="p" size="sm">
            Your request has been received. No reference came back this time, so we will write to{' '}
            <strong>{form.email}</strong> instead.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
