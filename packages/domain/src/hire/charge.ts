// What a hire earns in a window of days (a statement's period), exact in pence.
//
// Amounts are cumulative from the hire's first day: the pence earned by its first k chargeable
// days is k × quantity × weekly rate ÷ 7, rounded half up once. A window is charged what its
// last day brings the total to, less what its first day found, so the windows of any split of
// a period add up to the whole period's charge to the penny (the rounding never repeats).
import { type CalendarDate, dayNumber } from './calendar';
import { chargeableDays, type HirePause, pauseRanges } from './days';
import { DAYS_PER_WEEK, HIRE_TERMS, type HireTerms } from './terms';

/** Days [from, to): a statement's period; `to` is the day after its last. */
export interface ChargeWindow {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** Components on hire on a site: one delivered line, or the part of it still out. */
export interface KitHire {
  /** The delivery's date (London): the first day charged. */
  readonly start: CalendarDate;
  /** The collection's or off-hire's date: the first day not charged. Null while on hire. */
  readonly end: CalendarDate | null;
  readonly quantity: number;
  readonly weeklyRatePence: number;
  readonly pauses?: readonly HirePause[];
}

export interface KitCharge {
  /** Hire days in the window (pauses left out). */
  readonly days: number;
  /** Days charged in the window to make up the minimum hire: on the window holding the end. */
  readonly minimumDays: number;
  readonly amountPence: number;
}

/**
 * The pence `days` chargeable days of `quantity` units earn at a weekly rate: rounded half up,
 * in BigInt so a large site's year (days × units × rate beyond 2^53) stays exact.
 */
export function hirePence(days: number, quantity: number, weeklyRatePence: number): number {
  if (days <= 0 || quantity <= 0 || weeklyRatePence <= 0) return 0;
  const sevenths = BigInt(days) * BigInt(quantity) * BigInt(weeklyRatePence);
  const week = BigInt(DAYS_PER_WEEK);
  return Number((sevenths * 2n + week) / (week * 2n));
}

const NEVER = Number.POSITIVE_INFINITY;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * A kit hire's charge in a window. Days from the delivery's date until (not including) the end's
 * date, less pauses; a hire ended before the minimum is charged the missing days in the window
 * that holds its end (the off-hire or collection date), never as days after it.
 */
export function kitCharge(
  hire: KitHire,
  window: ChargeWindow,
  terms: HireTerms = HIRE_TERMS,
): KitCharge {
  const start = dayNumber(hire.start);
  const end = hire.end === null ? NEVER : Math.max(dayNumber(hire.end), start);
  const from = dayNumber(window.from);
  const to = dayNumber(window.to);
  if (to <= from) return { days: 0, minimumDays: 0, amountPence: 0 };
  const pauses = pauseRanges(hire.pauses);
  const through = (day: number) => chargeableDays(start, clamp(day, start, end), pauses);
  const before = through(from);
  let after = through(to);
  const days = after - before;
  let minimumDays = 0;
  if (end !== NEVER && end >= from && end < to) {
    const served = through(end);
    minimumDays = Math.max(0, terms.minimumDays - served);
    after += minimumDays;
  }
  const amountPence =
    hirePence(after, hire.quantity, hire.weeklyRatePence) -
    hirePence(before, hire.quantity, hire.weeklyRatePence);
  return { days, minimumDays, amountPence };
}

/** A scaffold let on a contract: a price for its first weeks, then a weekly overrun. */
export interface ContractHire {
  /** The handover's date: hire starts, and the contract price is charged, on it. */
  readonly start: CalendarDate;
  /** The off-hire's (or strike's) date: the first day not charged. Null while on hire. */
  readonly end: CalendarDate | null;
  readonly pricePence: number;
  /** Weeks of hire the price includes (counted in chargeable days, pauses left out). */
  readonly includedWeeks: number;
  readonly overrunWeeklyRatePence: number;
  readonly pauses?: readonly HirePause[];
}

export interface ContractCharge {
  /** Hire days in the window, included weeks and overrun alike. */
  readonly days: number;
  /** The days of those beyond the included weeks. */
  readonly overrunDays: number;
  /** The contract price, in the window holding the handover; 0 in the others. */
  readonly pricePence: number;
  readonly overrunPence: number;
  readonly amountPence: number;
}

/**
 * A contract's charge in a window: its price in the window of its handover (the included weeks
 * are its minimum: an early off-hire does not reduce it), and the overrun by the day at a
 * seventh of the weekly overrun rate, cumulative like kit hire.
 */
export function contractCharge(hire: ContractHire, window: ChargeWindow): ContractCharge {
  const start = dayNumber(hire.start);
  const end = hire.end === null ? NEVER : Math.max(dayNumber(hire.end), start);
  const from = dayNumber(window.from);
  const to = dayNumber(window.to);
  if (to <= from)
    return { days: 0, overrunDays: 0, pricePence: 0, overrunPence: 0, amountPence: 0 };
  const pauses = pauseRanges(hire.pauses);
  const through = (day: number) => chargeableDays(start, clamp(day, start, end), pauses);
  const included = Math.max(0, hire.includedWeeks) * DAYS_PER_WEEK;
  const overrun = (days: number) => Math.max(0, days - included);
  const before = through(from);
  const after = through(to);
  const overrunPence =
    hirePence(overrun(after), 1, hire.overrunWeeklyRatePence) -
    hirePence(overrun(before), 1, hire.overrunWeeklyRatePence);
  const pricePence = start >= from && start < to ? Math.max(0, hire.pricePence) : 0;
  return {
    days: after - before,
    overrunDays: overrun(after) - overrun(before),
    pricePence,
    overrunPence,
    amountPence: pricePence + overrunPence,
  };
}
