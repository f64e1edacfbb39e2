import type { RegistrationDetails, RegistrationRequest } from '@scaffold/domain';
import { DateText, DescriptionList, Heading, Stack, Text } from '@scaffold/ui';
import { planLabel } from './plan-label';
import * as styles from './RegistrationSummary.css';

/** Reference, date received and expected response time of a registration. */
export function RegistrationDetailsList({ details }: { details: RegistrationDetails }) {
  return (
    <DescriptionList
      layout="pairs"
      size="sm"
      items={[
        {
          term: 'Reference',
          description: (
            <Text size="sm" weight="strong" tabularNumbers>
              {details.human_id}
            </Text>
          ),
        },
        { term: 'Received', description: <DateText value={details.created_at} /> },
        { term: 'Expected response', description: details.estimated_response_time },
      ]}
    />
  );
}

/** What the visitor sent, as the server received it. */
export function SubmittedRegistration({ form }: { form: RegistrationRequest }) {
  const plan = planLabel(form.plan_id);
  return (
    <DescriptionList
      layout="pairs"
      size="sm"
      items={[
        { term: 'Name', description: `${form.first_name} ${form.last_name}` },
        { term: 'Company', description: form.company_name },
        { term: 'Email', description: form.email },
        plan ? { term: 'Plan', description: plan } : null,
        { term: 'Comments', description: form.comments },
      ]}
    />
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
