import { type DashboardSummaryResponse, financeFromWire, formatUnits } from '@scaffold/domain';
import { MetricCard, Weight } from '@scaffold/ui';
import { useMemo, useState } from 'react';
import { paths } from '../../config/paths';
import { ActiveProjects } from './ActiveProjects';
import * as styles from './DashboardPage.css';
import { FinancialOverview } from './FinancialOverview';
import { LowStockCard } from './LowStockCard';
import { ScaffoldTagsCard } from './ScaffoldTagsCard';
import { TonnageDistributionModal } from './TonnageDistributionModal';
import { TonnageOverview } from './TonnageOverview';
import { UpcomingOperations } from './UpcomingOperations';

/** The loaded Dashboard: every figure comes from one bounded answer (dashboardSummary). */
export function DashboardOverview({ summary }: { summary: DashboardSummaryResponse }) {
  const finance = useMemo(() => financeFromWire(summary.finance), [summary.finance]);
  const [distributionOpen, setDistributionOpen] = useState(false);

  return (
    <>
      <section aria-label="Key figures" className={styles.metricGrid}>
        <MetricCard
          label="Total Tonnage"
          value={<Weight kg={summary.total_tonnage_kg} />}
          hint={`across ${formatUnits(summary.total_sites)} sites`}
        />
        <MetricCard
          label="Active Sites"
          value={formatUnits(summary.active_sites)}
          hint={`of ${formatUnits(summary.total_sites)} sites`}
          href={paths.sites}
        />
        <MetricCard
          label="Total Items"
          value={formatUnits(summary.total_items)}
          hint="units of stock on site"
        />
      </section>
      <div className={styles.chartGrid}>
        <TonnageOverview summary={summary} onShowDistribution={() => setDistributionOpen(true)} />
        <FinancialOverview finance={finance} />
      </div>
      <div className={styles.listGrid}>
        <ActiveProjects sites={summary.active_projects} />
        <UpcomingOperations operations={summary.upcoming_operations} />
        <LowStockCard lowStock={summary.low_stock} />
        {summary.scaffold_tags && <ScaffoldTagsCard tags={summary.scaffold_tags} />}
      </div>
      <TonnageDistributionModal
        open={distributionOpen}
        summary={summary}
        onClose={() => setDistributionOpen(false)}
      />
    </>
  );
}
