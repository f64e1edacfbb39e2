// The Dashboard's reads: its summary in one bounded answer, the sites' tonnage and the low-stock
// items paged. Every figure comes from dashboardSummary (sites/summary.ts), as the screen's did.
import { financeMonth } from '../finance/summary';
import { type Page, pageOf } from '../schemas/paging';
import type { Site } from '../schemas/site';
import type { SiteRow } from '../schemas/site-reads';
import {
  DASHBOARD_ROWS,
  DASHBOARD_TOP_SITES_DEFAULT,
  type DashboardSummaryResponse,
  type LowStockRow,
  type ScaffoldTagCounts,
  type SiteTonnageRow,
} from '../schemas/summaries';
import { type DashboardSummary, dashboardSummary } from '../sites/summary';
import { financeToWire } from './finance';
import type { CustomerReads } from './view';

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A site as a list row (Site Management, Active Projects). */
export function siteRow(site: Site): SiteRow {
  // sitePlace's fields written out: on Node 20 spreading a fresh object costs tens of times a
  // literal, and a page builds 200 of these (docs/PERFORMANCE.md "Server").
  return {
    id: site.id,
    name: site.name,
    location: site.location ?? null,
    city: site.city ?? null,
    state: site.state ?? null,
    start_date: site.start_date ?? null,
    end_date: site.end_date ?? null,
    expected_end_date: site.expected_end_date ?? null,
    status: site.status,
    client: { id: site.client?.id ?? 0, name: site.client?.name ?? '' },
  };
}

/** The summary's figures but its two lists (kept apart as the answers' rows). */
type DashboardFigures = Omit<DashboardSummary, 'tonnageBySite' | 'lowStockItems'>;

const tonnageRowsOf = (summary: Pick<DashboardSummary, 'tonnageBySite'>): SiteTonnageRow[] =>
  summary.tonnageBySite
    .map((site) => ({
      site_id: site.siteId,
      site_name: site.siteName,
      tonnage_kg: site.tonnageKg,
    }))
    .sort((a, b) => b.tonnage_kg - a.tonnage_kg || a.site_id - b.site_id);

const share = (row: LowStockRow) => (row.quantity > 0 ? row.available / row.quantity : 0);

const lowStockRowsOf = (summary: Pick<DashboardSummary, 'lowStockItems'>): LowStockRow[] =>
  summary.lowStockItems
    .map((entry) => ({
      site_id: entry.siteId,
      site_name: entry.siteName,
      item_id: entry.itemId,
      item_name: entry.itemName,
      available: entry.available,
      quantity: entry.quantity,
    }))
    .sort((a, b) => share(a) - share(b) || a.site_id - b.site_id || a.item_id - b.item_id);

/**
 * dashboardSummary of the view's tree. `now` changes only the year-to-date revenue (its month),
 * so the figures are kept per month number; its two lists do not depend on `now` and are kept
 * once, as the rows the answers page (every site's tonnage, every low-stock item), not twice.
 */
function summaryOf(view: CustomerReads, now: Date): DashboardFigures {
  return view.memo(`dashboard:${financeMonth(now)}`, () => {
    const { tonnageBySite, lowStockItems, ...figures } = dashboardSummary(view.customers, now);
    view.memo('site-tonnage', () => tonnageRowsOf({ tonnageBySite }));
    view.memo('low-stock', () => lowStockRowsOf({ lowStockItems }));
    return figures;
  });
}

/** Every site's tonnage, heaviest first, then by site id (a stable order for paging). */
function tonnageRows(view: CustomerReads, now: Date): readonly SiteTonnageRow[] {
  summaryOf(view, now);
  return view.memo('site-tonnage', () => tonnageRowsOf(dashboardSummary(view.customers, now)));
}

/** Every low-stock item, least available share first, then by site and item id. */
function lowStockRows(view: CustomerReads, now: Date): readonly LowStockRow[] {
  summaryOf(view, now);
  return view.memo('low-stock', () => lowStockRowsOf(dashboardSummary(view.customers, now)));
}

/**
 * The dashboardSummary answer: the `topSites` heaviest sites, the rest summed. `scaffoldTags`
 * are the tags by colour (scaffolds/tag-counts.ts) from a server that keeps scaffolds; a client
 * answering for a spec-only server has none (null).
 */
export function dashboardSummaryAnswer(
  view: CustomerReads,
  now: Date,
  topSites = DASHBOARD_TOP_SITES_DEFAULT,
  scaffoldTags: ScaffoldTagCounts | null = null,
): DashboardSummaryResponse {
  const summary = summaryOf(view, now);
  const tonnage = tonnageRows(view, now);
  const lowStock = lowStockRows(view, now);
  const heaviest = tonnage.slice(0, topSites);
  // The rest summed once per view and number of top sites (75,000 sites at 1,000×: not per call).
  const othersKg = view.memo(`dashboard-others:${heaviest.length}`, () => {
    let sum = 0;
    for (let index = heaviest.length; index < tonnage.length; index += 1) {
      sum += tonnage[index]?.tonnage_kg ?? 0;
    }
    return sum;
  });
  return {
    total_tonnage_kg: summary.totalTonnageKg,
    active_sites: summary.activeSites,
    total_sites: summary.totalSites,
    total_items: summary.totalItems,
    tonnage_by_site: {
      heaviest,
      others: { site_count: tonnage.length - heaviest.length, tonnage_kg: finite(othersKg) },
    },
    tonnage_by_category: summary.tonnageByCategory.map((entry) => ({
      category: entry.category,
      tonnage_kg: entry.tonnageKg,
    })),
    low_stock: { count: lowStock.length, first: lowStock.slice(0, DASHBOARD_ROWS) },
    active_projects: summary.activeProjects.map(siteRow),
    upcoming_operations: summary.upcomingOperations.map((operation) => ({
      site_id: operation.siteId,
      site_name: operation.siteName,
      type: operation.type,
      status: operation.status,
      start_date: operation.startDate,
    })),
    finance: financeToWire(summary.finance),
    scaffold_tags: scaffoldTags,
  };
}

/** A page of every site's tonnage, heaviest first. */
export function siteTonnagePage(
  view: CustomerReads,
  now: Date,
  page: number,
  pageSize: number,
): Page<SiteTonnageRow> {
  return pageOf(tonnageRows(view, now), page, pageSize);
}

/** A page of the low-stock items, least available share first. */
export function lowStockPage(
  view: CustomerReads,
  now: Date,
  page: number,
  pageSize: number,
): Page<LowStockRow> {
  return pageOf(lowStockRows(view, now), page, pageSize);
}
