import { parseApiDate } from '../dates';
import type { CustomerNode, Id, Site, SiteStatusCode } from '../schemas';
import { availableQuantity } from '../stock/levels';
import { itemDisplayName } from './site-details';

/**
 * Every site of the customer data tree, in tree order. A site that does not name its client
 * gets the client it sits under, so the client filter works on the flat list.
 */
export function allSites(customers: readonly CustomerNode[]): Site[] {
  const sites: Site[] = [];
  for (const customer of customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) {
        sites.push(site.client ? site : { ...site, client: { id: client.id, name: client.name } });
      }
    }
  }
  return sites;
}

/** Unit weight in kg: weight_in_kg, else the older weight, else 0. */
export function unitWeightKg(item: {
  weight_in_kg?: number | undefined;
  weight?: number | undefined;
}) {
  const weight = item.weight_in_kg ?? item.weight ?? 0;
  return Number.isFinite(weight) ? weight : 0;
}

/** Σ quantity × unit weight over the site's stock, in kg. */
export function siteTonnageKg(site: Pick<Site, 'inventory_items'>): number {
  let kg = 0;
  for (const item of site.inventory_items) kg += item.quantity * unitWeightKg(item);
  // Absurd weights can overflow a double; a screen never shows Infinity.
  return Number.isFinite(kg) ? kg : 0;
}

export type StatusFilter = 'all' | SiteStatusCode;

export interface StatusCounts {
  all: number;
  active: number;
  pending: number;
  completed: number;
}

/** Counts for the status filter buttons. Other codes count only in 'all'. */
export function statusCounts(sites: readonly Pick<Site, 'status'>[]): StatusCounts {
  const counts: StatusCounts = { all: sites.length, active: 0, pending: 0, completed: 0 };
  for (const site of sites) {
    const code = site.status.code;
    if (code === 'active' || code === 'pending' || code === 'completed') counts[code] += 1;
  }
  return counts;
}

export interface SiteFilter {
  status?: StatusFilter | undefined;
  /** null, undefined or 'all' means All Clients */
  clientId?: Id | 'all' | null | undefined;
}

/** The status filter buttons and the client select of Site Management. */
export function filterSites<T extends Pick<Site, 'status' | 'client'>>(
  sites: readonly T[],
  filter: SiteFilter,
): T[] {
  const status = filter.status ?? 'all';
  const clientId = filter.clientId ?? 'all';
  return sites.filter(
    (site) =>
      (status === 'all' || site.status.code === status) &&
      (clientId === 'all' || site.client?.id === clientId),
  );
}

/** Newest start date first; sites without a readable start date last, in their given order. */
export function sortSitesByStartDateDesc<T extends Pick<Site, 'start_date'>>(
  sites: readonly T[],
): T[] {
  const time = (site: T) => parseApiDate(site.start_date)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return sites
    .map((site, index) => ({ site, index, time: time(site) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ site }) => site);
}

/** One allocation line of the Stock Allocation panel. */
export interface AllocationRow {
  sublocationId: Id;
  sublocationName: string;
  subareaId: Id;
  subareaName: string;
  allocationId: Id;
  /** the site inventory item (move line item_id) */
  itemId: Id;
  itemName: string;
  /** units in this subarea: the most a move from this allocation can take */
  quantity: number;
  /** units of the item not allocated anywhere on the site */
  available: number;
}

/** The site's sublocation → subarea → allocation tree as rows, with item names. */
export function allocationRows(
  site: Pick<Site, 'sublocations' | 'inventory_items'>,
): AllocationRow[] {
  const items = new Map(site.inventory_items.map((item) => [item.id, item]));
  const rows: AllocationRow[] = [];
  for (const sublocation of site.sublocations) {
    for (const subarea of sublocation.subareas) {
      for (const allocation of subarea.allocations) {
        const item = items.get(allocation.inventory_item);
        rows.push({
          sublocationId: sublocation.id,
          sublocationName: sublocation.name,
          subareaId: subarea.id,
          subareaName: subarea.name,
          allocationId: allocation.id,
          itemId: allocation.inventory_item,
          itemName: item ? itemDisplayName(item) : 'Unnamed item',
          quantity: allocation.quantity,
          available: item ? availableQuantity(item) : 0,
        });
      }
    }
  }
  return rows;
}

export interface MoveDestinationSite {
  id: Id;
  name: string;
  sublocations: { id: Id; name: string; subareas: { id: Id; name: string }[] }[];
}

/**
 * Where stock may be moved: the sites of the given customers (the signed-in user's tree is
 * already scoped to their customer_id; pass `customerId` to narrow a wider tree), with their
 * sublocations and subareas. Sites without a subarea are left out: nothing can land there.
 */
export function moveDestinations(
  customers: readonly CustomerNode[],
  customerId?: Id,
): MoveDestinationSite[] {
  const destinations: MoveDestinationSite[] = [];
  for (const customer of customers) {
    if (customerId !== undefined && customer.id !== customerId) continue;
    for (const client of customer.clients) {
      for (const site of client.sites) {
        const sublocations = site.sublocations
          .filter((sublocation) => sublocation.subareas.length > 0)
          .map((sublocation) => ({
            id: sublocation.id,
            name: sublocation.name,
            subareas: sublocation.subareas.map((subarea) => ({
              id: subarea.id,
              name: subarea.name,
            })),
          }));
        if (sublocations.length > 0)
          destinations.push({ id: site.id, name: site.name, sublocations });
      }
    }
  }
  return destinations;
}
