import { canHandOver, LIFE_LABELS } from '@scaffold/domain';
import { EmptyState, LoadingState, Notice, notify, Page, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { siteScaffoldsPath } from '../../../config/paths';
import { useReadContext } from '../../../data/reads/read-context';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { handoverCertificatePath } from '../scaffold-paths';
import { scaffoldDetailsRead } from '../scaffold-queries';
import { statusOf } from '../shared/api-problem';
import { HandoverForm } from './HandoverForm';

/**
 * /dashboard/scaffolds/:scaffoldId/handover: the handover certificate of a scaffold just erected
 * (or altered since). It is the scaffold's first inspection and makes it 'handed over'; without
 * the client's signature it waits for it.
 */
export function HandoverScreen() {
  const scaffoldId = Number(useParams().scaffoldId);
  const details = useQuery(
    scaffoldDetailsRead(useReadContext(), Number.isInteger(scaffoldId) ? scaffoldId : null),
  );
  const navigate = useNavigate();
  const data = details.data;
  return (
    <Page
      eyebrow={data ? data.site.name : undefined}
      title={data ? `Handover of tag ${data.scaffold.tag_number}` : 'Handover'}
      description="The handover certificate: the scaffold's first inspection, signed by the competent person and the client."
    >
      {data && (
        <TextLink href={siteScaffoldsPath(data.site.id)}>Back to the site's scaffolds</TextLink>
      )}
      {details.status === 'pending' && <LoadingState label="Loading the scaffold..." />}
      {details.status === 'error' && statusOf(details.error) === 403 && (
        <EmptyState title="No such scaffold." description="It may belong to another customer." />
      )}
      {details.status === 'error' && statusOf(details.error) !== 403 && (
        <LoadFailed
          title="The scaffold could not be loaded."
          retrying={details.isRefetching}
          onRetry={() => void details.refetch()}
        />
      )}
      {data && !canHandOver(data.scaffold.life) && (
        <Notice
          tone="warning"
          title={`This scaffold is ${LIFE_LABELS[data.scaffold.life].toLowerCase()}.`}
        >
          Only a scaffold being erected, or altered since its handover, is handed over.
        </Notice>
      )}
      {data && canHandOver(data.scaffold.life) && (
        <HandoverForm
          details={data}
          onRecorded={({ handover, scaffold }) => {
            notify({
              type: 'success',
              message: handover.client_signature
                ? `Tag ${scaffold.tag_number} is handed over.`
                : `Tag ${scaffold.tag_number} is handed over, awaiting the client's signature.`,
            });
            navigate(handoverCertificatePath(handover.id));
          }}
        />
      )}
    </Page>
  );
}
