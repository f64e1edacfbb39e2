import { Button, EmptyState, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientChoicesRead } from '../../data/reads/client-choices';
import { useReadContext } from '../../data/reads/read-context';
import { ReadGate } from '../../data/views/ReadGate';
import { AddSiteModal } from './AddSiteModal';
import { SiteManagement } from './SiteManagement';
import { siteOverviewRead } from './sites-reads';

/** Site Management (/dashboard/sites): clients, their sites, stock allocation and moves. */
export function SitesPage() {
  const context = useReadContext();
  // The figures say whether there is any site; the list reads its own pages (SiteManagement).
  const overview = useQuery(siteOverviewRead(context));
  // The client select's choices (Add Site's first page of customers too).
  const clientChoices = useQuery(clientChoicesRead(context));
  const [addingSite, setAddingSite] = useState(false);
  const clients = clientChoices.data?.results;

  return (
    <Page
      title="Site Management"
      description="Your clients’ sites, the stock on them, and where it is allocated."
      actions={
        // Its customer list is read with the screen: unusable until the screen is in.
        <Button disabled={!clients || !overview.data} onClick={() => setAddingSite(true)}>
          Add Site
        </Button>
      }
    >
      <ReadGate
        query={overview}
        loadingLabel="Loading sites..."
        errorTitle="Your sites could not be loaded."
        isEmpty={(data) => data.summary.total_sites === 0}
        empty={
          <EmptyState
            title="No sites yet."
            description="Sites you add for your clients appear here with their stock and inspections."
            action={
              <Button variant="secondary" onClick={() => setAddingSite(true)}>
                Add Site
              </Button>
            }
          />
        }
      >
        {(data) => <SiteManagement overview={data} reloading={overview.isRefetching} />}
      </ReadGate>

      <AddSiteModal open={addingSite} onClose={() => setAddingSite(false)} />
    </Page>
  );
}
