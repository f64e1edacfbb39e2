// The Inventory screen's reads: inventoryRows, filterInventory and inventoryCategories (as the
// screen used them), answered a page at a time, each row naming only its first few sites.

import {
  INVENTORY_ROW_SITES,
  type InventoryItemRow,
  type InventoryItemsFilter,
  type InventoryItemsResponse,
  type InventoryShareRow,
} from '../schemas/inventory-reads';
import { type Page, pageAt, pageOf, rowsAt } from '../schemas/paging';
import type { Site } from '../schemas/site';
import {
  filterInventory,
  type InventoryRow,
  inventoryCategories,
  inventoryRows,
} from '../stock/inventory-rows';
import { countBelow } from './id-index';
import type { CustomerReads } from './view';

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The rows as a view keeps them: each row's figures with its first few shares, and every share as
 * columns (its site's place in the view, its units, allocated and available), from which a page
 * of shares is built when asked. At 1,000× (190,000 shares) the shares as objects held 14 MB of
 * the server's heap; as columns, 5 MB.
 */
interface HeldRow {
  /** The row's figures; its shares are the columns below, so its `sites` is left empty. */
  readonly row: InventoryRow;
  readonly siteCount: number;
  readonly sites: Int32Array;
  readonly total: Float64Array;
  readonly allocated: Float64Array;
  readonly available: Float64Array;
  /** `sites` ascending: is a site among them, by halving. */
  readonly sitesAscending: Int32Array;
}

function heldRow(view: CustomerReads, row: InventoryRow): HeldRow {
  const sites = Int32Array.from(row.sites, (share) => view.sitePosition(share.siteId));
  return {
    row: { ...row, sites: [] },
    siteCount: row.sites.length,
    sites,
    total: Float64Array.from(row.sites, (share) => share.total),
    allocated: Float64Array.from(row.sites, (share) => share.allocated),
    available: Float64Array.from(row.sites, (share) => share.available),
    sitesAscending: Int32Array.from(sites).sort(),
  };
}

/** Does the row hold any of the item at the site (at `position` in the view's sites)? */
const holdsAt = (held: HeldRow, position: number): boolean =>
  held.sitesAscending[countBelow(held.sitesAscending, position)] === position;

const shareRow = (view: CustomerReads, held: HeldRow, index: number): InventoryShareRow => {
  const site = view.sites[held.sites[index] as number] as Site;
  return {
    site_id: site.id,
    site_name: site.name,
    total: held.total[index] as number,
    allocated: held.allocated[index] as number,
    available: held.available[index] as number,
  };
};

function itemRow(view: CustomerReads, held: HeldRow): InventoryItemRow {
  const { row } = held;
  return {
    key: row.key,
    name: row.name,
    category: row.category,
    total: row.total,
    allocated: row.allocated,
    available: row.available,
    weight_kg: row.weightKg,
    replacement_value: row.replacementValue,
    low: row.low,
    site_count: held.siteCount,
    sites: rowsAt(held.siteCount, 0, INVENTORY_ROW_SITES, (index) => shareRow(view, held, index)),
  };
}

const heldRowsOf = (view: CustomerReads): readonly HeldRow[] =>
  view.memo('inventory-rows', () => inventoryRows(view.customers).map((row) => heldRow(view, row)));

/** The inventoryItems answer: a page of the rows the filter keeps, their totals, the categories. */
export function inventoryItemsAnswer(
  view: CustomerReads,
  filter: InventoryItemsFilter,
): InventoryItemsResponse {
  const held = heldRowsOf(view);
  const heldOf = new Map(held.map((entry) => [entry.row, entry]));
  // filterInventory's rule for a site, on the columns: the rows with a share at it.
  const position = filter.site_id == null ? null : view.sitePosition(filter.site_id);
  const candidates = held
    .filter((entry) => position === null || (position >= 0 && holdsAt(entry, position)))
    .map((entry) => entry.row);
  const kept = filterInventory(
    candidates,
    {
      search: filter.search ?? '',
      category: filter.category || null,
      siteId: null,
      lowOnly: filter.low_only ?? false,
    },
    filter.sort,
  );
  let units = 0;
  let value = 0;
  for (const row of kept) {
    units += row.total;
    value += row.replacementValue;
  }
  const page = pageOf(kept, filter.page, filter.page_size);
  return {
    ...page,
    results: page.results.map((row) => itemRow(view, heldOf.get(row) as HeldRow)),
    totals: { units: finite(units), replacement_value: finite(value) },
    categories: view.memo('inventory-categories', () =>
      inventoryCategories(held.map((entry) => entry.row)),
    ),
  };
}

/** A page of the sites holding the item of a row key, most units first (none: an empty page). */
export function inventorySitesPage(
  view: CustomerReads,
  item: string,
  page: number,
  pageSize: number,
): Page<InventoryShareRow> {
  const held = heldRowsOf(view).find((candidate) => candidate.row.key === item);
  return pageAt(held?.siteCount ?? 0, page, pageSize, (index) =>
    shareRow(view, held as HeldRow, index),
  );
}
