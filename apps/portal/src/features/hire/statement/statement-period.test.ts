import { addDays, HIRE_MESSAGES, STATEMENT_MAX_DAYS } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import {
  lastCalendarMonth,
  STATEMENT_FORM_MESSAGES,
  searchFromForm,
  statementChoiceFromSearch,
  statementSearch,
} from './statement-period';

const at = (instant: string) => new Date(instant);

describe('the default period: the last calendar month in London', () => {
  it('is the month before, whole', () => {
    expect(lastCalendarMonth(at('2026-11-28T12:00:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('ends on February 28, or 29 in a leap year', () => {
    expect(lastCalendarMonth(at('2026-03-15T12:00:00Z')).to).toBe('2026-02-28');
    expect(lastCalendarMonth(at('2028-03-01T12:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('is December of the year before in January', () => {
    expect(lastCalendarMonth(at('2027-01-01T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('turns over at London midnight in British Summer Time, an hour before UTC', () => {
    // 23:30 UTC on April 30 is 00:30 on May 1 in London (BST): April is the last month.
    expect(lastCalendarMonth(at('2026-04-30T23:30:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    // 22:59 UTC is still April 30 in London: March is.
    expect(lastCalendarMonth(at('2026-04-30T22:59:00Z')).from).toBe('2026-03-01');
  });

  it('turns over at UTC midnight in winter (GMT)', () => {
    expect(lastCalendarMonth(at('2026-11-30T23:30:00Z')).from).toBe('2026-10-01');
    expect(lastCalendarMonth(at('2026-12-01T00:00:00Z')).from).toBe('2026-11-01');
  });
});

describe('the choice in the URL', () => {
  const now = at('2026-11-28T12:00:00Z');
  const read = (search: string) => statementChoiceFromSearch(new URLSearchParams(search), now);

  it('reads a client and a period, and writes them back the same', () => {
    const search = statementSearch(4, { from: '2026-09-01', to: '2026-09-30' });
    expect(read(search)).toEqual({
      clientId: 4,
      period: { from: '2026-09-01', to: '2026-09-30' },
      refusal: null,
    });
  });

  it('takes no client from what is not an id', () => {
    for (const client of ['', 'abc', '0', '-3', '4.5', '1e3', '=1+1', '99999999999']) {
      expect(read(`?client=${encodeURIComponent(client)}`).clientId, client).toBeNull();
    }
  });

  it('falls back to the last calendar month when a date is not a real date', () => {
    for (const search of [
      '',
      '?from=2026-02-30&to=2026-03-31',
      '?from=2026-09-01',
      '?from=yesterday&to=2026-09-30',
      '?from=2026-09-01&to=2026-9-30',
    ]) {
      expect(read(search).period, search).toEqual({ from: '2026-10-01', to: '2026-10-31' });
      expect(read(search).refusal, search).toBeNull();
    }
  });

  it("keeps a backwards period, refused with the schema's message", () => {
    expect(read('?client=4&from=2026-10-31&to=2026-10-01')).toEqual({
      clientId: 4,
      period: { from: '2026-10-31', to: '2026-10-01' },
      refusal: HIRE_MESSAGES.periodBackwards,
    });
  });

  it('refuses a period over STATEMENT_MAX_DAYS, and takes one of exactly that many days', () => {
    const from = '2026-01-01';
    const longest = addDays(from, STATEMENT_MAX_DAYS - 1);
    expect(read(`?from=${from}&to=${longest}`).refusal).toBeNull();
    expect(read(`?from=${from}&to=${addDays(longest, 1)}`).refusal).toBe(
      HIRE_MESSAGES.periodTooLong,
    );
  });
});

describe('the form', () => {
  it('asks for the URL of a good choice', () => {
    expect(searchFromForm({ client: '4', from: '2026-09-01', to: '2026-09-30' })).toEqual({
      search: '?client=4&from=2026-09-01&to=2026-09-30',
    });
  });

  it('says what is missing', () => {
    expect(searchFromForm({ client: '', from: '', to: '2026-02-30' })).toEqual({
      errors: {
        client: STATEMENT_FORM_MESSAGES.client,
        from: STATEMENT_FORM_MESSAGES.from,
        to: STATEMENT_FORM_MESSAGES.to,
      },
    });
  });

  it("refuses a backwards or too long period with the schema's message, on its end", () => {
    expect(searchFromForm({ client: '4', from: '2026-10-31', to: '2026-10-01' })).toEqual({
      errors: { to: HIRE_MESSAGES.periodBackwards },
    });
    expect(searchFromForm({ client: '4', from: '2025-01-01', to: '2026-10-01' })).toEqual({
      errors: { to: HIRE_MESSAGES.periodTooLong },
    });
  });
});
