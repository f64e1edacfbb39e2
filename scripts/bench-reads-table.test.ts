import { describe, expect, it } from 'vitest';
import { formatValue, growth, MEASURES, markdownTable, median, medians } from './bench-reads-table';

describe('the reads benchmark’s figures', () => {
  it('takes the median of the runs that have a figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([null])).toBeNull();
  });

  it('gives every measure its median, null where every run failed', () => {
    const figures = medians([
      { signIn: 900, heap: 10 },
      { signIn: 700, heap: null },
      { signIn: 800, heap: 30 },
    ]);
    expect(figures.signIn).toBe(800);
    expect(figures.heap).toBe(20);
    expect(figures.details).toBeNull();
  });

  it('formats times, sizes and counts', () => {
    expect(formatValue(476.4, 'ms')).toBe('476 ms');
    expect(formatValue(1280, 'ms')).toBe('1.28 s');
    expect(formatValue(2662, 'bytes')).toBe('2.6 KB');
    expect(formatValue(7.7 * 1024 * 1024, 'bytes')).toBe('7.7 MB');
    expect(formatValue(1, 'count')).toBe('1');
    expect(formatValue(null, 'ms')).toBe('failed');
  });

  it('compares the largest scale with 1× by the slowest-growing screen', () => {
    const small = { signIn: 500, sites: 1000, inspections: 600 };
    expect(growth(small, { signIn: 550, sites: 1300, inspections: 600 })).toBeCloseTo(1.3);
    expect(growth(small, { signIn: null, sites: 1000, inspections: 600 })).toBeNull();
  });

  it('draws one row per measure and marks what is over its target', () => {
    const table = markdownTable([
      { title: '1×', figures: { signIn: 476, sitesBytes: 113_450 } },
      { title: '100×', figures: { signIn: 2000 } },
      { title: '1× first visit', figures: { signIn: 1200 }, firstVisit: true },
    ]).split('\n');
    expect(table[0]).toBe('| measurement | target | 1× | 100× | 1× first visit |');
    expect(table).toHaveLength(MEASURES.length + 2);
    // A returning phone's ceiling is 1 s; a first visit's 1.5 s.
    expect(table).toContain(
      '| Sign in → Dashboard usable | ≤ 1.00 s (first visit ≤ 1.50 s) | 476 ms | 2.00 s ✗ | 1.20 s |',
    );
    expect(table).toContain(
      '| Bytes read: Site Management | ≤ 100.0 KB | 110.8 KB ✗ | failed | failed |',
    );
  });
});
