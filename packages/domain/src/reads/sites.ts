// Site Management's reads: its figures, the site rows and the clients paged, the component
// search, where stock may go, and one site's details. The figures are the domain's own
// (statusCounts, siteManagementSummary, clientFinancialSummary, searchComponents…).
import { parseApiDate } from '../dates';
import { financeMonth } from '../finance/summary';
import type { Id } from '../schemas/common';
import type { ClientNode } from '../schemas/customer';
import { type Page, pageOf } from '../schemas/paging';
import type { Site } from '../schemas/site';
import type {
  ComponentSearchResponse,
  MoveDestinationRow,
  SiteClientRow,
  SiteClientsFilter,
  SiteDetailsResponse,
  SiteListFilter,
  SiteRow,
  SiteSort,
} from '../schemas/site-reads';
import type { SiteOverviewResponse } from '../schemas/summaries';
import { buildComponentIndex, searchComponents } from '../sites/search';
import { clientFinancialSummary, siteManagementSummary } from '../sites/summary';
import { moveDestinations, statusCounts } from '../sites/tree';
import { siteRow } from './dashboard';
import { financeToWire } from './finance';
import {
  anyStatus,
  byName,
  type CustomerReads,
  clientOfSite,
  holds,
  sitesByName,
  sortedOnce,
} from './view';

/** The siteOverview answer: the filter buttons' counts, the summary cards, the clients. */
export function siteOverviewAnswer(view: CustomerReads, now: Date): SiteOverviewResponse {
  const summary = view.memo(`site-summary:${financeMonth(now)}`, () =>
    siteManagementSummary(view.sites, now),
  );
  return {
    status_counts: view.memo('status-counts', () => statusCounts(view.sites)),
    summary: {
      active_sites: summary.activeSites,
      total_sites: summary.totalSites,
      equipment_deployed: summary.equipmentDeployed,
      monthly_revenue: summary.monthlyRevenue,
      utilization_rate: summary.utilizationRate,
    },
    client_count: view.clients.length,
  };
}

const startTime = (site: Site) => parseApiDate(site.start_date)?.getTime() ?? null;

/**
 * Sites in a sort's order, sorted once per view: start date newest or oldest first (undated
 * last), or by name; ties by site id, so pages never repeat or skip a site. Only the sorted sites
 * are kept (a server holds one list per sort, not each site's date beside it).
 */
function sitesSorted(view: CustomerReads, sort: SiteSort): readonly Site[] {
  if (sort === 'name') return sitesByName(view);
  const direction = sort === 'start_date_asc' ? 1 : -1;
  return view.memo(`sites:${sort}:sites`, () =>
    // Each start date read once, not in every comparison.
    view.sites
      .map((site) => ({ site, time: startTime(site) }))
      .sort((a, b) => {
        if (a.time === null || b.time === null) {
          return a.time === b.time ? a.site.id - b.site.id : a.time === null ? 1 : -1;
        }
        return (a.time - b.time) * direction || a.site.id - b.site.id;
      })
      .map((entry) => entry.site),
  );
}

/** Does a site match the list's status, client and search (name, location or city)? */
function siteMatches(
  site: Site,
  filter: Pick<SiteListFilter, 'status' | 'client_id' | 'search'>,
): boolean {
  if (!anyStatus(filter.status) && site.status.code !== filter.status) return false;
  if (filter.client_id !== undefined && site.client?.id !== filter.client_id) return false;
  const needle = filter.search?.toLowerCase();
  return (
    !needle || holds(site.name, needle) || holds(site.location, needle) || holds(site.city, needle)
  );
}

/** A page of the site rows a filter keeps, in its sort's order. */
export function siteListPage(view: CustomerReads, filter: SiteListFilter): Page<SiteRow> {
  const sorted = sitesSorted(view, filter.sort);
  // No filter keeps every site: the sorted list as it is (no walk of 75,000 sites per page).
  const unfiltered = anyStatus(filter.status) && filter.client_id === undefined && !filter.search;
  const kept = unfiltered ? sorted : sorted.filter((site) => siteMatches(site, filter));
  const page = pageOf(kept, filter.page, filter.page_size);
  return { ...page, results: page.results.map(siteRow) };
}

