import { ButtonLink, EmptyState, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { ReadStatus } from '../../lib/query/read-status';
import { customerDataRead, hasAnySite } from '../../lib/reads/customer';
import { useApi } from '../../lib/services/services-context';
import { DashboardOverview } from './DashboardOverview';

/** The Dashboard (/dashboard): tonnage, sites, stock and finances at a glance. */
export function DashboardPage() {
  const customerData = useQuery(customerDataRead(useApi()));
  const customers = customerData.data?.customers;

  return (
    <Page
      title="Dashboard"
      // The same words before and after the data: the page's largest text is painted once, at
      // first paint, not again when the data arrives (which made it the late largest paint).
      description="Tonnage, sites, stock and finances at a glance."
    >
      <ReadStatus
        query={customerData}
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
