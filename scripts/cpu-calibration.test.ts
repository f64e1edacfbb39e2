import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration.ts';

describe('cpuSlowdownFor', () => {
  it("meets the anchor points of Lighthouse's calculator", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds a host up, and slows a faster host more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        (a, b) => {
          const [slow, fast] = a <= b ? [a, b] : [b, a];
          expect(cpuSlowdownFor(slow)).toBeGreaterThanOrEqual(1);
          expect(cpuSlowdownFor(fast)).toBeGreaterThanOrEqual(cpuSlowdownFor(slow));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('refuses a run without an index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});
