import { formatPercent, formatUnits, type SiteManagementSummary } from '@scaffold/domain';
import { MetricCard, Money } from '@scaffold/ui';
import { memo } from 'react';
import * as styles from './SitesPage.css';

/** The four summary cards at the top of Site Management. */
export const SiteSummaryCards = memo(function SiteSummaryCards({
  summary,
}: {
  summary: SiteManagementSummary;
}) {
  return (
    <section aria-label="Site summary" className={styles.metricGrid}>
      <MetricCard
        label="Active Sites"
        value={`${summary.activeSites}/${summary.totalSites}`}
        hint="active of all sites"
      />
      <MetricCard
        label="Equipment Deployed"
        value={formatUnits(summary.equipmentDeployed)}
        hint="units allocated to subareas"
      />
      <MetricCard
        label="Monthly Revenue"
        value={<Money amount={summary.monthlyRevenue} />}
        hint="hire at current rates"
      />
      <MetricCard
        label="Utilization Rate"
        value={formatPercent(summary.utilizationRate)}
        hint="of stock allocated, on average"
      />
    </section>
  );
});
