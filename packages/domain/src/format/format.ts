import { format, isValid, parseISO } from 'date-fns';
import { formatNumberEnGb } from './numbers';

/** Money in pounds, en-GB, no decimals: `£12,346`, `-£5`. Non-finite amounts show a dash. */
export function formatGBP(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  const pounds = formatNumberEnGb(amount);
  return pounds.startsWith('-') ? `-£${pounds.slice(1)}` : `£${pounds}`;
}

/** A percentage with one decimal by default: '12.5%'. Null or non-finite shows a dash. */
export function formatPercent(percent: number | null | undefined, decimals = 1): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '—';
  return `${percent.toFixed(decimals)}%`;
}

const TONNE_KG = 1000;

/** 1000 kg or more in tons with two decimals, otherwise kg. */
export function formatWeight(kg: number): string {
  if (!Number.isFinite(kg)) return '—';
  // Decide on the figure as shown: 999.996 kg rounds to 1000 and must read '1.00 tons', not '1000 kg'.
  const shownKg = Math.round(kg * 100) / 100;
  if (Math.abs(shownKg) >= TONNE_KG) return `${(kg / TONNE_KG).toFixed(2)} tons`;
  return `${Number.parseFloat(kg.toFixed(2))} kg`;
}

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Dates as 'MMM d, yyyy'; an unreadable date shows a dash, never 'Invalid Date'. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy') : '—';
}

/** The long date-time form used for 'last updated' stamps: 'Mar 5, 2026, 14:30'. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy, HH:mm') : '—';
}