/** A page of the clients a filter keeps, by name, each with its counts and Financial Summary. */
export function siteClientsPage(
  view: CustomerReads,
  filter: SiteClientsFilter,
  now: Date,
): Page<SiteClientRow> {
  const clients = sortedOnce(
    view,
    'clients:name',
    () => view.clients,
    (a, b) => byName(a.name, b.name) || a.id - b.id,
  );
  const needle = filter.search?.toLowerCase();
  const everyStatus = anyStatus(filter.status);
  const matching = (sites: readonly Site[]) =>
    everyStatus ? sites.length : sites.filter((site) => site.status.code === filter.status).length;
  const unfiltered = filter.client_id === undefined && !needle && everyStatus;
  const kept = unfiltered
    ? clients
    : clients.filter(
        (client) =>
          (filter.client_id === undefined || client.id === filter.client_id) &&
          (!needle || holds(client.name, needle)) &&
          (everyStatus || matching(client.sites) > 0),
      );
  const page = pageOf(kept, filter.page, filter.page_size);
  // A client's Financial Summary reads every item of its sites, and `now` only for its month:
  // worked out once per view, month and client (a page of 200 clients at 1,000× is thousands of
  // sites' items).
  const finances = view.memo(
    `client-finance:${financeMonth(now)}`,
    () => new Map<Id, ReturnType<typeof financeToWire>>(),
  );
  const financeOf = (client: ClientNode) => {
    let finance = finances.get(client.id);
    if (!finance) {
      finance = financeToWire(clientFinancialSummary(client, now));
      finances.set(client.id, finance);
    }
    return finance;
  };
  return {
    ...page,
    results: page.results.map((client) => {
      const counts = statusCounts(client.sites);
      return {
        id: client.id,
        name: client.name,
        address: client.address ?? null,
        site_count: counts.all,
        active_sites: counts.active,
        matching_sites: matching(client.sites),
        finance: financeOf(client),
      };
    }),
  };
}

/** The componentSearch answer: at most `limit` places, and whether more match. */
export function componentSearchAnswer(
  view: CustomerReads,
  query: string,
  limit: number,
): ComponentSearchResponse {
  const index = view.memo('component-index', () => buildComponentIndex(view.customers));
  const found = searchComponents(index, query, limit + 1);
  return {
    results: found.slice(0, limit).map((match) => {
      const site = view.site(match.siteId);
      return {
        item_id: match.itemId,
        item_name: match.itemName,
        site_id: match.siteId,
        site_name: match.siteName,
        site_status: site?.status.code ?? '',
        client_id: site?.client?.id ?? null,
        sublocation_id: match.sublocationId,
        sublocation_name: match.sublocationName,
        subarea_id: match.subareaId,
        subarea_name: match.subareaName,
        quantity: match.quantity,
      };
    }),
    truncated: found.length > limit,
  };
}

/**
 * A page of the sites stock may be moved to (moveDestinations), by name; `search`: name or city.
 * The sites are kept in order once per view; a row (with its sublocations and subareas) is made
 * for the page's sites only.
 */
export function moveDestinationsPage(
  view: CustomerReads,
  filter: { search?: string | undefined; page: number; page_size: number },
): Page<MoveDestinationRow> {
  // By name as the site list is (its order read, not sorted again).
  const sites = view.memo('move-destinations', () => {
    const destinations = new Set(moveDestinations(view.customers).map((row) => row.id));
    return sitesByName(view).filter((site) => destinations.has(site.id));
  });
  const needle = filter.search?.toLowerCase();
  const kept = needle
    ? sites.filter((site) => holds(site.name, needle) || holds(site.city, needle))
    : sites;
  const page = pageOf(kept, filter.page, filter.page_size);
  const [customer] = view.customers;
  const rows = moveDestinations([
    {
      id: customer?.id ?? 0,
      name: customer?.name ?? '',
      clients: [{ id: 0, name: '', sites: page.results }],
    },
  ]);
  return {
    ...page,
    results: rows.map((row) => ({ ...row, city: view.site(row.id)?.city ?? null })),
  };
}

/** The siteDetails answer, or null when the tree has no such site. */
export function siteDetailsAnswer(view: CustomerReads, siteId: Id): SiteDetailsResponse | null {
  const site = view.site(siteId);
  if (!site) return null;
  const { inspections, ...rest } = site;
  return {
    site: { ...rest, client: clientOfSite(view, site), inspection_count: inspections.length },
  };
}
