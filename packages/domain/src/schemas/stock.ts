import { z } from 'zod';
import { idSchema, nullableIsoDateSchema } from './common';

export const financialMetricsSchema = z.object({
  replacement_cost: z.number().nonnegative(),
  daily_rate: z.number().nonnegative(),
  maintenance_cost: z.number().nonnegative(),
});
export type FinancialMetrics = z.infer<typeof financialMetricsSchema>;

/** Where part of a site's stock of one item sits. */
export const itemAllocationSchema = z.object({
  id: idSchema,
  subarea_id: idSchema,
  quantity: z.number().int().nonnegative(),
});
export type ItemAllocation = z.infer<typeof itemAllocationSchema>;

/**
 * A site's stock of one catalogue item (server shape). `quantity` is the total on the site;
 * the part not allocated to a subarea is available. `item` names the catalogue entry, so the
 * same component on two sites can be recognised; `name` is kept for APIs that send it flat.
 */
export const inventoryItemSchema = z.object({
  id: idSchema,
  name: z.string().optional(),
  item: z.object({ id: idSchema, name: z.string(), category: z.string().optional() }).optional(),
  quantity: z.number().int().nonnegative(),
  /** Weight of one unit in kg (`weight` is the older field, same meaning). */
  weight: z.number().nonnegative().optional(),
  weight_in_kg: z.number().nonnegative().optional(),
  financial_metrics: financialMetricsSchema,
  allocations: z.array(itemAllocationSchema).default([]),
  last_updated: nullableIsoDateSchema,
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** An allocation as listed under a subarea: which site item, how many. */
export const allocationSchema = z.object({
  id: idSchema,
  inventory_item: idSchema,
  quantity: z.number().int().nonnegative(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const subareaSchema = z.object({
  id: idSchema,
  name: z.string(),
  allocations: z.array(allocationSchema).default([]),
  items: z.number().int().nonnegative().optional(),
});
export type Subarea = z.infer<typeof subareaSchema>;

export const sublocationSchema = z.object({
  id: idSchema,
  name: z.string(),
  subareas: z.array(subareaSchema).default([]),
});
export type Sublocation = z.infer<typeof sublocationSchema>;

export const moveDestinationSchema = z.object({
  site_id: idSchema,
  sublocation_id: idSchema,
  subarea_id: idSchema,
});
export type MoveDestination = z.infer<typeof moveDestinationSchema>;

/**
 * One line of a moveItems body. `item_id` is the site inventory item moved from;
 * `from_subarea_id` (our addition, docs/DECISIONS.md) says which allocation the stock leaves;
 * without it the stock comes from the item's unallocated quantity.
 */
export const moveLineSchema = z.object({
  item_id: idSchema,
  from_subarea_id: idSchema.nullable().optional(),
  destination: moveDestinationSchema,
  quantity: z.number().int().positive(),
});
export type MoveLine = z.infer<typeof moveLineSchema>;

export const moveRequestSchema = z.array(moveLineSchema).min(1);
export type MoveRequest = z.infer<typeof moveRequestSchema>;

/** Only success is used by the portal; the mock answers with how many lines it applied. */
export const moveResponseSchema = z.object({ moved: z.number().int().nonnegative() }).loose();
export type MoveResponse = z.infer<typeof moveResponseSchema>;
