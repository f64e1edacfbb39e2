// The statement's period and client as the URL holds them, so a statement can be bookmarked and
// shared: ?client=4&from=2026-10-01&to=2026-10-31. What the URL says is read, never trusted: a
// date that is not one falls back to the default period, a period the statement schema refuses
// (backwards, longer than a year) is kept so the form can show it with the schema's message.
import {
  addDays,
  type CalendarDate,
  londonDate,
  type StatementPeriod,
  statementPeriodSchema,
  tryDayNumber,
} from '@scaffold/domain';

/** The last calendar month as a London yard counts it: the month before today's London date. */
export function lastCalendarMonth(now: Date): StatementPeriod {
  const today = londonDate(now);
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

export interface StatementChoice {
  /** The client chosen, or null when none is (or the URL's is not an id). */
  clientId: number | null;
  /** The period as asked for (it may be refused: see `refusal`). */
  period: StatementPeriod;
  /** The schema's message when the period is refused (backwards, over a year), else null. */
  refusal: string | null;
}

const isDate = (value: string | null): value is CalendarDate =>
  value !== null && tryDayNumber(value) !== null;

/** The message of a refused period, or null when the statement schema takes it. */
export function periodRefusal(period: StatementPeriod): string | null {
  const parsed = statementPeriodSchema.safeParse(period);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose another period.');
}

/** What the URL asks for; the last calendar month unless both dates are real dates. */
export function statementChoiceFromSearch(search: URLSearchParams, now: Date): StatementChoice {
  const client = search.get('client') ?? '';
  const clientId = /^[1-9]\d{0,9}$/.test(client) ? Number(client) : null;
  const from = search.get('from');
  const to = search.get('to');
  const period = isDate(from) && isDate(to) ? { from, to } : lastCalendarMonth(now);
  return { clientId, period, refusal: periodRefusal(period) };
}

/** The URL's search for a choice: the inverse of statementChoiceFromSearch. */
export function statementSearch(clientId: number | null, period: StatementPeriod): string {
  const search = new URLSearchParams();
  if (clientId !== null) search.set('client', String(clientId));
  search.set('from', period.from);
  search.set('to', period.to);
  return `?${search.toString()}`;
}

/** The form's values as its inputs hold them. */
export interface StatementFormValues {
  client: string;
  from: string;
  to: string;
}

export type StatementFormErrors = Partial<Record<keyof StatementFormValues, string>>;

export const STATEMENT_FORM_MESSAGES = {
  client: 'Choose a client.',
  from: 'Enter the first day of the period.',
  to: 'Enter the last day of the period.',
} as const;

/** The URL's search the form asks for, or what to put right (the period's with the schema's words). */
export function searchFromForm(
  values: StatementFormValues,
): { search: string } | { errors: StatementFormErrors } {
  const errors: StatementFormErrors = {};
  const clientId = /^[1-9]\d{0,9}$/.test(values.client) ? Number(values.client) : null;
  if (clientId === null) errors.client = STATEMENT_FORM_MESSAGES.client;
  if (!isDate(values.from)) errors.from = STATEMENT_FORM_MESSAGES.from;
  if (!isDate(values.to)) errors.to = STATEMENT_FORM_MESSAGES.to;
  if (!errors.from && !errors.to) {
    const refusal = periodRefusal({ from: values.from, to: values.to });
    if (refusal) errors.to = refusal;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { search: statementSearch(clientId, { from: values.from, to: values.to }) };
}
