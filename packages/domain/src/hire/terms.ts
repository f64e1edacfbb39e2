// The hire rules a statement is charged by (docs/DECISIONS.md, "Hire"). One place, so a firm's
// own terms are a change of numbers here, not of arithmetic.

export const DAYS_PER_WEEK = 7;

export interface HireTerms {
  /** The shortest hire charged, in chargeable days: a line back sooner is charged this many. */
  readonly minimumDays: number;
}

/** One week's minimum hire, the common term for component (tube, fitting, system) hire. */
export const HIRE_TERMS: HireTerms = { minimumDays: DAYS_PER_WEEK };

/**
 * An item's weekly hire rate in whole pence from the catalogue's daily rate in pounds
 * (`financial_metrics.daily_rate`): seven days' hire, rounded to the penny once, here.
 * A rate that is not a finite, non-negative number is 0: a statement never shows NaN.
 */
export function weeklyRatePence(dailyRatePounds: number): number {
  if (!Number.isFinite(dailyRatePounds) || dailyRatePounds <= 0) return 0;
  return roundPence(dailyRatePounds * 100 * DAYS_PER_WEEK);
}

/** Whole pence for a price in pounds (a contract price, a replacement cost). */
export function toPence(pounds: number): number {
  if (!Number.isFinite(pounds) || pounds <= 0) return 0;
  return roundPence(pounds * 100);
}

/**
 * Pence from a product of pounds, rounded half up after dropping the float's noise: 1.005 × 100
 * is 100.49999999999999 in binary, and the docket says £1.005 means 101p.
 */
function roundPence(pence: number): number {
  return Math.round(Number.parseFloat(pence.toPrecision(12)));
}
