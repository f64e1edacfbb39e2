import type { FinancialMetrics } from '../schemas';
import { allocatedQuantity, type StockLevel } from '../stock/levels';

/** What the finance rules read of a site's stock item (server shape). */
export type FinanceItem = StockLevel & { financial_metrics: FinancialMetrics };

/** PRODUCT.md "Finance" counts a month as 30 days of hire. */
export const DAYS_PER_MONTH = 30;
export const MONTHS_PER_YEAR = 12;
/** The projection runs one year of 30-day months, the revenue's own calendar. */
export const PROJECTION_DAYS = DAYS_PER_MONTH * MONTHS_PER_YEAR;
/** Transport cost = 5% of asset value (PRODUCT.md "Finance"). */
export const TRANSPORT_COST_RATE = 0.05;
/** Labour cost = £1 per day (PRODUCT.md "Finance"), over the projected year (docs/DECISIONS.md). */
export const LABOUR_COST_PER_DAY = 1;

export type MarginBand = 'green' | 'yellow' | 'red';

export interface FinancialSummary {
  /** Σ daily rate × quantity × 30 */
  monthlyRevenue: number;
  /** monthly × current month number (January = 1) */
  yearToDateRevenue: number;
  /** monthly × 12 */
  annualRevenue: number;
  /** the revenue the margin is taken on: the annual projection */
  projectedRevenue: number;
  /** Σ replacement cost × quantity */
  assetValue: number;
  /** annual revenue / asset value, as a ratio; null when there are no assets (shown as a dash) */
  returnOnAssets: number | null;
  /** the same as a percentage, for display */
  returnOnAssetsPercent: number | null;
  /**
   * average over items of allocated / quantity, percent (items with quantity 0 skipped); null
   * when no item has stock (shown as a dash, not '0.0%')
   */
  utilizationRate: number | null;
  /** 5% of asset value */
  transportCost: number;
  /** £1 per day over the projected year */
  labourCost: number;
  /** Σ maintenance cost × quantity: one service per unit in the projected year */
  maintenanceCost: number;
  totalCosts: number;
  /** projected revenue − costs */
  profit: number;
  /** percent, one decimal; null when there is no projected revenue (shown as a dash) */
  profitMargin: number | null;
  /** null with the margin */
  marginBand: MarginBand | null;
}

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/** One decimal, as PRODUCT.md "Finance" shows the margin. */
export const roundToOneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** profit / revenue in percent, one decimal. profit × 100 / revenue is exact on round figures;
 * (profit / revenue) × 100 is the fallback when profit × 100 overflows. */
function marginPercent(profit: number, revenue: number): number {
  const exact = (profit * 100) / revenue;
  const percent = Number.isFinite(exact) ? exact : (profit / revenue) * 100;
  return finite(roundToOneDecimal(percent));
}

/** PRODUCT.md "Finance": green above 20, yellow above 10, otherwise red. */
export function marginBand(profitMargin: number): MarginBand {
  if (profitMargin > 20) return 'green';
  if (profitMargin > 10) return 'yellow';
  return 'red';
}

/**
 * The month of the year (1–12) the figures read from `now`, 0 for an invalid date: the only part
 * of `now` they depend on, so answers built from them are kept per this number.
 */
export const financeMonth = (now: Date): number =>
  Number.isNaN(now.getTime()) ? 0 : now.getMonth() + 1;

/**
 * The Financial Overview / client Financial Summary figures (PRODUCT.md "Finance"; how projected
 * revenue, labour and maintenance are read is in docs/DECISIONS.md). One pass over the items;
 * every figure is finite, a zero denominator gives 0 (or null for the margin).
 */
export function financialSummary(items: readonly FinanceItem[], now: Date): FinancialSummary {
  let dailyRevenue = 0;
  let assetValue = 0;
  let maintenanceCost = 0;
  let utilizationSum = 0;
  let utilizationCount = 0;
  for (const item of items) {
    const quantity = finite(item.quantity);
    const metrics = item.financial_metrics;
    dailyRevenue += metrics.daily_rate * quantity;
    assetValue += metrics.replacement_cost * quantity;
    maintenanceCost += metrics.maintenance_cost * quantity;
    if (quantity > 0) {
      utilizationSum += Math.min(allocatedQuantity(item), quantity) / quantity;
      utilizationCount += 1;
    }
  }
  dailyRevenue = finite(dailyRevenue);
  assetValue = finite(assetValue);
  maintenanceCost = finite(maintenanceCost);

  // Every figure is kept finite: absurd rates can overflow a double, and a screen must never
  // show Infinity. An overflowing figure reads as 0 rather than as a wrong huge number.
  const monthlyRevenue = finite(dailyRevenue * DAYS_PER_MONTH);
  const monthNumber = financeMonth(now);
  const annualRevenue = finite(monthlyRevenue * MONTHS_PER_YEAR);
  const projectedRevenue = annualRevenue;
  const returnOnAssets = assetValue > 0 ? finite(annualRevenue / assetValue) : null;
  const transportCost = finite(assetValue * TRANSPORT_COST_RATE);
  const labourCost = LABOUR_COST_PER_DAY * PROJECTION_DAYS;
  const totalCosts = finite(maintenanceCost + transportCost + labourCost);
  const profit = finite(projectedRevenue - totalCosts);
  const profitMargin = projectedRevenue > 0 ? marginPercent(profit, projectedRevenue) : null;

  return {
    monthlyRevenue,
    yearToDateRevenue: finite(monthlyRevenue * monthNumber),
    annualRevenue,
    projectedRevenue,
    assetValue,
    returnOnAssets,
    returnOnAssetsPercent: returnOnAssets === null ? null : finite(returnOnAssets * 100),
    utilizationRate: utilizationCount > 0 ? (utilizationSum / utilizationCount) * 100 : null,
    transportCost,
    labourCost,
    maintenanceCost,
    totalCosts,
    profit,
    profitMargin,
    marginBand: profitMargin === null ? null : marginBand(profitMargin),
  };
}
