import type { CustomerNode, Id, Site } from '../../schemas';
import { indexSites, type SitePath, siteAt } from './site-paths';

/** Ids for the records a move creates. */
export type NewId = (kind: 'allocation' | 'inventory_item') => Id;

/**
 * The tree a move works on: where each site and item is, and copies of the sites the move has
 * touched so far. The input tree is never changed; only the copies are.
 */
export interface WorkingCopy {
  readonly customers: readonly CustomerNode[];
  readonly sitePaths: ReadonlyMap<Id, SitePath>;
  /** item id → the id of the site holding it */
  readonly itemSites: ReadonlyMap<Id, Id>;
  /** the copied sites, by id: what the rebuild puts back into the tree */
  readonly sites: ReadonlyMap<Id, Site>;
  /** The copy of a site, made on first use. */
  site(siteId: Id, path: SitePath): Site;
}

/** A copy of the parts of a site a move changes; inspections and the rest stay shared. */
function copySiteStock(site: Site): Site {
  return {
    ...site,
    sublocations: site.sublocations.map((sublocation) => ({
      ...sublocation,
      subareas: sublocation.subareas.map((subarea) => ({
        ...subarea,
        allocations: subarea.allocations.map((allocation) => ({ ...allocation })),
      })),
    })),
    inventory_items: site.inventory_items.map((item) => ({
      ...item,
      allocations: item.allocations.map((allocation) => ({ ...allocation })),
    })),
  };
}

export function workingCopy(customers: readonly CustomerNode[]): WorkingCopy {
  const sitePaths = indexSites(customers);
  const itemSites = new Map<Id, Id>();
  for (const [siteId, path] of sitePaths) {
    for (const item of (siteAt(customers, path) as Site).inventory_items) {
      itemSites.set(item.id, siteId);
    }
  }
  const sites = new Map<Id, Site>();
  return {
    customers,
    sitePaths,
    itemSites,
    sites,
    site(siteId, path) {
      let site = sites.get(siteId);
      if (!site) {
        site = copySiteStock(siteAt(customers, path) as Site);
        sites.set(siteId, site);
      }
      return site;
    },
  };
}

/** By default a new record's id is one above the highest of its kind in the tree. */
export function defaultIds(customers: readonly CustomerNode[]): NewId {
  let maxItem = 0;
  let maxAllocation = 0;
  for (const customer of customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) {
        for (const item of site.inventory_items) {
          maxItem = Math.max(maxItem, item.id);
          for (const allocation of item.allocations)
            maxAllocation = Math.max(maxAllocation, allocation.id);
        }
        for (const sublocation of site.sublocations) {
          for (const subarea of sublocation.subareas) {
            for (const allocation of subarea.allocations) {
              maxAllocation = Math.max(maxAllocation, allocation.id);
            }
          }
        }
      }
    }
  }
  return (kind) => {
    if (kind === 'allocation') {
      maxAllocation += 1;
      return maxAllocation;
    }
    maxItem += 1;
    return maxItem;
  };
}
