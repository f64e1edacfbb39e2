import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber } from './calendar';
import { type ContractHire, contractCharge, hirePence, type KitHire, kitCharge } from './charge';
import { chargeableDays, pauseRanges } from './days';
import { HIRE_TERMS } from './terms';

// Day numbers around 2026 (20,454 is 2026-01-01); hires up to two years long.
const DAY0 = 20_454;
const day = fc.integer({ min: DAY0 - 400, max: DAY0 + 800 });
const date = day.map(fromDayNumber);
const pauses = fc.array(
  fc.tuple(day, fc.integer({ min: 0, max: 60 })).map(([from, length]) => ({
    from: fromDayNumber(from),
    to: fromDayNumber(from + length),
  })),
  { maxLength: 3 },
);

const kitHire: fc.Arbitrary<KitHire> = fc
  .record({
    start: day,
    length: fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 100_000 }),
    weeklyRatePence: fc.integer({ min: 0, max: 1_000_000 }),
    pauses,
  })
  .map(({ start, length, ...rest }) => ({
    start: fromDayNumber(start),
    end: length === null ? null : fromDayNumber(start + length),
    ...rest,
  }));

const contractHire: fc.Arbitrary<ContractHire> = fc
  .record({
    start: day,
    length: fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
    pricePence: fc.integer({ min: 0, max: 10_000_000 }),
    includedWeeks: fc.integer({ min: 0, max: 52 }),
    overrunWeeklyRatePence: fc.integer({ min: 0, max: 1_000_000 }),
    pauses,
  })
  .map(({ start, length, ...rest }) => ({
    start: fromDayNumber(start),
    end: length === null ? null : fromDayNumber(start + length),
    ...rest,
  }));

/** Three sorted days: a window [a, c) and a point b inside it. */
const split = fc
  .tuple(day, day, day)
  .map((days) => days.sort((x, y) => x - y).map(fromDayNumber) as [string, string, string]);

describe('hire charges, properties', () => {
  it('are never negative', () => {
    fc.assert(
      fc.property(kitHire, contractHire, date, date, (kit, contract, from, to) => {
        const k = kitCharge(kit, { from, to });
        expect(k.days).toBeGreaterThanOrEqual(0);
        expect(k.minimumDays).toBeGreaterThanOrEqual(0);
        expect(k.amountPence).toBeGreaterThanOrEqual(0);
        const c = contractCharge(contract, { from, to });
        expect(c.amountPence).toBeGreaterThanOrEqual(0);
        expect(c.overrunDays).toBeGreaterThanOrEqual(0);
        expect(c.overrunDays).toBeLessThanOrEqual(c.days);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('do not change when a period is split in two', () => {
    fc.assert(
      fc.property(kitHire, contractHire, split, (kit, contract, [a, b, c]) => {
        const whole = kitCharge(kit, { from: a, to: c });
        const first = kitCharge(kit, { from: a, to: b });
        const second = kitCharge(kit, { from: b, to: c });
        expect(first.amountPence + second.amountPence).toBe(whole.amountPence);
        expect(first.days + second.days).toBe(whole.days);
        expect(first.minimumDays + second.minimumDays).toBe(whole.minimumDays);
        const cWhole = contractCharge(contract, { from: a, to: c });
        const cFirst = contractCharge(contract, { from: a, to: b });
        const cSecond = contractCharge(contract, { from: b, to: c });
        expect(cFirst.amountPence + cSecond.amountPence).toBe(cWhole.amountPence);
        expect(cFirst.days + cSecond.days).toBe(cWhole.days);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('charge a whole hire its days (or the minimum) at a seventh of the weekly rate, once', () => {
    fc.assert(
      fc.property(kitHire, (kit) => {
        fc.pre(kit.end !== null);
        const all = { from: fromDayNumber(DAY0 - 500), to: fromDayNumber(DAY0 + 1600) };
        const charge = kitCharge(kit, all);
        const days = chargeableDays(
          Number(new Date(kit.start)) / 86_400_000,
          Number(new Date(kit.end as string)) / 86_400_000,
          pauseRanges(kit.pauses),
        );
        expect(charge.days).toBe(days);
        expect(charge.minimumDays).toBe(Math.max(0, HIRE_TERMS.minimumDays - days));
        expect(charge.amountPence).toBe(
          hirePence(Math.max(days, HIRE_TERMS.minimumDays), kit.quantity, kit.weeklyRatePence),
        );
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('stop on the off-hire date: nothing is charged from it on, the minimum aside', () => {
    fc.assert(
      fc.property(kitHire, contractHire, day, day, (kit, contract, after, length) => {
        fc.pre(kit.end !== null && contract.end !== null);
        const window = (end: string) => {
          const endDay = Number(new Date(end)) / 86_400_000;
          const from = endDay + Math.abs(after - DAY0);
          return { from: fromDayNumber(from), to: fromDayNumber(from + Math.abs(length - DAY0)) };
        };
        const k = kitCharge(kit, window(kit.end as string));
        expect(k.days).toBe(0);
        // The minimum's top-up is charged on the end's own date, never after it.
        if (window(kit.end as string).from !== kit.end) {
          expect(k.amountPence).toBe(0);
          expect(k.minimumDays).toBe(0);
        }
        const c = contractCharge(contract, window(contract.end as string));
        expect(c.days).toBe(0);
        expect(c.overrunPence).toBe(0);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never count a day twice across the notes a unit passes through', () => {
    // A unit delivered to one site, moved on by later notes, and collected: each hire ends on
    // the day the next begins. Every day is charged to exactly one of them, or to none.
    const chain = fc
      .tuple(day, fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 5 }))
      .map(([start, gaps]) => {
        const days = [start];
        for (const gap of gaps) days.push((days.at(-1) ?? start) + gap);
        return days;
      });
    fc.assert(
      fc.property(chain, fc.boolean(), (days, open) => {
        const hires: KitHire[] = days.slice(0, -1).map((start, at) => ({
          start: fromDayNumber(start),
          end: open && at === days.length - 2 ? null : fromDayNumber(days[at + 1] as number),
          quantity: 1,
          weeklyRatePence: 700,
        }));
        const first = days[0] as number;
        const last = days.at(-1) as number;
        for (let d = first - 2; d < last + 3; d += 1) {
          const oneDay = { from: fromDayNumber(d), to: fromDayNumber(d + 1) };
          const charged = hires.reduce((sum, hire) => sum + kitCharge(hire, oneDay).days, 0);
          const onHire = d >= first && (d < last || open);
          expect(charged).toBe(onHire ? 1 : 0);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
