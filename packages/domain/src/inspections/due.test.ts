import { describe, expect, it } from 'vitest';
import { dueSummary, nextInspectionDue, siteInspectionStatus } from './due';

// Local-time constructors: a date-only due date is read in the local calendar.
const now = new Date(2026, 2, 5, 10, 0, 0);
const iso = (date: Date) => date.toISOString();
const site = (
  next: string | null,
  last: string | null = '2026-03-01',
  due: string | null = null,
) => ({
  last_inspection_date: last,
  next_inspection_date: next,
  inspection_due: due,
});

describe('siteInspectionStatus', () => {
  it('is never-inspected without a last inspection date, whatever the due date', () => {
    expect(siteInspectionStatus(site(iso(new Date(2020, 0, 1)), null), now)).toBe(
      'never-inspected',
    );
  });
  it('is overdue when the due date is before now, up-to-date at exactly now', () => {
    expect(siteInspectionStatus(site(iso(new Date(now.getTime() - 1))), now)).toBe('overdue');
    expect(siteInspectionStatus(site(iso(now)), now)).toBe('up-to-date');
  });
  it('falls back to inspection_due when there is no next_inspection_date', () => {
    expect(siteInspectionStatus(site(null, '2026-03-01', '2026-03-04'), now)).toBe('overdue');
    expect(siteInspectionStatus(site(null, '2026-03-01', null), now)).toBe('up-to-date');
  });
  it('reads a date without time as due by the end of that day', () => {
    expect(siteInspectionStatus(site('2026-03-05'), now)).toBe('up-to-date');
    expect(siteInspectionStatus(site('2026-03-04'), now)).toBe('overdue');
  });
});

describe('dueSummary', () => {
  it('counts exactly now as due this week, one millisecond earlier as overdue', () => {
    expect(dueSummary([site(iso(now))], now)).toEqual({ dueThisWeek: 1, overdue: 0 });
    expect(dueSummary([site(iso(new Date(now.getTime() - 1)))], now)).toEqual({
      dueThisWeek: 0,
      overdue: 1,
    });
  });
  it('counts up to the end of the 7th day, not the 8th', () => {
    const inSevenDays = new Date(2026, 2, 12, 10, 0, 0);
    const lateOnSeventhDay = new Date(2026, 2, 12, 23, 59, 59);
    const eighthDay = new Date(2026, 2, 13, 0, 0, 0);
    expect(dueSummary([site(iso(inSevenDays)), site(iso(lateOnSeventhDay))], now).dueThisWeek).toBe(
      2,
    );
    expect(dueSummary([site(iso(eighthDay))], now)).toEqual({ dueThisWeek: 0, overdue: 0 });
    expect(dueSummary([site('2026-03-12'), site('2026-03-13')], now).dueThisWeek).toBe(1);
  });
  it('counts sites without a due date in neither, and unreadable dates likewise', () => {
    expect(dueSummary([site(null), site('not a date')], now)).toEqual({
      dueThisWeek: 0,
      overdue: 0,
    });
  });
  it('counts a never-inspected site by its date too', () => {
    expect(dueSummary([site('2026-03-01', null)], now).overdue).toBe(1);
  });
});

describe('nextInspectionDue', () => {
  it('is 7 days after the inspection', () => {
    expect(nextInspectionDue(now)).toEqual(new Date(2026, 2, 12, 10, 0, 0));
  });
});
