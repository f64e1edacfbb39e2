import { londonDate } from '@scaffold/domain';
import { EmptyState, LoadingState, Page, TextLink } from '@scaffold/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { siteScaffoldsRead } from '../../../data/reads/scaffolds';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { useApi, useNow } from '../../../services/services-context';
import { sendNote } from '../notes/send-note';
import { useNoteKey } from '../notes/use-note-key';
import { OffHireDialog } from '../site/OffHireDialog';
import { SiteHireContent } from '../site/SiteHireContent';
import { siteHireRead } from './hire-reads';
import { idParam } from './id-param';
import { toSiteHireView } from './to-site-hire-view';
import { useWaitingNotes } from './use-waiting-notes';

/**
 * /hire/sites/:siteId: a site's hire, its notes still waiting on this device, the notes to write
 * next and the off-hire dialog.
 */
export function SiteHireScreen() {
  const siteId = idParam(useParams().siteId);
  const api = useApi();
  const now = useNow();
  const client = useQueryClient();
  const read = siteHireRead(api, siteId ?? 0);
  const hire = useQuery({ ...read, enabled: siteId !== null });
  const [offHiring, setOffHiring] = useState(false);
  const withKey = useNoteKey();
  const scaffolds = useQuery({ ...siteScaffoldsRead(api, siteId ?? 0), enabled: siteId !== null });
  const view = hire.data ? toSiteHireView(hire.data, scaffolds.data ?? []) : null;
  const waiting = useWaitingNotes(siteId);

  return (
    <Page title={view ? `Hire at ${view.site.name}` : 'Hire'}>
      <TextLink href={paths.sites}>Back to Site Management</TextLink>
      {siteId === null && (
        <EmptyState title="No such site." description="The link is incomplete." />
      )}
      {siteId !== null && hire.isPending && <LoadingState label="Loading the site's hire..." />}
      {hire.isError && (
        <LoadFailed
          title="The site's hire could not be loaded."
          retrying={hire.isRefetching}
          onRetry={() => void hire.refetch()}
        />
      )}
      {view && (
        <SiteHireContent view={view} waiting={waiting} onOffHire={() => setOffHiring(true)} />
      )}
      {view && offHiring && (
        <OffHireDialog
          site={view.site}
          onHire={view.onHire}
          scaffolds={view.scaffoldsOnHire}
          today={londonDate(now())}
          onClose={() => setOffHiring(false)}
          onSend={async (body) => {
            const result = await withKey((key) =>
              sendNote(
                () => api.createOffHire(body, { idempotencyKey: key }),
                () => null,
              ),
            );
            if (result.kind === 'stored')
              void client.invalidateQueries({ queryKey: read.queryKey });
            return result;
          }}
        />
      )}
    </Page>
  );
}
