// The Inventory screen's figures: every item across the sites, with where it is. One walk of
// the tree; the screen filters and sorts what this returns, it never adds up stock itself.
import type { CustomerNode, Id, InventoryItem } from '../schemas';
import { itemDisplayName } from '../sites/site-details';
import { allSites, unitWeightKg } from '../sites/tree';
import { allocatedQuantity, availableQuantity, isLowStock } from './levels';

export interface InventorySiteShare {
  siteId: Id;
  siteName: string;
  total: number;
  allocated: number;
  available: number;
}

export interface InventoryRow {
  /** The item's name, which identifies it across sites (as moves match it). */
  key: string;
  name: string;
  category: string | null;
  total: number;
  allocated: number;
  available: number;
  /** kg, all units */
  weightKg: number;
  /** £, replacement cost of all units */
  replacementValue: number;
  /** the dashboard's rule (available under 20% of the total), over all sites */
  low: boolean;
  /** the sites holding any, most units first */
  sites: InventorySiteShare[];
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

let collator: Intl.Collator | undefined;
/** localeCompare's order, with one collator (made on first use) instead of one per comparison. */
const byName = (a: string, b: string): number => {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
};
const category = (item: InventoryItem) => item.item?.category?.trim() || null;

/** One row per item name over every site of the customers, by name. */
export function inventoryRows(customers: readonly CustomerNode[]): InventoryRow[] {
  const rows = new Map<string, InventoryRow>();
  // Each row's shares by site: a lookup, not a scan of the row's sites (tens of thousands at
  // 1,000 times the sample).
  const shares = new Map<InventoryRow, Map<Id, InventorySiteShare>>();
  for (const site of allSites(customers)) {
    for (const item of site.inventory_items) {
      const name = itemDisplayName(item);
      let row = rows.get(name);
      if (!row) {
        row = {
          key: name,
          name,
          category: category(item),
          total: 0,
          allocated: 0,
          available: 0,
          weightKg: 0,
          replacementValue: 0,
          low: false,
          sites: [],
        };
        rows.set(name, row);
      }
      const allocated = allocatedQuantity(item);
      const available = availableQuantity(item);
      row.total += item.quantity;
      row.allocated += allocated;
      row.available += available;
      row.weightKg = finite(row.weightKg + item.quantity * unitWeightKg(item));
      row.replacementValue = finite(
        row.replacementValue + item.quantity * item.financial_metrics.replacement_cost,
      );
      row.category ??= category(item);
      let bySite = shares.get(row);
      if (!bySite) {
        bySite = new Map();
        shares.set(row, bySite);
      }
      const share = bySite.get(site.id);
      if (share) {
        share.total += item.quantity;
        share.allocated += allocated;
        share.available += available;
      } else {
        const added = {
          siteId: site.id,
          siteName: site.name,
          total: item.quantity,
          allocated,
          available,
        };
        bySite.set(site.id, added);
        row.sites.push(added);
      }
    }
  }
  const result = [...rows.values()];
  for (const row of result) {
    row.low = isLowStock({ quantity: row.total, allocations: [{ quantity: row.allocated }] });
    row.sites.sort((a, b) => b.total - a.total || byName(a.siteName, b.siteName));
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

export type InventorySort = 'name' | 'total' | 'available' | 'value';

export interface InventoryFilter {
  search?: string;
  category?: string | null;
  siteId?: Id | null;
  lowOnly?: boolean;
}

/** The rows a filter keeps (search on name and category, case-insensitive), sorted. */
export function filterInventory(
  rows: readonly InventoryRow[],
  filter: InventoryFilter,
  sort: InventorySort = 'name',
): InventoryRow[] {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const kept = rows.filter(
    (row) =>
      (!search ||
        row.name.toLowerCase().includes(search) ||
        (row.category?.toLowerCase().includes(search) ?? false)) &&
      (!filter.category || row.category === filter.category) &&
      (filter.siteId == null || row.sites.some((share) => share.siteId === filter.siteId)) &&
      (!filter.lowOnly || row.low),
  );
  const by: Record<InventorySort, (a: InventoryRow, b: InventoryRow) => number> = {
    name: (a, b) => a.name.localeCompare(b.name),
    total: (a, b) => b.total - a.total || a.name.localeCompare(b.name),
    available: (a, b) => a.available - b.available || a.name.localeCompare(b.name),
    value: (a, b) => b.replacementValue - a.replacementValue || a.name.localeCompare(b.name),
  };
  return kept.sort(by[sort]);
}

/** The categories present, sorted, for the filter. */
export function inventoryCategories(rows: readonly InventoryRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))].sort();
}
