import { describe, expect, it } from 'vitest';
import {
  drawable,
  niceTicks,
  percentages,
  segments,
  shareOf,
  shareTableRows,
  truncateLabel,
} from './scale';

describe('niceTicks', () => {
  it('rounds the axis up to a friendly maximum', () => {
    expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(4.2)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(12400)).toEqual([0, 5000, 10000, 15000]);
  });

  it('always reaches the maximum', () => {
    for (const max of [0.3, 1, 7, 19, 99.9, 123456]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
    }
  });

  it('copes with nothing to draw', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
  });
});

describe('percentages', () => {
  it('adds up to exactly 100', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([3, 2, 1]).reduce((a, b) => a + b)).toBe(100);
    expect(percentages([999, 1])).toEqual([100, 0]);
  });

  it('gives nothing to zero, negative or unreadable values', () => {
    expect(percentages([0, 5, -3, Number.NaN])).toEqual([0, 100, 0, 0]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});

describe('segments', () => {
  it('splits the extent in proportion with gaps between neighbours', () => {
    expect(segments([1, 3], 104, 4)).toEqual([
      { index: 0, start: 0, length: 25 },
      { index: 1, start: 29, length: 75 },
    ]);
  });

  it('leaves a gap after the last segment too when the extent is a circle', () => {
    expect(segments([1, 1], 108, 4, true)).toEqual([
      { index: 0, start: 0, length: 50 },
      { index: 1, start: 54, length: 50 },
    ]);
  });

  it('skips zero values and leaves no gap around a single segment', () => {
    expect(segments([0, 5, 0], 100, 4)).toEqual([{ index: 1, start: 0, length: 100 }]);
    expect(segments([0, 0], 100, 4)).toEqual([]);
  });
});

describe('drawable and truncateLabel', () => {
  it('treats unreadable values as zero', () => {
    expect(drawable(Number.POSITIVE_INFINITY)).toBe(0);
    expect(drawable(-1)).toBe(0);
    expect(drawable(2.5)).toBe(2.5);
  });

  it('cuts long labels with an ellipsis', () => {
    expect(truncateLabel('Tube and fitting', 8)).toBe('Tube an…');
    expect(truncateLabel('Tube', 8)).toBe('Tube');
    expect(truncateLabel('Tube', 1)).toBe('…');
  });
});

describe('shareOf and shareTableRows', () => {
  const format = (value: number) => `${value} t`;

  it('lists each part with its share, then the total at 100%', () => {
    const data = [
      { label: 'Cuplock', value: 2 },
      { label: 'Tube', value: 1 },
    ];
    const split = shareOf(data);
    expect(split.total).toBe(3);
    expect(shareTableRows(data, split, format, 'Total')).toEqual([
      ['Cuplock', '2 t', '67%'],
      ['Tube', '1 t', '33%'],
      ['Total', '3 t', '100%'],
    ]);
  });

  it('says 0% for an empty whole', () => {
    const data = [{ label: 'Cuplock', value: 0 }];
    expect(shareTableRows(data, shareOf(data), format, 'All')).toEqual([
      ['Cuplock', '0 t', '0%'],
      ['All', '0 t', '0%'],
    ]);
  });
});
