import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

/**
 * One end of a movement: a site, and where on it (no sublocation: the site's unallocated stock),
 * or the yard (`site_id` null), whose stock is not kept: a note's kit leaves it or comes back to it.
 */
export const movementPlaceSchema = z.object({
  site_id: idSchema.nullable(),
  site_name: z.string(),
  sublocation: z.string().nullable(),
  subarea: z.string().nullable(),
});
export type MovementPlace = z.infer<typeof movementPlaceSchema>;

/** The signed note a movement carried out, linked to its docket; null for a move between places. */
export const movementNoteSchema = z.object({
  id: idSchema,
  kind: z.enum(['delivery', 'collection']),
  /** The printed docket number: 'DN-000123'. */
  number: z.string(),
});
export type MovementNote = z.infer<typeof movementNoteSchema>;

/** The name the log gives the yard's end of a note's movement. */
export const YARD_NAME = 'Yard';

/**
 * A record of stock moved (our addition to the spec's API, docs/DECISIONS.md): who, when, which
 * item, how many, from where to where. Written in the same step as the move it records.
 */
export const stockMovementSchema = z.object({
  id: idSchema,
  moved_at: isoDateSchema,
  moved_by: z.object({ id: idSchema, name: z.string() }),
  item: z.object({ name: z.string(), category: z.string().nullable() }),
  quantity: z.number().int().positive(),
  from: movementPlaceSchema,
  to: movementPlaceSchema,
  /** The note that moved the stock; absent or null for a move (records before notes moved stock have none). */
  note: movementNoteSchema.nullable().optional(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const MOVEMENTS_PAGE_SIZE_MAX = 200;

/**
 * The stockMovements query: every filter optional. `site_id` matches either end; `item` is
 * part of the item's name; `from` and `to` are inclusive ISO instants (the client sends the
 * start and end of the days the user picked, in their zone).
 */
export const stockMovementsQuerySchema = z.object({
  site_id: z.coerce.number().int().nonnegative().optional(),
  item: z.string().trim().min(1).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(MOVEMENTS_PAGE_SIZE_MAX).default(50),
});
export type StockMovementsQuery = z.input<typeof stockMovementsQuerySchema>;

/** A page of movements, newest first; `count` is the number matching the filters. */
export const stockMovementsPageSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  results: z.array(stockMovementSchema),
});
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;
