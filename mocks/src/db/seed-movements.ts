// A plausible movement history for the seeded stock, so the demo's log is not empty. The sample
// is the stock as it is now; the history is drawn backwards from it (each record takes units
// back to where they came from, never below zero), so replaying it over the opening stock it
// implies gives exactly the seeded stock, and no screen built on the stock changes.
import {
  type CustomerNode,
  itemDisplayName,
  type MovementPlace,
  type Site,
  stockCounts,
} from '@scaffold/domain';
import type { MovementRecord, UserRecord } from './state';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Stock moves on working days' hours: 07:00 to 17:00 UTC (07:00–18:00 UK time all year). The
 * time of day is drawn on the day of `at`, or the day before when that would be after `latest`.
 */
export const WORKING_HOURS_UTC = { from: 7, to: 17 } as const;
function atWorkingHour(at: number, latest: number, pick: () => number): number {
  const { from, to } = WORKING_HOURS_UTC;
  const time = Math.floor(at / DAY_MS) * DAY_MS + (from + pick() * (to - from)) * HOUR_MS;
  return Math.round(time <= latest ? time : time - DAY_MS);
}

/** A small deterministic generator (mulberry32): the same seed gives the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function place(site: Site, pick: () => number): MovementPlace {
  const sublocation = site.sublocations[Math.floor(pick() * site.sublocations.length)];
  const subarea = sublocation?.subareas[Math.floor(pick() * sublocation.subareas.length)];
  return {
    site_id: site.id,
    site_name: site.name,
    sublocation: subarea ? (sublocation?.name ?? null) : null,
    subarea: subarea?.name ?? null,
  };
}

/**
 * `count` movements within one customer over the 60 days before `referenceDate` (at least an
 * hour before it), made by its users who may move stock (admins and managers).
 */
export function seedMovements(
  customer: CustomerNode,
  users: readonly UserRecord[],
  options: { referenceDate: Date; count: number; seed: number; firstId: number },
): MovementRecord[] {
  const pick = random(options.seed);
  // The hour of day has a generator of its own, so the rest of the history stays as it was.
  const pickHour = random(options.seed ^ 0x5bd1e995);
  const sites = customer.clients.flatMap((client) => client.sites);
  const movers = users.filter(
    (user) =>
      user.customer_id === customer.id && (user.role === 'admin' || user.role === 'manager'),
  );
  if (sites.length < 2 || movers.length === 0) return [];
  // Units each site holds as the history is walked backwards from now.
  const counts = stockCounts([customer]);
  const newestFirst: MovementRecord[] = [];
  const end = options.referenceDate.getTime() - 3_600_000;
  let at = end;
  for (
    let attempt = 0;
    newestFirst.length < options.count && attempt < options.count * 20;
    attempt++
  ) {
    const to = sites[Math.floor(pick() * sites.length)] as Site;
    const from = sites[Math.floor(pick() * sites.length)] as Site;
    const item = to.inventory_items[Math.floor(pick() * to.inventory_items.length)];
    if (!item || from.id === to.id) continue;
    const name = itemDisplayName(item);
    const held = counts.get(`${to.id}|${name}`) ?? 0;
    if (held < 1) continue;
    const quantity = Math.max(1, Math.min(held, Math.round(held * (0.05 + pick() * 0.25))));
    counts.set(`${to.id}|${name}`, held - quantity);
    counts.set(`${from.id}|${name}`, (counts.get(`${from.id}|${name}`) ?? 0) + quantity);
    const mover = movers[Math.floor(pick() * movers.length)] as UserRecord;
    // Going back in time: 6 h to 4 days before the later record, within the 60 days, at a
    // working hour (never after the later record).
    const later = at;
    at = Math.max(end - 60 * DAY_MS, at - Math.round((0.25 + pick() * 3.75) * DAY_MS));
    at = atWorkingHour(at, later, pickHour);
    const toPlace = place(to, pick);
    newestFirst.push({
      id: 0,
      customer_id: customer.id,
      moved_at: new Date(at).toISOString(),
      moved_by: { id: mover.id, name: `${mover.first_name} ${mover.last_name}` },
      item: { name, category: item.item?.category ?? null },
      quantity,
      from:
        pick() < 0.3
          ? { ...place(from, pick), sublocation: null, subarea: null }
          : place(from, pick),
      to: toPlace,
    });
  }
  return newestFirst
    .reverse()
    .map((movement, index) => ({ ...movement, id: options.firstId + index }));
}
