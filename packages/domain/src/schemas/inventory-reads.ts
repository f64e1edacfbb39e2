import { z } from 'zod';
import { idSchema } from './common';
import {
  idQuerySchema,
  pageQueryShape,
  pageSchema,
  queryFlagSchema,
  SEARCH_MAX_LENGTH,
  searchQuerySchema,
} from './paging';

// The Inventory reads: stock by item across every site, filtered, sorted and paged by
// the server; the sites holding one item, paged. Each row says how many sites hold the item and
// names the few holding most, so a row's size does not grow with the number of sites.

/** Sites named in an inventory row, most units first; the rest are paged by inventorySites. */
export const INVENTORY_ROW_SITES = 5;

/** One site's share of an item. */
export const inventoryShareRowSchema = z.object({
  site_id: idSchema,
  site_name: z.string(),
  total: z.number().nonnegative(),
  allocated: z.number().nonnegative(),
  available: z.number().nonnegative(),
});
export type InventoryShareRow = z.infer<typeof inventoryShareRowSchema>;

/** An item across the firm (items are told apart by name, as moves match them). */
export const inventoryItemRowSchema = z.object({
  /** the item's name: what inventorySites takes as `item` */
  key: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  total: z.number().nonnegative(),
  allocated: z.number().nonnegative(),
  available: z.number().nonnegative(),
  weight_kg: z.number().nonnegative(),
  replacement_value: z.number().nonnegative(),
  /** the dashboard's rule over the firm's totals: under 20% available */
  low: z.boolean(),
  site_count: z.number().int().nonnegative(),
  /** the INVENTORY_ROW_SITES sites holding most (then by name) */
  sites: z.array(inventoryShareRowSchema),
});
export type InventoryItemRow = z.infer<typeof inventoryItemRowSchema>;

export const INVENTORY_SORTS = ['name', 'total', 'available', 'value'] as const;

/**
 * The inventoryItems query: `search` is part of the name or category, `category` one category,
 * `site_id` items held on that site, `low_only` low stock only; sorted by name, most units, least
 * available or highest replacement value (ties by name).
 */
export const inventoryItemsQuerySchema = z.object({
  search: searchQuerySchema,
  category: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  site_id: idQuerySchema.optional(),
  low_only: queryFlagSchema.optional(),
  sort: z.enum(INVENTORY_SORTS).default('name'),
  ...pageQueryShape(),
});
export type InventoryItemsQuery = z.input<typeof inventoryItemsQuerySchema>;
export type InventoryItemsFilter = z.output<typeof inventoryItemsQuerySchema>;

export const inventoryItemsResponseSchema = pageSchema(inventoryItemRowSchema).extend({
  /** over every row the filters keep, not only this page */
  totals: z.object({
    units: z.number().nonnegative(),
    replacement_value: z.number().nonnegative(),
  }),
  /** every category the firm holds, sorted, for the filter */
  categories: z.array(z.string()),
});
export type InventoryItemsResponse = z.infer<typeof inventoryItemsResponseSchema>;

/** The sites holding one item (by its row key), most units first, then by name and id. */
export const inventorySitesQuerySchema = z.object({
  item: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  ...pageQueryShape(),
});
export type InventorySitesQuery = z.input<typeof inventorySitesQuerySchema>;

export const inventorySitesResponseSchema = pageSchema(inventoryShareRowSchema);
export type InventorySitesResponse = z.infer<typeof inventorySitesResponseSchema>;
