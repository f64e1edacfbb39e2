import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CollectionNote,
  type DeliveryNote,
  hireStatementSchema,
  type OffHire,
} from '../schemas';
import { collectionNote, deliveryNote, offHire } from '../testing/hire-notes';
import { addDays, daysBetween } from './calendar';
import { kitCharge } from './charge';
import { hireLedger } from './ledger';
import { hireStatement, type StatementSource } from './statement';

// Two sites, two items, 60 days of notes from 1 November 2026: deliveries from the yard or the
// other site, collections (some over-returning), off-hires of lines.
const FIRST = '2026-11-01';
const DAYS = 60;
const SITES = [7, 8];
const ITEMS = [1, 2];
const site = fc.constantFrom(...SITES);
const item = fc.constantFrom(...ITEMS);
const quantity = fc.integer({ min: 1, max: 30 });
const offset = fc.integer({ min: 0, max: DAYS - 1 });
const hour = fc.integer({ min: 0, max: 23 });

type Step =
  | {
      kind: 'in';
      day: number;
      hour: number;
      to: number;
      from: number | null;
      item: number;
      quantity: number;
    }
  | {
      kind: 'out';
      day: number;
      hour: number;
      site: number;
      item: number;
      quantity: number;
      short: number;
    }
  | { kind: 'off'; day: number; site: number; item: number; quantity: number; whole: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('in' as const),
    day: offset,
    hour,
    to: site,
    from: fc.option(site, { nil: null }),
    item,
    quantity,
  }),
  fc.record({
    kind: fc.constant('out' as const),
    day: offset,
    hour,
    site,
    item,
    quantity,
    short: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('off' as const),
    day: offset,
    site,
    item,
    quantity,
    whole: fc.boolean(),
  }),
);

/** The steps as notes, dated in London time (hours in UTC across the clocks, all in GMT here). */
function notes(steps: readonly Step[]) {
  const deliveries: DeliveryNote[] = [];
  const collections: CollectionNote[] = [];
  const offHires: OffHire[] = [];
  steps.forEach((s, at) => {
    const date = addDays(FIRST, s.day);
    const id = at + 1;
    const instant = (h: number) => `${date}T${String(h).padStart(2, '0')}:00:00Z`;
    if (s.kind === 'in') {
      const from = s.from === s.to ? null : s.from;
      deliveries.push(
        deliveryNote(id, s.to, instant(s.hour), [[s.item, s.quantity]], { from_site_id: from }),
      );
    } else if (s.kind === 'out') {
      collections.push(
        collectionNote(id, s.site, instant(s.hour), [
          [s.item, s.quantity, Math.min(s.short, s.quantity)],
        ]),
      );
    } else {
      offHires.push(
        offHire(
          id,
          s.site,
          date,
          s.whole
            ? { kind: 'site' }
            : { kind: 'lines', lines: [{ item_id: s.item, quantity: s.quantity }] },
        ),
      );
    }
  });
  return { deliveries, collections, offHires };
}

/** Units on hire on each site and item at the end of each day, by counting alone. */
function onHireByDay(steps: readonly Step[]): Map<string, number>[] {
  const ordered = steps
    .map((s, at) => ({ s, at }))
    .sort((a, b) => a.s.day - b.s.day || a.at - b.at);
  const onHire = new Map<string, number>();
  const pool = new Map<string, number>();
  const get = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const take = (siteId: number, itemId: number, wanted: number) => {
    const key = `${siteId}:${itemId}`;
    const fromPool = Math.min(wanted, get(pool, key));
    pool.set(key, get(pool, key) - fromPool);
    const fromHire = Math.min(wanted - fromPool, get(onHire, key));
    onHire.set(key, get(onHire, key) - fromHire);
  };
  const days: Map<string, number>[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    const today = ordered.filter(({ s }) => s.day === day);
    // On a day: deliveries, then off-hires, then what leaves (a transfer's sending side included).
    for (const { s } of today) {
      if (s.kind === 'in')
        onHire.set(`${s.to}:${s.item}`, get(onHire, `${s.to}:${s.item}`) + s.quantity);
    }
    for (const { s } of today) {
      if (s.kind === 'off') {
        for (const itemId of s.whole ? ITEMS : [s.item]) {
          const key = `${s.site}:${itemId}`;
          const moved = Math.min(s.whole ? get(onHire, key) : s.quantity, get(onHire, key));
          onHire.set(key, get(onHire, key) - moved);
          pool.set(key, get(pool, key) + moved);
        }
      }
    }
    for (const { s } of today) {
      if (s.kind === 'out') take(s.site, s.item, s.quantity);
      if (s.kind === 'in' && s.from !== null && s.from !== s.to) take(s.from, s.item, s.quantity);
    }
    days.push(new Map(onHire));
  }
  return days;
}

const source = (steps: readonly Step[]): StatementSource => ({
  client: { id: 1, name: 'Northfield Homes' },
  sites: SITES.map((id) => ({ id, name: `Site ${id}` })),
  items: new Map(
    ITEMS.map((id) => [
      id,
      { name: `Item ${id}`, daily_rate: 0.13 * id, replacement_cost: 20, maintenance_cost: 3 },
    ]),
  ),
  ...notes(steps),
});

describe('the hire statement, properties', () => {
  it('never counts a day twice across notes: each day charges the units on hire that day', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const { deliveries, collections, offHires } = notes(steps);
        const ledger = hireLedger(deliveries, collections, offHires);
        const expected = onHireByDay(steps);
        for (let day = 0; day < DAYS; day += 1) {
          const window = { from: addDays(FIRST, day), to: addDays(FIRST, day + 1) };
          const charged = new Map<string, number>();
          for (const segment of ledger.segments) {
            const hire = {
              start: segment.start,
              end: segment.end?.date ?? null,
              quantity: segment.quantity,
              weeklyRatePence: 0,
            };
            const days = kitCharge(hire, window).days;
            const key = `${segment.site_id}:${segment.item_id}`;
            if (days > 0) charged.set(key, (charged.get(key) ?? 0) + segment.quantity * days);
          }
          for (const key of new Set([...charged.keys(), ...(expected[day]?.keys() ?? [])])) {
            expect(charged.get(key) ?? 0, `${key} on day ${day}`).toBe(
              expected[day]?.get(key) ?? 0,
            );
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('does not change when its period is split in two, and always adds up', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 25 }),
        fc.integer({ min: 0, max: DAYS + 20 }),
        (steps, cut) => {
          const from = FIRST;
          const to = addDays(FIRST, DAYS + 20);
          const at = addDays(FIRST, cut);
          const now = new Date('2027-02-01T00:00:00Z');
          const whole = hireStatementSchema.parse(hireStatement(source(steps), { from, to }, now));
          const first =
            daysBetween(from, at) > 0
              ? hireStatement(source(steps), { from, to: addDays(at, -1) }, now).totals
              : null;
          const second = hireStatementSchema.parse(
            hireStatement(source(steps), { from: at, to }, now),
          ).totals;
          for (const key of [
            'hire_pence',
            'shortages_pence',
            'damage_pence',
            'total_pence',
          ] as const) {
            expect((first?.[key] ?? 0) + second[key]).toBe(whole.totals[key]);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
