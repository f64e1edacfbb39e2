import type { InspectionMetricEntry } from '../schemas';

/** The subset of an inspection the metrics read; both `Inspection` and the metrics entry fit. */
export type MetricsInput = Pick<InspectionMetricEntry, 'passed' | 'completed_at'> & {
  items?: readonly { status: string }[] | undefined;
};

export interface InspectionMetrics {
  total: number;
  passed: number;
  /** total − passed: pending inspections count as not passed (PRODUCT.md "Inspection metrics"). */
  failed: number;
  requiresAttention: number;
  /** percent, 0 when there are no inspections */
  passRate: number;
  /** percent, 0 when there are no inspections */
  completionRate: number;
}

const percent = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);

/** PRODUCT.md "Inspection metrics". One pass, no allocation per inspection. */
export function inspectionMetrics(inspections: readonly MetricsInput[]): InspectionMetrics {
  const total = inspections.length;
  let passed = 0;
  let completed = 0;
  let requiresAttention = 0;
  for (const inspection of inspections) {
    if (inspection.passed === true) passed += 1;
    if (inspection.completed_at) completed += 1;
    const items = inspection.items;
    if (items) {
      for (const item of items) {
        if (item.status === 'attention') {
          requiresAttention += 1;
          break;
        }
      }
    }
  }
  return {
    total,
    passed,
    failed: total - passed,
    requiresAttention,
    passRate: percent(passed, total),
    completionRate: percent(completed, total),
  };
}
