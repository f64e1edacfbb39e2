import type {
  ComponentMatch,
  ComponentMatchRow,
  Id,
  SiteManagementSummary,
  SiteOverviewResponse,
  SiteRow,
} from '@scaffold/domain';

/** The summary cards' figures from the siteOverview answer. */
export function summaryOfOverview(overview: SiteOverviewResponse): SiteManagementSummary {
  const { summary } = overview;
  return {
    activeSites: summary.active_sites,
    totalSites: summary.total_sites,
    equipmentDeployed: summary.equipment_deployed,
    monthlyRevenue: summary.monthly_revenue,
    utilizationRate: summary.utilization_rate,
  };
}

/** A component search result with what revealing it needs: its site's status and client. */
export interface FoundComponent extends ComponentMatch {
  siteStatus: string;
  clientId: Id | null;
}

/** A componentSearch row as the search list shows it. */
export function foundComponent(row: ComponentMatchRow): FoundComponent {
  return {
    itemId: row.item_id,
    itemName: row.item_name,
    siteId: row.site_id,
    siteName: row.site_name,
    sublocationId: row.sublocation_id,
    sublocationName: row.sublocation_name,
    subareaId: row.subarea_id,
    subareaName: row.subarea_name,
    quantity: row.quantity,
    siteStatus: row.site_status,
    clientId: row.client_id,
  };
}

/** What the search says of its answer. */
export function resultCount(count: number, truncated: boolean, query: string): string {
  if (count === 0) return `No components match “${query}”.`;
  if (truncated) return `Showing the first ${count} places.`;
  return count === 1 ? '1 place holds it.' : `${count} places hold it.`;
}

/** A client's site rows as read, with a search result's site (read alone) first when missing. */
export function withPinnedSite(rows: readonly SiteRow[], pinned: SiteRow | undefined): SiteRow[] {
  if (!pinned || rows.some((row) => row.id === pinned.id)) return [...rows];
  return [pinned, ...rows];
}
