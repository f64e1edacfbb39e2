import { addDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from './seed';
import { WORKING_HOURS_UTC } from './seed-movements';

// The demo seeds around the moment it starts and its clock then runs live, so whatever the
// instant, the sample must hold nothing that has not happened yet: no inspection started,
// updated or completed later, no stock updated later, and next-due dates a week after the last.

const HOUR_MS = 3_600_000;

/** Every hour of a winter day (UK time is UTC then) and of a summer day (UK is UTC+1). */
const everyHour = (dayUtc: string, ukOffsetHours: number) =>
  Array.from(
    { length: 24 },
    (_, hour) => new Date(Date.parse(dayUtc) + (hour - ukOffsetHours) * HOUR_MS),
  );

const SPECIAL_INSTANTS: Date[] = [
  ...everyHour('2026-11-24T00:00:00Z', 0),
  ...everyHour('2026-07-15T00:00:00Z', 1),
  new Date('2026-11-25T00:00:00Z'), // midnight
  new Date('2026-11-24T23:59:59.999Z'),
  // UK clock changes: 01:00 GMT becomes 02:00 BST (29 Mar), 02:00 BST becomes 01:00 GMT (25 Oct).
  new Date('2026-03-29T00:30:00Z'),
  new Date('2026-03-29T01:00:00Z'),
  new Date('2026-03-29T05:00:00Z'),
  new Date('2026-10-25T00:30:00Z'),
  new Date('2026-10-25T01:30:00Z'),
  new Date('2026-10-25T06:00:00Z'),
  // 29 February, and the days either side of it.
  new Date('2028-02-29T00:00:00Z'),
  new Date('2028-02-29T06:00:00Z'),
  new Date('2028-02-29T23:30:00Z'),
  new Date('2028-03-01T00:30:00Z'),
];

const TIME_KEYS = /(_at|^last_inspection_date|^last_updated)$/;

/** Every seeded time that says something happened, with where it was found. */
function pastTimes(value: unknown, path: string, found: { path: string; ms: number }[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      pastTimes(item, `${path}[${index}]`, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (TIME_KEYS.test(key) && typeof child === 'string') {
        found.push({ path: `${path}.${key}`, ms: Date.parse(child) });
      } else {
        pastTimes(child, `${path}.${key}`, found);
      }
    }
  }
  return found;
}

function checkSample(now: Date) {
  const database = seedDatabase({ referenceDate: now });
  const times = pastTimes(database.customers, 'customers', []);
  pastTimes(database.movements, 'movements', times);
  expect(times.length).toBeGreaterThan(100);
  expect(times.some((time) => time.path.startsWith('movements'))).toBe(true);
  const future = times.filter((time) => !(time.ms <= now.getTime()));
  expect(future, `times after ${now.toISOString()}`).toEqual([]);
  // Stock is moved in working hours, newest first, never twice at one instant.
  const moved = database.movements.map((movement) => new Date(movement.moved_at));
  const offHours = moved.filter(
    (at) => at.getUTCHours() < WORKING_HOURS_UTC.from || at.getUTCHours() >= WORKING_HOURS_UTC.to,
  );
  expect(offHours.map((at) => at.toISOString())).toEqual([]);

  for (const site of database.customers
    .flatMap((customer) => customer.clients)
    .flatMap((client) => client.sites)) {
    const newest = site.inspections[0];
    expect(site.last_inspection_date).toBe(newest?.created_at ?? null);
    for (const inspection of site.inspections) {
      expect(Date.parse(inspection.created_at)).toBeLessThanOrEqual(
        Date.parse(String(inspection.updated_at)),
      );
    }
    if (site.status.code === 'completed' || !newest) {
      expect(site.next_inspection_date).toBeNull();
    } else {
      expect(site.next_inspection_date).toBe(addDays(new Date(newest.created_at), 7).toISOString());
    }
  }
}

describe('seeded sample times', () => {
  it('never lie after the instant the sample is seeded at (fast-check over instants)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (now) => checkSample(now),
      ),
      { seed: 20261124, numRuns: 25, examples: SPECIAL_INSTANTS.map((instant) => [instant]) },
    );
  }, 60_000);

  it('keep the overdue sites the tests name, whatever the hour', () => {
    // Positions fix which sites are overdue; the hour of seeding must not change them.
    const overdueAt = (now: Date) =>
      seedDatabase({ referenceDate: now })
        .customers.flatMap((customer) => customer.clients)
        .flatMap((client) => client.sites)
        .filter(
          (site) =>
            typeof site.next_inspection_date === 'string' &&
            Date.parse(site.next_inspection_date) <= now.getTime(),
        )
        .map((site) => site.id);
    const hours = everyHour('2026-11-24T00:00:00Z', 0);
    const expected = overdueAt(new Date('2026-11-24T09:00:00Z'));
    expect(expected.length).toBeGreaterThan(0);
    for (const now of hours) expect(overdueAt(now), now.toISOString()).toEqual(expected);
  });
});
