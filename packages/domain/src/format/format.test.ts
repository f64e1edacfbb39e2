import { describe, expect, it } from 'vitest';
import { formatDate, formatGBP, formatPercent, formatWeight } from './format';

describe('formatGBP', () => {
  it('rounds to whole pounds with en-GB grouping', () => {
    expect(formatGBP(12345.6)).toBe('£12,346');
    expect(formatGBP(0)).toBe('£0');
  });
  it('never shows NaN or Infinity', () => {
    expect(formatGBP(Number.NaN)).toBe('—');
    expect(formatGBP(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatWeight', () => {
  it('switches to tons at exactly 1000 kg', () => {
    expect(formatWeight(850)).toBe('850 kg');
    expect(formatWeight(999.99)).toBe('999.99 kg');
    expect(formatWeight(1000)).toBe('1.00 tons');
    expect(formatWeight(1234)).toBe('1.23 tons');
  });
});

describe('formatDate', () => {
  it("formats as 'MMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T10:00:00')).toBe('Mar 5, 2026');
  });
  it('shows a dash for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('shows one decimal and a dash for nothing', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(20, 0)).toBe('20%');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('formatWeight boundaries', () => {
  it('keeps 999.99 kg in kg and shows 1000 kg and more in tons', () => {
    expect(formatWeight(999.994)).toBe('999.99 kg');
    expect(formatWeight(1000.004)).toBe('1.00 tons');
    expect(formatWeight(999.996)).toBe('1.00 tons');
    expect(formatWeight(0)).toBe('0 kg');
    expect(formatWeight(Number.NaN)).toBe('—');
  });
});
