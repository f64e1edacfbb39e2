import { z } from 'zod';
import { idSchema } from './common';
import { financeSchema } from './finance';
import {
  idQuerySchema,
  pageQueryShape,
  pageSchema,
  SEARCH_MAX_LENGTH,
  searchQuerySchema,
} from './paging';
import { siteSchema } from './site';

// The Site Management reads: a page of site rows, the clients with their figures,
// the component search, where stock may be moved, and one site's details on demand.

/** The client a row belongs to: always sent, so a filter or a search can say whose site it is. */
export const clientRefSchema = z.object({ id: idSchema, name: z.string() });

/**
 * A site as a list shows it (Site Management's rows, the Dashboard's Active Projects): name,
 * place, dates, status and client. The fields are the Site's, so the domain's site functions
 * (siteLocation, siteStatusTone…) take a row as they take a site.
 */
export const siteRowSchema = siteSchema
  .pick({
    id: true,
    name: true,
    location: true,
    city: true,
    state: true,
    start_date: true,
    end_date: true,
    expected_end_date: true,
    status: true,
  })
  .extend({ client: clientRefSchema });
export type SiteRow = z.infer<typeof siteRowSchema>;

export const SITE_SORTS = ['start_date_desc', 'start_date_asc', 'name'] as const;
export type SiteSort = (typeof SITE_SORTS)[number];

/** A status code ('active', 'pending', 'completed' or another the server has); 'all' or empty: every status. */
const statusCode = z.string().trim().max(50).optional();

/**
 * The siteList query. `search` is part of the site's name, location or city (any case);
 * `sort`: start date newest first (undated last), oldest first, or name; ties by site id.
 */
export const siteListQuerySchema = z.object({
  status: statusCode,
  client_id: idQuerySchema.optional(),
  search: searchQuerySchema,
  sort: z.enum(SITE_SORTS).default('start_date_desc'),
  ...pageQueryShape(),
});
export type SiteListQuery = z.input<typeof siteListQuerySchema>;
export type SiteListFilter = z.output<typeof siteListQuerySchema>;

export const siteListResponseSchema = pageSchema(siteRowSchema);
export type SiteListResponse = z.infer<typeof siteListResponseSchema>;

/** A client of 'Clients here:' with its counts and its Financial Summary (over all its sites). */
export const siteClientRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  site_count: z.number().int().nonnegative(),
  active_sites: z.number().int().nonnegative(),
  /** its sites of the `status` asked for (all of them without one) */
  matching_sites: z.number().int().nonnegative(),
  finance: financeSchema,
});
export type SiteClientRow = z.infer<typeof siteClientRowSchema>;

/**
 * The siteClients query: clients by name (then id). Without a status (or 'all') every client is
 * listed, one without sites too; with one, the clients having a site of that status. `search`
 * is part of the client's name.
 */
export const siteClientsQuerySchema = z.object({
  status: statusCode,
  client_id: idQuerySchema.optional(),
  search: searchQuerySchema,
  ...pageQueryShape(),
});
export type SiteClientsQuery = z.input<typeof siteClientsQuerySchema>;
export type SiteClientsFilter = z.output<typeof siteClientsQuerySchema>;

export const siteClientsResponseSchema = pageSchema(siteClientRowSchema);
export type SiteClientsResponse = z.infer<typeof siteClientsResponseSchema>;

/** The most places a component search answers (a dropdown under a search box, not a report). */
export const COMPONENT_SEARCH_MAX = 50;

export const componentSearchQuerySchema = z.object({
  /** part of the item's name, any case */
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  limit: z.coerce.number().int().positive().max(COMPONENT_SEARCH_MAX).default(COMPONENT_SEARCH_MAX),
});
export type ComponentSearchQuery = z.input<typeof componentSearchQuerySchema>;

/** Where some units of a component sit; unallocated stock has no sublocation or subarea. */
export const componentMatchRowSchema = z.object({
  item_id: idSchema,
  item_name: z.string(),
  site_id: idSchema,
  site_name: z.string(),
  site_status: z.string(),
  client_id: idSchema.nullable(),
  sublocation_id: idSchema.nullable(),
  sublocation_name: z.string().nullable(),
  subarea_id: idSchema.nullable(),
  subarea_name: z.string().nullable(),
  quantity: z.number().nonnegative(),
});
export type ComponentMatchRow = z.infer<typeof componentMatchRowSchema>;

export const componentSearchResponseSchema = z.object({
  results: z.array(componentMatchRowSchema),
  /** more places match than `limit` */
  truncated: z.boolean(),
});
export type ComponentSearchResponse = z.infer<typeof componentSearchResponseSchema>;

/** A site stock may be moved to: its sublocations and subareas (sites without one are left out). */
export const moveDestinationRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string().nullable(),
  sublocations: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      subareas: z.array(z.object({ id: idSchema, name: z.string() })),
    }),
  ),
});
export type MoveDestinationRow = z.infer<typeof moveDestinationRowSchema>;

/** The moveDestinations query: sites by name (then id); `search` is part of the name or city. */
export const moveDestinationsQuerySchema = z.object({
  search: searchQuerySchema,
  ...pageQueryShape(),
});
export type MoveDestinationsQuery = z.input<typeof moveDestinationsQuerySchema>;

export const moveDestinationsResponseSchema = pageSchema(moveDestinationRowSchema);
export type MoveDestinationsResponse = z.infer<typeof moveDestinationsResponseSchema>;

export const sitePathParams = z.object({ site_id: idSchema });

/**
 * One site in full but for its inspection history (paged by siteInspections): manager, dates,
 * place, stock and its sublocation → subarea → allocation tree, and its client.
 */
export const siteDetailSchema = siteSchema.omit({ inspections: true }).extend({
  client: clientRefSchema.extend({ address: z.string().nullable().optional() }),
  inspection_count: z.number().int().nonnegative(),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

export const siteDetailsResponseSchema = z.object({ site: siteDetailSchema });
export type SiteDetailsResponse = z.infer<typeof siteDetailsResponseSchema>;
