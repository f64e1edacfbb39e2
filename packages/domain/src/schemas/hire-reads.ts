// The hire calls' answers beyond the notes themselves (docs/DECISIONS.md, "Hire"): a site's
// hire, one note for its docket, the Dashboard's overview, and a collection's over-returns.
import { z } from 'zod';
import { calendarDateSchema } from '../hire/calendar';
import { idSchema } from './common';
import { collectionNoteSchema, hireNoteSchema, offHireSchema } from './hire-notes';

const units = z.number().int().positive();
const pence = z.number().int().nonnegative();

/** Units of a catalogue item, with its name as the site's stock names it. */
export const hireUnitsSchema = z.object({
  item_id: idSchema,
  item_name: z.string(),
  quantity: units,
});
export type HireUnits = z.infer<typeof hireUnitsSchema>;

/** Units off-hired from a date and still on site: a collection is owed. */
export const awaitingCollectionSchema = hireUnitsSchema.extend({
  off_hire_id: idSchema,
  from: calendarDateSchema,
});
export type AwaitingCollectionUnits = z.infer<typeof awaitingCollectionSchema>;

/** createCollectionNote: the note, and the units it took beyond what the site held. */
export const createCollectionNoteResponseSchema = collectionNoteSchema.extend({
  /** More collected than the site held: another site's kit, reported, not refused. */
  over_returns: z.array(z.object({ item_id: idSchema, quantity: units })),
});
export type CreateCollectionNoteResponse = z.infer<typeof createCollectionNoteResponseSchema>;

/** siteHire: a site's notes (newest first), off-hires, what is on hire and what awaits collection. */
export const siteHireResponseSchema = z.object({
  site: z.object({ id: idSchema, name: z.string() }),
  notes: z.array(hireNoteSchema),
  off_hires: z.array(offHireSchema),
  on_hire: z.array(hireUnitsSchema),
  awaiting_collection: z.array(awaitingCollectionSchema),
});
export type SiteHireResponse = z.infer<typeof siteHireResponseSchema>;

/** hireNote: one note for its docket, with the names of the sites it names. */
export const hireNoteResponseSchema = z.object({
  note: hireNoteSchema,
  sites: z.array(z.object({ id: idSchema, name: z.string() })),
  /** The names of the items on its lines. */
  items: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type HireNoteResponse = z.infer<typeof hireNoteResponseSchema>;

/** hireOverview: the Dashboard's hire. */
export const hireOverviewResponseSchema = z.object({
  /** This month so far (London dates): its first day to today, both charged. */
  month: z.object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    hire_pence: pence,
    charges_pence: pence,
    total_pence: pence,
  }),
  /** Sites with units off-hired and not yet collected, by site name. */
  awaiting_collection: z.array(
    z.object({
      site_id: idSchema,
      site_name: z.string(),
      items: z.array(awaitingCollectionSchema),
    }),
  ),
});
export type HireOverviewResponse = z.infer<typeof hireOverviewResponseSchema>;

export const hireSitePathParams = z.object({ site_id: idSchema });
export const hireNotePathParams = z.object({ note_id: idSchema });
