import { type DashboardSummaryResponse, financeFromWire, formatUnits } from '@scaffold/domain';
import { MetricCard, Weight } from '@scaffold/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { paths } from '../../config/paths';
import { useServerHas } from '../../data/reads/server-calls';
import { useApi } from '../../services/services-context';
import { ActiveProjects } from './ActiveProjects';
import * as styles from './DashboardPage.css';
import { FinancialOverview } from './FinancialOverview';
import { LowStockCard } from './LowStockCard';
import { ScaffoldTagsCard } from './ScaffoldTagsCard';
import { TonnageDistributionModal } from './TonnageDistributionModal';
import { TonnageOverview } from './TonnageOverview';
import { UpcomingOperations } from './UpcomingOperations';

// Hire is read after the page has loaded, by code of its own: none of it is on the first paint.
const HireCards = lazy(() =>
  import('./HireCards').then((module) => ({ default: module.HireCards })),
);

/** The loaded Dashboard: every figure comes from one bounded answer (dashboardSummary), but
 * hire's, read after it (hireOverview). */
export function DashboardOverview({ summary }: { summary: DashboardSummaryResponse }) {
  const finance = useMemo(() => financeFromWire(summary.finance), [summary.finance]);
  const [distributionOpen, setDistributionOpen] = useState(false);
  // A server with only the base calls keeps no hire: its Dashboard has no hire cards.
  const hire = useServerHas(useApi(), 'hireOverview') === true;

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
        {hire && (
          <Suspense fallback={null}>
            <HireCards />
          </Suspense>
        )}
      </div>
      <TonnageDistributionModal
        open={distributionOpen}
        summary={summary}
        onClose={() => setDistributionOpen(false)}
      />
    </>
  );
}
