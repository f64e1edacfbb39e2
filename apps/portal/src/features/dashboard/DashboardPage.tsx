import { ButtonLink, EmptyState, Page } from '@scaffold/ui';
import { paths } from '../../config/paths';
import { CustomerDataStatus } from '../../lib/customer-data-status';
import { hasAnySite, useCustomerData } from '../../lib/use-customer-data';
import { DashboardOverview } from './DashboardOverview';

/** The Dashboard (/dashboard): tonnage, sites, stock and finances at a glance. */
export function DashboardPage() {
  const customerData = useCustomerData();
  const customers = customerData.data?.customers;
  const customerName = customers?.[0]?.name;

  return (
    <Page
      title="Dashboard"
      description={
        customerName
          ? `Tonnage, sites, stock and finances for ${customerName}.`
          : 'Tonnage, sites, stock and finances at a glance.'
      }
    >
      <CustomerDataStatus
        customerData={customerData}
        loadingLabel="Loading dashboard..."
        errorTitle="The dashboard could not be loaded."
      />
      {customers && !hasAnySite(customers) && (
        <EmptyState
          title="No sites yet."
          description="Once your clients’ sites are set up, their tonnage, stock and finances appear here."
          action={
            <ButtonLink variant="secondary" href={paths.sites}>
              Go to Site Management
            </ButtonLink>
          }
        />
      )}
      {customers && hasAnySite(customers) && <DashboardOverview customers={customers} />}
    </Page>
  );
}
