import { Button, EmptyState, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noticeFetchFailed, ReadStatus } from '../../lib/query/read-status';
import { customerDataRead, hasAnySite } from '../../lib/reads/customer';
import { useApi } from '../../lib/services/services-context';
import { AddSiteModal } from './AddSiteModal';
import { SiteManagement } from './SiteManagement';

/** Site Management (/dashboard/sites): clients, their sites, stock allocation and moves. */
export function SitesPage() {
  // SPEC section 8: a failed read says 'Failed to fetch data…' for 30 s.
  const customerData = useQuery({
    ...customerDataRead(useApi()),
    meta: { onFailure: noticeFetchFailed },
  });
  const [addingSite, setAddingSite] = useState(false);
  const customers = customerData.data?.customers;

  return (
    <Page
      title="Site Management"
      description="Your clients’ sites, the stock on them, and where it is allocated."
      actions={
        // Its customer list comes with the data: unusable until the data is in.
        <Button disabled={!customers} onClick={() => setAddingSite(true)}>
          Add Site
        </Button>
      }
    >
      <ReadStatus
        query={customerData}
        loadingLabel="Loading sites..."
        errorTitle="Your sites could not be loaded."
      />
      {customers && !hasAnySite(customers) && (
        <EmptyState
          title="No sites yet."
          description="Sites you add for your clients appear here with their stock and inspections."
          action={
            <Button variant="secondary" onClick={() => setAddingSite(true)}>
              Add Site
            </Button>
          }
        />
      )}
      {customers && hasAnySite(customers) && (
        <SiteManagement customers={customers} reloading={customerData.isRefetching} />
      )}

      <AddSiteModal
        open={addingSite}
        customers={customers ?? []}
        onClose={() => setAddingSite(false)}
      />
    </Page>
  );
}
