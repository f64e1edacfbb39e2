// The Dashboard's reads: its summary in one bounded answer, the sites' tonnage and the low-stock
// items paged. Every figure comes from dashboardSummary (sites/summary.ts), as the screen's did.
import { financeMonth } from '../finance/summary';
import { type Page, pageAt, rowsAt } from '../schemas/paging';
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

/**
 * Every site's tonnage, heaviest first, then by site id (a stable order for paging), kept as two
 * columns: each row's site (its place in the view's sites) and its kg. A row object is built only
 * for a page: at 75,000 sites the rows as objects held 5.4 MB of the server's heap, these 0.9 MB.
 */
interface TonnageColumns {
  readonly sites: Int32Array;
  readonly kg: Float64Array;
}

function tonnageColumnsOf(view: CustomerReads, summary: Pick<DashboardSummary, 'tonnageBySite'>) {
  const order = summary.tonnageBySite
    .map((site) => ({
      position: view.sitePosition(site.siteId),
      id: site.siteId,
      kg: site.tonnageKg,
    }))
    .sort((a, b) => b.kg - a.kg || a.id - b.id);
  return {
    sites: Int32Array.from(order, (row) => row.position),
    kg: Float64Array.from(order, (row) => row.kg),
  };
}

function tonnageRow(view: CustomerReads, columns: TonnageColumns, index: number): SiteTonnageRow {
  const site = view.sites[columns.sites[index] as number] as Site;
  return { site_id: site.id, site_name: site.name, tonnage_kg: columns.kg[index] as number };
}

/**
 * Every low-stock item, least available share first, then by site and item id, kept as columns
 * as the tonnage is: each row's site, its item's id, its name (one of the few distinct ones),
 * available and quantity.
 */
interface LowStockColumns {
  readonly sites: Int32Array;
  readonly itemIds: Float64Array;
  readonly names: Int32Array;
  readonly distinctNames: readonly string[];
  readonly available: Float64Array;
  readonly quantity: Float64Array;
}

const shareOf = (entry: { available: number; quantity: number }) =>
  entry.quantity > 0 ? entry.available / entry.quantity : 0;

function lowStockColumnsOf(
  view: CustomerReads,
  summary: Pick<DashboardSummary, 'lowStockItems'>,
): LowStockColumns {
  const order = [...summary.lowStockItems].sort(
    (a, b) => shareOf(a) - shareOf(b) || a.siteId - b.siteId || a.itemId - b.itemId,
  );
  const nameIndex = new Map<string, number>();
  const names = Int32Array.from(order, (entry) => {
    let index = nameIndex.get(entry.itemName);
    if (index === undefined) {
      index = nameIndex.size;
      nameIndex.set(entry.itemName, index);
    }
    return index;
  });
  return {
    sites: Int32Array.from(order, (entry) => view.sitePosition(entry.siteId)),
    itemIds: Float64Array.from(order, (entry) => entry.itemId),
    names,
    distinctNames: [...nameIndex.keys()],
    available: Float64Array.from(order, (entry) => entry.available),
    quantity: Float64Array.from(order, (entry) => entry.quantity),
  };
}

function lowStockRow(view: CustomerReads, columns: LowStockColumns, index: number): LowStockRow {
  const site = view.sites[columns.sites[index] as number] as Site;
  return {
    site_id: site.id,
    site_name: site.name,
    item_id: columns.itemIds[index] as number,
    item_name: columns.distinctNames[columns.names[index] as number] ?? '',
    available: columns.available[index] as number,
    quantity: columns.quantity[index] as number,
  };
}

/**
 * dashboardSummary of the view's tree. `now` changes only the year-to-date revenue (its month),
 * so the figures are kept per month number; its two lists do not depend on `now` and are kept
 * once, as the columns the answers page (every site's tonnage, every low-stock item), not twice.
 */
function summaryOf(view: CustomerReads, now: Date): DashboardFigures {
  return view.memo(`dashboard:${financeMonth(now)}`, () => {
    const { tonnageBySite, lowStockItems, ...figures } = dashboardSummary(view.customers, now);
    view.memo('site-tonnage', () => tonnageColumnsOf(view, { tonnageBySite }));
    view.memo('low-stock', () => lowStockColumnsOf(view, { lowStockItems }));
    return figures;
  });
}

function tonnageColumns(view: CustomerReads, now: Date): TonnageColumns {
  summaryOf(view, now);
  return view.memo('site-tonnage', () =>
    tonnageColumnsOf(view, dashboardSummary(view.customers, now)),
  );
}

function lowStockColumns(view: CustomerReads, now: Date): LowStockColumns {
  summaryOf(view, now);
  return view.memo('low-stock', () =>
    lowStockColumnsOf(view, dashboardSummary(view.customers, now)),
  );
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
  const tonnage = tonnageColumns(view, now);
  const lowStock = lowStockColumns(view, now);
  const heaviest = rowsAt(tonnage.sites.length, 0, topSites, (index) =>
    tonnageRow(view, tonnage, index),
  );
  // The rest summed once per view and number of top sites (75,000 sites at 1,000×: not per call).
  const othersKg = view.memo(`dashboard-others:${heaviest.length}`, () => {
    let sum = 0;
    for (let index = heaviest.length; index < tonnage.kg.length; index += 1) {
      sum += tonnage.kg[index] ?? 0;
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
      others: { site_count: tonnage.sites.length - heaviest.length, tonnage_kg: finite(othersKg) },
    },
    tonnage_by_category: summary.tonnageByCategory.map((entry) => ({
      category: entry.category,
      tonnage_kg: entry.tonnageKg,
    })),
    low_stock: {
      count: lowStock.sites.length,
      first: rowsAt(lowStock.sites.length, 0, DASHBOARD_ROWS, (index) =>
        lowStockRow(view, lowStock, index),
      ),
    },
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
  const columns = tonnageColumns(view, now);
  return pageAt(columns.sites.length, page, pageSize, (index) => tonnageRow(view, columns, index));
}

/** A page of the low-stock items, least available share first. */
export function lowStockPage(
  view: CustomerReads,
  now: Date,
  page: number,
  pageSize: number,
): Page<LowStockRow> {
  const columns = lowStockColumns(view, now);
  return pageAt(columns.sites.length, page, pageSize, (index) => lowStockRow(view, columns, index));
}
