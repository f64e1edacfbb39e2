import { ButtonLink, EmptyState, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { paths } from '../../config/paths';
import { useReadContext } from '../../data/reads/read-context';
import { ReadGate } from '../../data/views/ReadGate';
import { DashboardOverview } from './DashboardOverview';
import { dashboardSummaryRead } from './dashboard-reads';

/** The Dashboard (/dashboard): tonnage, sites, stock and finances at a glance. */
export function DashboardPage() {
  const read = useReadContext();
  const summary = useQuery(dashboardSummaryRead(read));
  // The answer is drawn in a deferred render: React draws the figures, charts and lists in slices
  // it can pause, instead of in the one long task the query's update would take.
  const shown = useDeferredValue(summary.data);

  return (
    <Page
      title="Dashboard"
      // The same words before and after the data: the page's largest text is painted once, at
      // first paint, not again when the data arrives (which made it the late largest paint).
      description="Tonnage, sites, stock and finances at a glance."
    >
      <ReadGate
        query={{
          data: shown,
          error: summary.error,
          dataUpdatedAt: summary.dataUpdatedAt,
          isError: summary.isError,
          isFetching: summary.isFetching,
          refetch: summary.refetch,
        }}
        loadingLabel="Loading dashboard..."
        errorTitle="The dashboard could not be loaded."
        isEmpty={(figures) => figures.total_sites === 0}
        empty={
          <EmptyState
            title="No sites yet."
            description="Once your clients’ sites are set up, their tonnage, stock and finances appear here."
            action={
              <ButtonLink variant="secondary" href={paths.sites}>
                Go to Site Management
              </ButtonLink>
            }
          />
        }
      >
        {(figures) => <DashboardOverview summary={figures} />}
      </ReadGate>
    </Page>
  );
}
