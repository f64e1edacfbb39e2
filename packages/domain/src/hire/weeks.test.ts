import { describe, expect, it } from 'vitest';
import { formatRatePence } from './weeks';

describe('a unit rate on screen', () => {
  it('shows pence, with thousands grouped', () => {
    expect(formatRatePence(84)).toBe('£0.84');
    expect(formatRatePence(5)).toBe('£0.05');
    expect(formatRatePence(450)).toBe('£4.50');
    expect(formatRatePence(125_000)).toBe('£1,250.00');
    expect(formatRatePence(0)).toBe('£0.00');
  });

  it('never shows NaN', () => {
    expect(formatRatePence(Number.NaN)).toBe('—');
  });
});
