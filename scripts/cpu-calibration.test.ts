import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, PHONE_INDEX } from './cpu-calibration.ts';

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x on its reference host", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('slows every host to the same phone: the index over the slowdown is constant', () => {
    fc.assert(
      fc.property(fc.double({ min: PHONE_INDEX, max: 20_000, noNaN: true }), (index) => {
        expect(index / cpuSlowdownFor(index)).toBeCloseTo(PHONE_INDEX, 6);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('never speeds a host up, and slows a faster host more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20_000, noNaN: true }),
        fc.double({ min: 1, max: 20_000, noNaN: true }),
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
