import { describe, expect, it } from 'vitest';
import { inspectionMetrics } from './metrics';

const entry = (passed: boolean | null | undefined, statuses: string[] = [], completed = false) => ({
  passed,
  items: statuses.map((status) => ({ status })),
  completed_at: completed ? '2026-03-05T10:00:00Z' : null,
});

describe('inspectionMetrics', () => {
  it('is all zeros, never NaN, when there are no inspections', () => {
    expect(inspectionMetrics([])).toEqual({
      total: 0,
      passed: 0,
      failed: 0,
      requiresAttention: 0,
      passRate: 0,
      completionRate: 0,
    });
  });

  it('counts pending as not passed: failed = total − passed', () => {
    const metrics = inspectionMetrics([entry(true), entry(false), entry(null), entry(undefined)]);
    expect(metrics.passed).toBe(1);
    expect(metrics.failed).toBe(3);
    expect(metrics.passRate).toBe(25);
  });

  it("counts an inspection once if any item's status is 'attention', and only 'attention'", () => {
    const metrics = inspectionMetrics([
      entry(true, ['pass', 'attention', 'attention']),
      entry(false, ['fail']),
      entry(null, ['pass', 'na']),
      entry(true, ['attention']),
    ]);
    expect(metrics.requiresAttention).toBe(2);
  });

  it('completion rate is the share with completed_at', () => {
    const metrics = inspectionMetrics([entry(true, [], true), entry(true), entry(false, [], true)]);
    expect(metrics.completionRate).toBeCloseTo(66.667, 3);
    expect(metrics.passRate).toBeCloseTo(66.667, 3);
  });

  it('accepts entries without items', () => {
    expect(inspectionMetrics([{ passed: true, completed_at: null }]).passRate).toBe(100);
  });
});
