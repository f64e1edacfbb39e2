import { endOfDay, isValid, parseISO } from 'date-fns';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An API date string as a Date, or null when absent or unreadable (never an Invalid Date). */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A due date as the instant it is missed. A date-time is missed at that instant; a date without
 * a time ('2026-03-05') is due *on* that day, so it is missed only when the day is over
 * (local time, the same calendar the screen shows the date in).
 */
export function parseDeadline(value: string | null | undefined): Date | null {
  const date = parseApiDate(value);
  if (!date || !value) return null;
  return DATE_ONLY.test(value) ? endOfDay(date) : date;
}
