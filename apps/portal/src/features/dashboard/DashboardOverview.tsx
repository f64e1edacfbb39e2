import { type CustomerNode, dashboardSummary, formatUnits } from '@scaffold/domain';
import { MetricCard, Weight } from '@scaffold/ui';
import { useMemo, useState } from 'react';
import { paths } from '../../config/paths';
import { useNow } from '../../lib/services/services-context';
import { ActiveProjects } from './ActiveProjects';
import * as styles from './DashboardPage.css';
import { FinancialOverview } from './FinancialOverview';
import { LowStockCard } from './LowStockCard';
import { TonnageDistributionModal } from './TonnageDistributionModal';
import { TonnageOverview } from './TonnageOverview';
import { UpcomingOperations } from './UpcomingOperations';

/** The loaded Dashboard: every figure comes from one dashboardSummary per data load. */
export function DashboardOverview({ customers }: { customers: readonly CustomerNode[] }) {
  const now = useNow();
  const summary = useMemo(() => dashboardSummary(customers, now()), [customers, now]);
  const [distributionOpen, setDistributionOpen] = useState(false);

  return (
    <>
      <section aria-label="Key figures" className={styles.metricGrid}>
        <MetricCard
          label="Total Tonnage"
          value={<Weight kg={summary.totalTonnageKg} />}
          hint={`across ${formatUnits(summary.totalSites)} sites`}
        />
        <MetricCard
          label="Active Sites"
          value={formatUnits(summary.activeSites)}
          hint={`of ${formatUnits(summary.totalSites)} sites`}
          href={paths.sites}
        />
        <MetricCard
          label="Total Items"
          value={formatUnits(summary.totalItems)}
          hint="units of stock on site"
        />
      </section>
      <div className={styles.chartGrid}>
        <TonnageOverview summary={summary} onShowDistribution={() => setDistributionOpen(true)} />
        <FinancialOverview finance={summary.finance} />
      </div>
      <div className={styles.listGrid}>
        <ActiveProjects sites={summary.activeProjects} />
        <UpcomingOperations operations={summary.upcomingOperations} />
        <LowStockCard items={summary.lowStockItems} />
      </div>
      <TonnageDistributionModal
        open={distributionOpen}
        summary={summary}
        onClose={() => setDistributionOpen(false)}
      />
    </>
  );
}
