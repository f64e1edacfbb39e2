import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGBP } from './format';
import { formatNumberEnGb } from './numbers';

const intl = (digits: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits });
const intlGbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Numbers people see: money, weights, counts; ties at every place; tiny and huge ones. */
const numbers = fc.oneof(
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(0, -0, 1e-7, -1e-7, 1e21, 1.2345e22, 5e-324, Number.MAX_SAFE_INTEGER),
);

describe('formatNumberEnGb', () => {
  it('writes what Intl.NumberFormat en-GB writes, for 0, 1 and 2 decimals', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 1, 2), (value, digits) => {
        expect(formatNumberEnGb(value, digits)).toBe(intl(digits).format(value));
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('rounds on the decimal as written, half away from zero', () => {
    expect(formatNumberEnGb(1.005, 2)).toBe('1.01');
    expect(formatNumberEnGb(-2.5)).toBe('-3');
    expect(formatNumberEnGb(999.996, 2)).toBe('1,000');
    expect(formatNumberEnGb(-0.001)).toBe('-0');
    expect(formatNumberEnGb(Number.NaN)).toBe('—');
  });
});

describe('formatGBP', () => {
  it('writes what Intl writes for pounds with no pence', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatGBP(value)).toBe(intlGbp.format(value));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});
