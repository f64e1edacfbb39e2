import {
  formatPercent,
  formatUnits,
  type InspectionSummaryResponse,
  MESSAGES,
} from '@scaffold/domain';
import { Button, Card, EmptyState, LoadingState, MetricCard, Notice } from '@scaffold/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { INSPECTIONS_COPY } from '../inspections-copy';
import * as styles from './InspectionMetricsSection.css';
import { StatusBreakdown } from './StatusBreakdown';

export interface InspectionMetricsSectionProps {
  /** The screen's figures, computed by the server (inspectionSummary). */
  summary: UseQueryResult<InspectionSummaryResponse>;
  onRetry: () => void;
}

/** Pass Rate, Completion Rate, Due This Week (with overdue), Attention Required and the breakdown. */
export function InspectionMetricsSection({ summary, onRetry }: InspectionMetricsSectionProps) {
  const figures = summary.data?.metrics;
  const due = summary.data?.due;
  if (summary.isPending) return <LoadingState label={MESSAGES.loadingMetrics} />;
  if (!figures || !due) {
    return (
      <Notice tone="danger" title={INSPECTIONS_COPY.metricsFailed}>
        <Button variant="secondary" size="sm" onClick={onRetry} busy={summary.isFetching}>
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
            value={formatPercent(figures.pass_rate)}
            hint={`${formatUnits(figures.passed)} of ${formatUnits(figures.total)} passed`}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Completion Rate"
            value={formatPercent(figures.completion_rate)}
            hint={`of ${formatUnits(figures.total)} inspections`}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Due This Week"
            value={formatUnits(due.due_this_week)}
            hint={`${formatUnits(due.overdue)} overdue`}
            hintTone={due.overdue > 0 ? 'danger' : 'muted'}
          />
        </li>
        <li className={styles.cardItem}>
          <MetricCard
            label="Attention Required"
            value={formatUnits(figures.requires_attention)}
            hint="with items to watch"
            hintTone={figures.requires_attention > 0 ? 'warning' : 'muted'}
          />
        </li>
      </ul>
      <Card as="section" title={INSPECTIONS_COPY.breakdownTitle} headingLevel={3}>
        <StatusBreakdown
          passed={figures.passed}
          failed={figures.failed}
          requiresAttention={figures.requires_attention}
        />
      </Card>
    </div>
  );
}
