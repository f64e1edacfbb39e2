import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format/format';
import { buildItem } from '../testing/builders';
import { financialSummary, marginBand } from './summary';

const march = new Date(2026, 2, 15);

const item = (
  id: number,
  quantity: number,
  rates: { daily: number; replacement: number; maintenance: number },
  allocated = 0,
) =>
  buildItem({
    id,
    quantity,
    financial_metrics: {
      daily_rate: rates.daily,
      replacement_cost: rates.replacement,
      maintenance_cost: rates.maintenance,
    },
    allocations: allocated ? [{ id, subarea_id: 1, quantity: allocated }] : [],
  });

describe('financialSummary', () => {
  it('computes every figure of PRODUCT.md "Finance"', () => {
    const summary = financialSummary(
      [
        item(1, 100, { daily: 2, replacement: 50, maintenance: 5 }, 60),
        item(2, 40, { daily: 1, replacement: 20, maintenance: 1 }),
        item(3, 0, { daily: 9, replacement: 9, maintenance: 9 }),
      ],
      march,
    );
    expect(summary).toEqual({
      monthlyRevenue: 7200, // (2×100 + 1×40) × 30
      yearToDateRevenue: 21_600, // × 3 (March)
      annualRevenue: 86_400,
      projectedRevenue: 86_400,
      assetValue: 5800,
      returnOnAssets: 86_400 / 5800,
      returnOnAssetsPercent: (86_400 / 5800) * 100,
      utilizationRate: 30, // (60/100 + 0/40) / 2; the empty item is skipped
      transportCost: 290,
      labourCost: 360, // £1 × 360 days
      maintenanceCost: 540,
      totalCosts: 1190,
      profit: 85_210,
      profitMargin: 98.6,
      marginBand: 'green',
    });
  });

  it('uses the month number of now: January 1, December 12', () => {
    const items = [item(1, 1, { daily: 1, replacement: 1, maintenance: 0 })];
    expect(financialSummary(items, new Date(2026, 0, 1)).yearToDateRevenue).toBe(30);
    expect(financialSummary(items, new Date(2026, 11, 31)).yearToDateRevenue).toBe(360);
  });

  it('gives zeros, and no return, utilisation or margin for no stock, never NaN or Infinity', () => {
    const summary = financialSummary([], march);
    expect(summary.returnOnAssets).toBeNull();
    expect(summary.utilizationRate).toBeNull();
    // A zero denominator reads as the documented dash, not '0.0%'.
    expect(formatPercent(summary.returnOnAssetsPercent)).toBe('—');
    expect(formatPercent(summary.utilizationRate)).toBe('—');
    expect(summary.profitMargin).toBeNull();
    expect(summary.marginBand).toBeNull();
    for (const value of Object.values(summary)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('keeps every figure finite when amounts overflow a double', () => {
    const huge = item(1, 1000, { daily: 1e306, replacement: 1e307, maintenance: 1e307 }, 10);
    const summary = financialSummary([huge, huge], march);
    for (const value of Object.values(summary)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('gives no return on assets (a dash) when the stock has no replacement value', () => {
    const summary = financialSummary(
      [item(1, 10, { daily: 1, replacement: 0, maintenance: 0 })],
      march,
    );
    expect(summary.returnOnAssets).toBeNull();
    expect(formatPercent(summary.returnOnAssetsPercent)).toBe('—');
    expect(summary.profitMargin).toBe(90); // (3600 − 360) / 3600
  });

  it('caps utilisation of an over-allocated item at 100%', () => {
    const over = buildItem({
      id: 1,
      quantity: 10,
      allocations: [{ id: 1, subarea_id: 1, quantity: 15 }],
    });
    expect(financialSummary([over], march).utilizationRate).toBe(100);
  });

  // One unit at £10/day: projected revenue £3600; labour £360; maintenance sets the margin.
  const margin = (maintenance: number) =>
    financialSummary([item(1, 1, { daily: 10, replacement: 0, maintenance })], march);

  it('bands margins: exactly 20 is yellow, 20.1 green; exactly 10 is red, 10.1 yellow', () => {
    expect(margin(2520)).toMatchObject({ profitMargin: 20, marginBand: 'yellow' });
    expect(margin(2516)).toMatchObject({ profitMargin: 20.1, marginBand: 'green' });
    expect(margin(2880)).toMatchObject({ profitMargin: 10, marginBand: 'red' });
    expect(margin(2876)).toMatchObject({ profitMargin: 10.1, marginBand: 'yellow' });
  });

  it('bands on the rounded margin the screen shows (20.03 shows 20.0: yellow)', () => {
    expect(margin(2519)).toMatchObject({ profitMargin: 20, marginBand: 'yellow' });
  });

  it('shows a loss as a negative red margin', () => {
    expect(margin(7200)).toMatchObject({ profitMargin: -110, marginBand: 'red' });
  });
});

describe('marginBand', () => {
  it('is green above 20, yellow above 10, red otherwise', () => {
    expect(marginBand(20.1)).toBe('green');
    expect(marginBand(20)).toBe('yellow');
    expect(marginBand(10.1)).toBe('yellow');
    expect(marginBand(10)).toBe('red');
    expect(marginBand(-5)).toBe('red');
  });
});
