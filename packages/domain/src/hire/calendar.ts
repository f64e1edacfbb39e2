// Hire is counted in calendar days as a UK yard sees them: the date on a docket in London,
// whatever the clock change. Days are counted on a proleptic day number (days since
// 1970-01-01), so a month end, a leap day or a clock change is just the next number.
import { z } from 'zod';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A calendar date, 'yyyy-MM-dd', a day in London. */
export type CalendarDate = string;

/** The day number of a calendar date, or null when it is not a real date ('2026-02-30'). */
export function tryDayNumber(date: string): number | null {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return ms / MS_PER_DAY;
}

/** The day number of a calendar date; throws on a date that is not one (parse first). */
export function dayNumber(date: CalendarDate): number {
  const day = tryDayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/** The calendar date of a day number. */
export function fromDayNumber(day: number): CalendarDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDayNumber(dayNumber(date) + days);

/** Days from `from` to `to`: 0 on the same date, negative when `to` is earlier. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  dayNumber(to) - dayNumber(from);

export const calendarDateSchema = z
  .string()
  .refine((value) => tryDayNumber(value) !== null, { message: 'Expected a date (yyyy-mm-dd)' });

/** The day number of the last Sunday of a month (0-based month), in UTC. */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0) / MS_PER_DAY;
  const weekday = new Date(last * MS_PER_DAY).getUTCDay();
  return last - weekday;
}

/**
 * Whether an instant falls in British Summer Time: from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October (the Summer Time Order 2002, in force since 1998).
 * Written out rather than asked of Intl: the rule is fixed and a pure function tests cheaply.
 */
export function isBritishSummerTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const starts = lastSunday(year, 2) * MS_PER_DAY + 3_600_000;
  const ends = lastSunday(year, 9) * MS_PER_DAY + 3_600_000;
  const at = instant.getTime();
  return at >= starts && at < ends;
}

/** The London calendar date of an instant (a note's signing time): the date on the docket. */
export function londonDate(instant: Date | string): CalendarDate {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new RangeError('Not an instant');
  const offset = isBritishSummerTime(at) ? 3_600_000 : 0;
  return new Date(at.getTime() + offset).toISOString().slice(0, 10);
}
