import {
  type CustomerInspectionsResponse,
  dueSummary,
  formatPercent,
  formatUnits,
  type InspectionMetricsResponse,
  inspectionMetrics,
  MESSAGES,
} from '@scaffold/domain';
import { Button, Card, EmptyState, LoadingState, MetricCard, Notice } from '@scaffold/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INSPECTIONS_COPY } from '../inspections-copy';
import * as styles from './InspectionMetricsSection.css';
import { StatusBreakdown } from './StatusBreakdown';

export interface InspectionMetricsSectionProps {
  metrics: UseQueryResult<InspectionMetricsResponse>;
  sites: UseQueryResult<CustomerInspectionsResponse>;
  now: Date;
  onRetry: () => void;
}

/** Pass Rate, Completion Rate, Due This Week (with overdue), Attention Required and the breakdown. */
export function InspectionMetricsSection({
  metrics,
  sites,
  now,
  onRetry,
}: InspectionMetricsSectionProps) {
  const figures = useMemo(
    () => (metrics.data ? inspectionMetrics(metrics.data.inspection_metrics) : null),
    [metrics.data],
  );
  const due = useMemo(
    () => (sites.data ? dueSummary(sites.data.sites, now) : null),
    [sites.data, now],
  );

  if (metrics.isPending) return <LoadingState label={MESSAGES.loadingMetrics} />;
  if (!figures) {
    return (
      <Notice tone="danger" title={INSPECTIONS_COPY.metricsFailed}>
        <Button variant="secondary" size="sm" onClick={onRetry} busy={metrics.isFetching}>
          {INSPECTIONS_COPY.retry}
        </Button>
      </Notice>
    );
  }
  if (figures.total === 0) return <EmptyState title={MESSAGES.noInspectionsForMetrics} />;

  return (
    <div className={styles.layout}>
      <ul className={styles.cards}>
        <li className={styles.cardItem}>
          <MetricCard
            label="Pass Rate"
            value={formatPercent(figures.passRate)}
            hint={`${formatUnits(figures.passed)} of ${formatUnits(figures.total)} passed`}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Completion Rate"
            value={formatPercent(figures.completionRate)}
            hint={`of ${formatUnits(figures.total)} inspections`}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Due This Week"
            value={due ? formatUnits(due.dueThisWeek) : '—'}
            hint={
              due
                ? `${formatUnits(due.overdue)} overdue`
                : sites.isError
                  ? INSPECTIONS_COPY.dueUnavailable
                  : 'Loading...'
            }
            hintTone={due && due.overdue > 0 ? 'danger' : 'muted'}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Attention Required"
            value={formatUnits(figures.requiresAttention)}
            hint="with items to watch"
            hintTone={figures.requiresAttention > 0 ? 'warning' : 'muted'}
          />
        </li>
      </ul>
      <Card as="section" title={INSPECTIONS_COPY.breakdownTitle} headingLevel={3}>
        <StatusBreakdown
          passed={figures.passed}
          failed={figures.failed}
          requiresAttention={figures.requiresAttention}
        />
      </Card>
    </div>
  );
}
