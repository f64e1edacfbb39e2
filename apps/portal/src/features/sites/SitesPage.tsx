import { Button, EmptyState, Page } from '@scaffold/ui';
import { useState } from 'react';
import { CustomerDataStatus } from '../../lib/customer-data-status';
import { hasAnySite, useCustomerData } from '../../lib/use-customer-data';
import { AddSiteModal } from './AddSiteModal';
import { SiteManagement } from './SiteManagement';

/** Site Management (/dashboard/sites): clients, their sites, stock allocation and moves. */
export function SitesPage() {
  const customerData = useCustomerData();
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
      <CustomerDataStatus
        customerData={customerData}
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
        <SiteManagement
          customers={customers}
          reload={customerData.reload}
          reloading={customerData.reloading}
        />
      )}

      <AddSiteModal
        open={addingSite}
        customers={customers ?? []}
        onClose={() => setAddingSite(false)}
      />
    </Page>
  );
}
