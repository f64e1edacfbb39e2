import { describe, expect, it } from 'vitest';
import { formatUnits } from './units';

describe('formatUnits', () => {
  it('groups thousands the en-GB way and never shows NaN or Infinity', () => {
    expect(formatUnits(22_039)).toBe('22,039');
    expect(formatUnits(0)).toBe('0');
    expect(formatUnits(7)).toBe('7');
    expect(formatUnits(Number.NaN)).toBe('—');
    expect(formatUnits(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
