import type { CustomerNode, Id, Site } from '../schemas';
import { availableQuantity } from '../stock/levels';
import { itemDisplayName } from './site-details';
import { allSites } from './tree';

/** Where some units of a component sit. Unallocated stock has no sublocation or subarea. */
export interface ComponentMatch {
  itemId: Id;
  itemName: string;
  siteId: Id;
  siteName: string;
  sublocationId: Id | null;
  sublocationName: string | null;
  subareaId: Id | null;
  subareaName: string | null;
  quantity: number;
}

/**
 * The component search index: places grouped by lower-cased item name, built once per data
 * load, so a keystroke scans the distinct names (a few hundred) instead of the whole tree.
 */
export interface ComponentIndex {
  readonly names: readonly { key: string; matches: readonly ComponentMatch[] }[];
}

function indexSites(sites: readonly Site[]): ComponentIndex {
  const byName = new Map<string, ComponentMatch[]>();
  const add = (match: ComponentMatch) => {
    const key = match.itemName.toLowerCase();
    const list = byName.get(key);
    if (list) list.push(match);
    else byName.set(key, [match]);
  };
  for (const site of sites) {
    const items = new Map(site.inventory_items.map((item) => [item.id, item]));
    for (const sublocation of site.sublocations) {
      for (const subarea of sublocation.subareas) {
        for (const allocation of subarea.allocations) {
          if (allocation.quantity <= 0) continue;
          const item = items.get(allocation.inventory_item);
          add({
            itemId: allocation.inventory_item,
            itemName: item ? itemDisplayName(item) : 'Unnamed item',
            siteId: site.id,
            siteName: site.name,
            sublocationId: sublocation.id,
            sublocationName: sublocation.name,
            subareaId: subarea.id,
            subareaName: subarea.name,
            quantity: allocation.quantity,
          });
        }
      }
    }
    for (const item of site.inventory_items) {
      const available = availableQuantity(item);
      if (available <= 0) continue;
      add({
        itemId: item.id,
        itemName: itemDisplayName(item),
        siteId: site.id,
        siteName: site.name,
        sublocationId: null,
        sublocationName: null,
        subareaId: null,
        subareaName: null,
        quantity: available,
      });
    }
  }
  return { names: [...byName].map(([key, matches]) => ({ key, matches })) };
}

/** Build the component index of the customer data tree (once per load). */
export function buildComponentIndex(customers: readonly CustomerNode[]): ComponentIndex {
  return indexSites(allSites(customers));
}

/** Default cap on results: a dropdown under a search box, not a report. */
export const COMPONENT_SEARCH_LIMIT = 50;

/**
 * Places holding a component whose name contains the query, case-insensitively. An empty query
 * finds nothing. Pass the index built once; a list of sites is indexed on the spot.
 */
export function searchComponents(
  source: ComponentIndex | readonly Site[],
  query: string,
  limit = COMPONENT_SEARCH_LIMIT,
): ComponentMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle || limit <= 0) return [];
  const index = Array.isArray(source) ? indexSites(source) : (source as ComponentIndex);
  const results: ComponentMatch[] = [];
  for (const { key, matches } of index.names) {
    if (!key.includes(needle)) continue;
    for (const match of matches) {
      results.push(match);
      if (results.length >= limit) return results;
    }
  }
  return results;
}
