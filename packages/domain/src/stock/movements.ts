// Stock movements: the log's filters, and the log replayed over an opening stock (which must
// give the stock as it is now). The records a move leaves are built by packages/domain/src/stock/apply/records.ts, for the mock
// and the server alike.
import type { CustomerNode, Id, StockMovement } from '../schemas';
import { itemDisplayName } from '../sites/site-details';
import { allSites } from '../sites/tree';

export interface MovementFilter {
  siteId?: Id;
  /** part of the item's name, any case */
  item?: string;
  /** inclusive instants (ISO) */
  from?: string;
  to?: string;
}

/** The movements matching a filter (a site matches as source or destination), newest first. */
export function filterMovements(
  movements: readonly StockMovement[],
  filter: MovementFilter,
): StockMovement[] {
  const item = filter.item?.trim().toLowerCase();
  const from = filter.from ? Date.parse(filter.from) : Number.NEGATIVE_INFINITY;
  const to = filter.to ? Date.parse(filter.to) : Number.POSITIVE_INFINITY;
  // Each date read once, not in every comparison (40,000 movements at 1,000 times the sample).
  return movements
    .map((movement) => ({ movement, at: Date.parse(movement.moved_at) }))
    .filter(
      ({ movement, at }) =>
        (filter.siteId === undefined ||
          movement.from.site_id === filter.siteId ||
          movement.to.site_id === filter.siteId) &&
        (!item || movement.item.name.toLowerCase().includes(item)) &&
        at >= from &&
        at <= to,
    )
    .sort((a, b) => b.at - a.at || b.movement.id - a.movement.id)
    .map(({ movement }) => movement);
}

/** Units of each item per site: 'siteId|item name' → units. */
export type StockCounts = Map<string, number>;

const countKey = (siteId: Id, itemName: string) => `${siteId}|${itemName}`;

export function stockCounts(customers: readonly CustomerNode[]): StockCounts {
  const counts: StockCounts = new Map();
  for (const site of allSites(customers)) {
    for (const item of site.inventory_items) {
      const key = countKey(site.id, itemDisplayName(item));
      counts.set(key, (counts.get(key) ?? 0) + item.quantity);
    }
  }
  // An item record with no units counts as none, as in a replayed log.
  for (const [key, value] of counts) if (value === 0) counts.delete(key);
  return counts;
}

/** The counts after the movements (oldest first or in any order: a sum does not care). */
export function replayMovements(
  opening: StockCounts,
  movements: readonly StockMovement[],
): StockCounts {
  const counts: StockCounts = new Map(opening);
  for (const movement of movements) {
    // The yard's end (site_id null) counts nothing: its stock is not kept.
    for (const [place, sign] of [
      [movement.from, -1],
      [movement.to, 1],
    ] as const) {
      if (place.site_id === null) continue;
      const key = countKey(place.site_id, movement.item.name);
      counts.set(key, (counts.get(key) ?? 0) + sign * movement.quantity);
    }
  }
  for (const [key, value] of counts) if (value === 0) counts.delete(key);
  return counts;
}
