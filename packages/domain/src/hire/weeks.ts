import { formatGBP, formatNumberEnGb } from '../format';
import { DAYS_PER_WEEK } from './terms';

/** Days as hire weeks and the days of a part week: 17 days are 2 weeks and 3 days. */
export function hireWeeks(days: number): { weeks: number; days: number } {
  const whole = Math.max(0, Math.floor(days));
  return { weeks: Math.floor(whole / DAYS_PER_WEEK), days: whole % DAYS_PER_WEEK };
}

/** '2 weeks 3 days', '1 week', '4 days', '0 days'. */
export function hireWeeksText(days: number): string {
  const split = hireWeeks(days);
  const weeks = split.weeks === 1 ? '1 week' : `${split.weeks} weeks`;
  const rest = split.days === 1 ? '1 day' : `${split.days} days`;
  if (split.weeks === 0) return rest;
  return split.days === 0 ? weeks : `${weeks} ${rest}`;
}

/** Pence on screen: whole pounds, as every money figure is shown (`formatGBP`). */
export const formatPence = (pence: number): string => formatGBP(pence / 100);

/**
 * A unit rate on screen, to the penny: '£0.84', '£1,250.00'. Whole pounds would show most
 * components' weekly rates as £0 or £1 (docs/DECISIONS.md, "Hire"); amounts stay whole pounds.
 */
export function formatRatePence(pence: number): string {
  if (!Number.isFinite(pence)) return '—';
  const whole = Math.trunc(Math.abs(pence) / 100);
  const cents = String(Math.round(Math.abs(pence)) % 100).padStart(2, '0');
  return `${pence < 0 ? '-' : ''}£${formatNumberEnGb(whole)}.${cents}`;
}
