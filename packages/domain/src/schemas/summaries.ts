import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { financeSchema } from './finance';
import { pageSchema } from './paging';
import { siteRowSchema } from './site-reads';

// The answers of the summary reads: figures the server computes over the customer's
// whole tree with the domain's functions, in the API's snake_case. Their size does not grow
// with the firm's history: lists are cut to a few rows and the rest is paged by its own call.

/** A site's tonnage, for the Tonnage Overview chart and the distribution modal. */
export const siteTonnageRowSchema = z.object({
  site_id: idSchema,
  site_name: z.string(),
  tonnage_kg: z.number().nonnegative(),
});
export type SiteTonnageRow = z.infer<typeof siteTonnageRowSchema>;

export const siteTonnageResponseSchema = pageSchema(siteTonnageRowSchema);
export type SiteTonnageResponse = z.infer<typeof siteTonnageResponseSchema>;

export const categoryTonnageRowSchema = z.object({
  category: z.string(),
  tonnage_kg: z.number().nonnegative(),
});
export type CategoryTonnageRow = z.infer<typeof categoryTonnageRowSchema>;

/** An item of a site with under 20% of its units available. */
export const lowStockRowSchema = z.object({
  site_id: idSchema,
  site_name: z.string(),
  item_id: idSchema,
  item_name: z.string(),
  available: z.number().nonnegative(),
  quantity: z.number().nonnegative(),
});
export type LowStockRow = z.infer<typeof lowStockRowSchema>;

export const lowStockResponseSchema = pageSchema(lowStockRowSchema);
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;

/** A pending erection, from a pending site (PRODUCT.md "Dashboard"). */
export const upcomingOperationRowSchema = z.object({
  site_id: idSchema,
  site_name: z.string(),
  type: z.literal('erection'),
  status: z.literal('pending'),
  start_date: isoDateSchema.nullable(),
});
export type UpcomingOperationRow = z.infer<typeof upcomingOperationRowSchema>;

/** How many of the heaviest sites the dashboard answer names, unless asked: the modal's chart. */
export const DASHBOARD_TOP_SITES_DEFAULT = 10;
export const DASHBOARD_TOP_SITES_MAX = 50;
/** Rows of the lists the Dashboard shows in full (PRODUCT.md "Dashboard": the first 5). */
export const DASHBOARD_ROWS = 5;

export const dashboardSummaryQuerySchema = z.object({
  top_sites: z.coerce
    .number()
    .int()
    .positive()
    .max(DASHBOARD_TOP_SITES_MAX)
    .default(DASHBOARD_TOP_SITES_DEFAULT),
});
export type DashboardSummaryQuery = z.input<typeof dashboardSummaryQuerySchema>;

const tally = z.number().int().nonnegative();

/** A site's standing scaffolds by the colour of their tags. */
export const siteTagCountsSchema = z.object({
  site_id: idSchema,
  site_name: z.string(),
  green: tally,
  amber: tally,
  red: tally,
});
export type SiteTagCounts = z.infer<typeof siteTagCountsSchema>;

/** The Dashboard's tags: standing scaffolds (struck ones aside) by colour, and the first sites. */
export const scaffoldTagCountsSchema = z.object({
  green: tally,
  amber: tally,
  red: tally,
  /** sites with at least one standing scaffold */
  site_count: tally,
  /** at most 5: the most red tags first, then the most amber, then by site name and id */
  sites: z.array(siteTagCountsSchema),
});
export type ScaffoldTagCounts = z.infer<typeof scaffoldTagCountsSchema>;

/** The Dashboard's cards, chart, lists and Financial Overview in one bounded answer. */
export const dashboardSummaryResponseSchema = z.object({
  total_tonnage_kg: z.number().nonnegative(),
  active_sites: z.number().int().nonnegative(),
  total_sites: z.number().int().nonnegative(),
  /** units of stock over all sites */
  total_items: z.number().nonnegative(),
  tonnage_by_site: z.object({
    /** the `top_sites` heaviest, heaviest first (then by site id): site_tonnage's first rows */
    heaviest: z.array(siteTonnageRowSchema),
    /** every other site, summed */
    others: z.object({
      site_count: z.number().int().nonnegative(),
      tonnage_kg: z.number().nonnegative(),
    }),
  }),
  /** heaviest first; items without a catalogue category are 'Uncategorised' */
  tonnage_by_category: z.array(categoryTonnageRowSchema),
  /** `count` low-stock items in all; `first`: low_stock's first rows (at most 5) */
  low_stock: z.object({
    count: z.number().int().nonnegative(),
    first: z.array(lowStockRowSchema),
  }),
  /** the first 5 active sites */
  active_projects: z.array(siteRowSchema),
  /** the first 5 pending erections */
  upcoming_operations: z.array(upcomingOperationRowSchema),
  finance: financeSchema,
  /** the tags by colour; null from a server that keeps no scaffolds (a spec-only one) */
  scaffold_tags: scaffoldTagCountsSchema.nullable(),
});
export type DashboardSummaryResponse = z.infer<typeof dashboardSummaryResponseSchema>;

export const statusCountsSchema = z.object({
  all: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});

/** What Site Management shows around its lists: the filter buttons' counts and the cards. */
export const siteOverviewResponseSchema = z.object({
  status_counts: statusCountsSchema,
  summary: z.object({
    active_sites: z.number().int().nonnegative(),
    total_sites: z.number().int().nonnegative(),
    /** units allocated to subareas over all sites */
    equipment_deployed: z.number().nonnegative(),
    monthly_revenue: z.number(),
    /** percent; null when no item has stock */
    utilization_rate: z.number().nullable(),
  }),
  client_count: z.number().int().nonnegative(),
});
export type SiteOverviewResponse = z.infer<typeof siteOverviewResponseSchema>;

/** The Inspections screen's cards and breakdown, and Due This Week, computed by the server. */
export const inspectionSummaryResponseSchema = z.object({
  metrics: z.object({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    requires_attention: z.number().int().nonnegative(),
    /** percent, 0 when there are no inspections */
    pass_rate: z.number(),
    completion_rate: z.number(),
  }),
  due: z.object({
    due_this_week: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
  }),
  /** sites by inspection status (never-inspected, overdue, up-to-date) */
  site_statuses: z.object({
    'never-inspected': z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    'up-to-date': z.number().int().nonnegative(),
  }),
  /** the server's "now" the due dates and statuses were judged at */
  computed_at: isoDateSchema,
});
export type InspectionSummaryResponse = z.infer<typeof inspectionSummaryResponseSchema>;
