// The Inventory screen's reads: inventoryRows, filterInventory and inventoryCategories (as the
// screen used them), answered a page at a time, each row naming only its first few sites.

import {
  INVENTORY_ROW_SITES,
  type InventoryItemRow,
  type InventoryItemsFilter,
  type InventoryItemsResponse,
  type InventoryShareRow,
} from '../schemas/inventory-reads';
import { type Page, pageOf } from '../schemas/paging';
import {
  filterInventory,
  type InventoryRow,
  type InventorySiteShare,
  inventoryCategories,
  inventoryRows,
} from '../stock/inventory-rows';
import type { CustomerReads } from './view';

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

const shareRow = (share: InventorySiteShare): InventoryShareRow => ({
  site_id: share.siteId,
  site_name: share.siteName,
  total: share.total,
  allocated: share.allocated,
  available: share.available,
});

function itemRow(row: InventoryRow): InventoryItemRow {
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
    site_count: row.sites.length,
    sites: row.sites.slice(0, INVENTORY_ROW_SITES).map(shareRow),
  };
}

const rowsOf = (view: CustomerReads) =>
  view.memo('inventory-rows', () => inventoryRows(view.customers));

/** The inventoryItems answer: a page of the rows the filter keeps, their totals, the categories. */
export function inventoryItemsAnswer(
  view: CustomerReads,
  filter: InventoryItemsFilter,
): InventoryItemsResponse {
  const rows = rowsOf(view);
  const kept = filterInventory(
    rows,
    {
      search: filter.search ?? '',
      category: filter.category || null,
      siteId: filter.site_id ?? null,
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
    results: page.results.map(itemRow),
    totals: { units: finite(units), replacement_value: finite(value) },
    categories: view.memo('inventory-categories', () => inventoryCategories(rows)),
  };
}

/** A page of the sites holding the item of a row key, most units first (none: an empty page). */
export function inventorySitesPage(
  view: CustomerReads,
  item: string,
  page: number,
  pageSize: number,
): Page<InventoryShareRow> {
  const row = rowsOf(view).find((candidate) => candidate.key === item);
  const found = pageOf(row?.sites ?? [], page, pageSize);
  return { ...found, results: found.results.map(shareRow) };
}
