import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fromDayNumber,
  isBritishSummerTime,
  londonDate,
  tryDayNumber,
} from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2026-01-31', '2026-02-01', 1],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2], // a leap year
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-28', '2026-03-30', 2], // across the clocks going forward (29 March 2026)
    ['2026-10-24', '2026-10-26', 2], // and back (25 October 2026)
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', ''])(
    'refuses %j',
    (text) => {
      expect(tryDayNumber(text)).toBeNull();
    },
  );

  it('a day number and its date go both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 80_000 }), (day) => {
        expect(tryDayNumber(fromDayNumber(day))).toBe(day);
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe('the London date of an instant', () => {
  it.each([
    ['2026-03-29T00:59:59Z', '2026-03-29', false], // 00:59 GMT, the last minute before BST
    ['2026-03-29T01:00:00Z', '2026-03-29', true], // 02:00 BST
    ['2026-03-28T23:30:00Z', '2026-03-28', false],
    ['2026-06-30T23:30:00Z', '2026-07-01', true], // 00:30 BST: tomorrow in London
    ['2026-10-24T23:30:00Z', '2026-10-25', true], // 00:30 BST on the night the clocks go back
    ['2026-10-25T00:59:59Z', '2026-10-25', true],
    ['2026-10-25T01:00:00Z', '2026-10-25', false], // 01:00 GMT, the second 01:00
    ['2026-10-25T23:30:00Z', '2026-10-25', false],
    ['2026-12-31T23:59:59Z', '2026-12-31', false],
  ])('%s is %s in London (BST %s)', (instant, date, summer) => {
    expect(londonDate(instant)).toBe(date);
    expect(isBritishSummerTime(new Date(instant))).toBe(summer);
  });

  it('agrees with the Europe/London zone of Intl, 1998 to 2037', () => {
    const london = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1998, 0, 1), max: Date.UTC(2037, 11, 31) }), (ms) => {
        expect(londonDate(new Date(ms))).toBe(london.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('refuses an instant that is not one', () => {
    expect(() => londonDate('not a date')).toThrow(RangeError);
  });
});
