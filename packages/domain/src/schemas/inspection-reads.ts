import { z } from 'zod';
import { idSchema, isoDateSchema, nullableIsoDateSchema } from './common';
import { inspectionSchema } from './inspection';
import { idQuerySchema, pageQueryShape, pageSchema, searchQuerySchema } from './paging';
import { siteSchema } from './site';
import { clientRefSchema } from './site-reads';

// The Inspections reads: the site rows paged, a site's history paged, and one
// inspection in full on demand, its photos and signatures as URLs (GET media).

/** A site's inspection status (PRODUCT.md "Site inspection status"), as the server judged it at `computed_at`. */
export const INSPECTION_STATUS_CODES = ['never-inspected', 'overdue', 'up-to-date'] as const;
export const inspectionStatusCodeSchema = z.enum(INSPECTION_STATUS_CODES);

/**
 * A site of Recent Inspections: name, location, the dates its status and Next Due are read
 * from, the status the server judged, and how many inspections it has. The fields are the
 * Site's, so siteInspectionStatus, siteNextDue and siteLocation take a row as they take a site.
 */
export const inspectionSiteRowSchema = siteSchema
  .pick({
    id: true,
    name: true,
    location: true,
    city: true,
    state: true,
    status: true,
    last_inspection_date: true,
    next_inspection_date: true,
    inspection_due: true,
  })
  .extend({
    inspection_status: inspectionStatusCodeSchema,
    inspection_count: z.number().int().nonnegative(),
  });
export type InspectionSiteRow = z.infer<typeof inspectionSiteRowSchema>;

export const INSPECTION_SITE_SORTS = ['name', 'next_due'] as const;

/**
 * The inspectionSites query. `search`: part of the name or location; `site_id`: that site only
 * (a deep link); `sort`: by name, or by next due date (soonest first, none last); ties by id.
 */
export const inspectionSitesQuerySchema = z.object({
  search: searchQuerySchema,
  inspection_status: inspectionStatusCodeSchema.optional(),
  site_id: idQuerySchema.optional(),
  sort: z.enum(INSPECTION_SITE_SORTS).default('name'),
  ...pageQueryShape(),
});
export type InspectionSitesQuery = z.input<typeof inspectionSitesQuerySchema>;
export type InspectionSitesFilter = z.output<typeof inspectionSitesQuerySchema>;

export const inspectionSitesResponseSchema = pageSchema(inspectionSiteRowSchema).extend({
  /** the server's "now" the statuses were judged at */
  computed_at: isoDateSchema,
});
export type InspectionSitesResponse = z.infer<typeof inspectionSitesResponseSchema>;

/** The most photo URLs a history row carries (the first ones its details show). */
export const ROW_PHOTOS_MAX = 2;

/** A past inspection as a site's history lists it: result, dates and notes cut to 60 characters. */
export const inspectionRowSchema = z.object({
  id: idSchema,
  /** true Passed, false Failed, null Pending */
  passed: z.boolean().nullable(),
  created_at: isoDateSchema,
  updated_at: nullableIsoDateSchema,
  completed_at: nullableIsoDateSchema,
  /** notesPreview: 60 characters and '...' */
  notes_preview: z.string(),
  /** The scaffold it inspected, by its tag number; null for the whole site */
  scaffold: z.object({ id: idSchema, tag_number: z.string() }).nullable(),
  /**
   * The first photos its details show, as media URLs (at most ROW_PHOTOS_MAX), so a
   * press fetches them beside the record instead of after it. Absent without photos (and from a
   * server or an offline copy without the field).
   */
  photos: z.array(z.string()).max(ROW_PHOTOS_MAX).optional(),
});
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const SITE_INSPECTIONS_PAGE_SIZE_DEFAULT = 20;
export const SITE_INSPECTIONS_PAGE_SIZE_MAX = 100;

/** A site's history, newest first (created_at, then the higher id). */
export const siteInspectionsQuerySchema = z.object(
  pageQueryShape(SITE_INSPECTIONS_PAGE_SIZE_DEFAULT, SITE_INSPECTIONS_PAGE_SIZE_MAX),
);
export type SiteInspectionsQuery = z.input<typeof siteInspectionsQuerySchema>;

export const siteInspectionsResponseSchema = pageSchema(inspectionRowSchema);
export type SiteInspectionsResponse = z.infer<typeof siteInspectionsResponseSchema>;

export const inspectionPathParams = z.object({ inspection_id: idSchema });

/** The site an inspection belongs to, as the details modal and the Schedule 7 report show it. */
export const inspectionSiteSchema = siteSchema
  .pick({ id: true, name: true, location: true, city: true, state: true })
  .extend({ client: clientRefSchema.extend({ address: z.string().nullable().optional() }) });
export type InspectionSite = z.infer<typeof inspectionSiteSchema>;

/** One inspection in full; its photos and signatures are media URLs. */
export const inspectionDetailsResponseSchema = z.object({
  inspection: inspectionSchema,
  site: inspectionSiteSchema,
  /** The firm the inspection was made for (the report's heading); optional on the wire. */
  customer: z.object({ id: idSchema, name: z.string() }).optional(),
});
export type InspectionDetailsResponse = z.infer<typeof inspectionDetailsResponseSchema>;
