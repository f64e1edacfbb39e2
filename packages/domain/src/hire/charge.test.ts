import { describe, expect, it } from 'vitest';
import { contractCharge, hirePence, type KitHire, kitCharge } from './charge';
import { weeklyRatePence } from './terms';
import { formatPence, hireWeeksText } from './weeks';

// 45p a day, £3.15 a week: the sample catalogue's dearest-but-one rate (£0.45).
const WEEKLY = weeklyRatePence(0.45);
const kit = (start: string, end: string | null, extra: Partial<KitHire> = {}): KitHire => ({
  start,
  end,
  quantity: 1,
  weeklyRatePence: WEEKLY,
  ...extra,
});
const NOVEMBER = { from: '2026-11-01', to: '2026-12-01' };

describe('weekly rates from the catalogue', () => {
  it.each([
    [0.45, 315],
    [0.12, 84],
    [0.85, 595],
    [0.125, 88], // half a penny a week rounds up
    [1.005, 704], // 703.5 after the float's noise is dropped
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('£%d a day is %ip a week', (daily, weekly) => {
    expect(weeklyRatePence(daily)).toBe(weekly);
  });
});

describe('kit hire, the stated rule', () => {
  it('charges the day of delivery and not the day of return', () => {
    expect(kitCharge(kit('2026-11-02', '2026-11-16'), NOVEMBER)).toEqual({
      days: 14,
      minimumDays: 0,
      amountPence: 630,
    });
    expect(
      kitCharge(kit('2026-11-02', '2026-11-16'), { from: '2026-11-16', to: '2026-11-17' }),
    ).toEqual({ days: 0, minimumDays: 0, amountPence: 0 });
    expect(
      kitCharge(kit('2026-11-02', '2026-11-16'), { from: '2026-11-02', to: '2026-11-03' }),
    ).toEqual({ days: 1, minimumDays: 0, amountPence: 45 });
  });

  it('charges a week at least: back the same day, or after three days', () => {
    expect(kitCharge(kit('2026-11-10', '2026-11-10'), NOVEMBER)).toEqual({
      days: 0,
      minimumDays: 7,
      amountPence: 315,
    });
    expect(kitCharge(kit('2026-11-10', '2026-11-13'), NOVEMBER)).toEqual({
      days: 3,
      minimumDays: 4,
      amountPence: 315,
    });
    expect(kitCharge(kit('2026-11-10', '2026-11-17'), NOVEMBER).minimumDays).toBe(0);
  });

  it('charges the minimum in the period of the return, never as days after it', () => {
    const hire = kit('2027-01-30', '2027-02-02');
    expect(kitCharge(hire, { from: '2027-01-01', to: '2027-02-01' })).toEqual({
      days: 2,
      minimumDays: 0,
      amountPence: 90,
    });
    expect(kitCharge(hire, { from: '2027-02-01', to: '2027-03-01' })).toEqual({
      days: 1,
      minimumDays: 4,
      amountPence: 225,
    });
    expect(kitCharge(hire, { from: '2027-02-02', to: '2027-03-01' }).amountPence).toBe(180);
    expect(kitCharge(hire, { from: '2027-02-03', to: '2027-03-01' }).amountPence).toBe(0);
  });

  it('counts month ends and a leap February by their days', () => {
    const hire = kit('2028-01-29', null);
    expect(kitCharge(hire, { from: '2028-01-01', to: '2028-02-01' }).days).toBe(3);
    expect(kitCharge(hire, { from: '2028-02-01', to: '2028-03-01' }).days).toBe(29);
    expect(kitCharge(kit('2026-01-29', null), { from: '2026-02-01', to: '2026-03-01' }).days).toBe(
      28,
    );
    expect(kitCharge(hire, { from: '2028-04-01', to: '2028-05-01' }).amountPence).toBe(30 * 45);
  });

  it('counts a day either side of a clock change as one day', () => {
    expect(
      kitCharge(kit('2026-03-28', '2026-04-04'), { from: '2026-03-01', to: '2026-04-30' }),
    ).toEqual({ days: 7, minimumDays: 0, amountPence: 315 });
    expect(
      kitCharge(kit('2026-10-24', '2026-10-31'), { from: '2026-10-25', to: '2026-10-26' }),
    ).toEqual({ days: 1, minimumDays: 0, amountPence: 45 });
  });

  it('charges a part week by the day at a seventh of the rate, rounded once over the hire', () => {
    // 10 units at £1 a week: a day is 142.857…p, so the days read 143, 143, 143, 142, …
    const hire = kit('2026-11-02', null, { quantity: 10, weeklyRatePence: 100 });
    const day = (d: number) =>
      kitCharge(hire, { from: `2026-11-0${d}`, to: `2026-11-0${d + 1}` }).amountPence;
    expect([2, 3, 4, 5, 6, 7, 8].map(day)).toEqual([143, 143, 143, 142, 143, 143, 143]);
    expect(kitCharge(hire, { from: '2026-11-02', to: '2026-11-09' }).amountPence).toBe(1000);
  });

  it('leaves pauses out of the days and of the minimum', () => {
    const pauses = [{ from: '2026-12-21', to: '2027-01-04' }];
    const hire = kit('2026-12-14', '2027-01-11', { pauses });
    expect(kitCharge(hire, { from: '2026-12-01', to: '2027-02-01' })).toEqual({
      days: 14,
      minimumDays: 0,
      amountPence: 630,
    });
    const short = kit('2026-12-18', '2027-01-05', { pauses });
    expect(kitCharge(short, { from: '2026-12-01', to: '2027-02-01' })).toEqual({
      days: 4,
      minimumDays: 3,
      amountPence: 315,
    });
  });

  it('stops on an off-hire in the middle of a week', () => {
    expect(kitCharge(kit('2026-11-02', '2026-11-11'), NOVEMBER).days).toBe(9);
  });

  it('charges nothing for an empty or backwards window, or a window before delivery', () => {
    expect(kitCharge(kit('2026-11-02', null), { from: '2026-11-05', to: '2026-11-05' }).days).toBe(
      0,
    );
    expect(kitCharge(kit('2026-11-02', null), { from: '2026-11-05', to: '2026-11-01' }).days).toBe(
      0,
    );
    expect(kitCharge(kit('2026-12-02', null), NOVEMBER).amountPence).toBe(0);
  });
});

describe('a scaffold on a contract', () => {
  const contract = {
    start: '2026-11-02',
    pricePence: 250_000,
    includedWeeks: 4,
    overrunWeeklyRatePence: 35_000,
  };
  it('charges its price on the handover, and the overrun by the day after the included weeks', () => {
    const hire = { ...contract, end: '2026-12-17' }; // 6 weeks 3 days
    expect(contractCharge(hire, NOVEMBER)).toEqual({
      days: 29,
      overrunDays: 1,
      pricePence: 250_000,
      overrunPence: 5000,
      amountPence: 255_000,
    });
    expect(contractCharge(hire, { from: '2026-12-01', to: '2027-01-01' })).toEqual({
      days: 16,
      overrunDays: 16,
      pricePence: 0,
      overrunPence: 80_000,
      amountPence: 80_000,
    });
  });
  it('charges the price whole when off-hired within the included weeks', () => {
    expect(contractCharge({ ...contract, end: '2026-11-09' }, NOVEMBER).amountPence).toBe(250_000);
  });
  it('moves the included weeks on by a pause', () => {
    const pauses = [{ from: '2026-11-09', to: '2026-11-16' }];
    const hire = { ...contract, end: '2026-12-08', pauses };
    expect(contractCharge(hire, { from: '2026-11-01', to: '2027-01-01' })).toMatchObject({
      days: 29,
      overrunDays: 1,
      overrunPence: 5000,
    });
  });
});

describe('hire on screen', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [7, '1 week'],
    [8, '1 week 1 day'],
    [17, '2 weeks 3 days'],
  ])('%i days read %j', (days, text) => {
    expect(hireWeeksText(days)).toBe(text);
  });
  it('shows pence as whole pounds', () => {
    expect(formatPence(123_456)).toBe('£1,235');
    expect(formatPence(49)).toBe('£0');
    expect(formatPence(0)).toBe('£0');
  });
  it('keeps a large site year exact', () => {
    // 365 days × 200,000 units × £50 a week: beyond 2^53 sevenths of a penny.
    expect(hirePence(365, 200_000, 5000)).toBe(52_142_857_143);
  });
});
