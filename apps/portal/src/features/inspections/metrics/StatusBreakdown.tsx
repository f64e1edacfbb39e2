import { BarChart } from '@scaffold/ui';
import { INSPECTIONS_COPY } from '../inspections-copy';

export interface StatusBreakdownProps {
  passed: number;
  failed: number;
  requiresAttention: number;
}

/** Status Breakdown (PRODUCT.md "Inspections"): Passed, Failed, Requires Attention, drawn with their numbers. */
export function StatusBreakdown({ passed, failed, requiresAttention }: StatusBreakdownProps) {
  return (
    <BarChart
      title={INSPECTIONS_COPY.breakdownTitle}
      hideTitle
      labelHeading="Status"
      valueHeading="Inspections"
      data={[
        { label: 'Passed', value: passed },
        { label: 'Failed', value: failed },
        { label: 'Requires Attention', value: requiresAttention },
      ]}
    />
  );
}
