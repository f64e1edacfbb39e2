// Units of one item added to or taken from a site as a whole, not from a named place on it: what
// a signed note does (the driver counts kit on or off the site, not where on it it stood). Works
// on a working copy's site (./move-tree), like the move's take and put.
import type { InventoryItem, Site } from '../../schemas';
import { itemDisplayName } from '../../sites/site-details';
import { availableQuantity } from '../levels';
import type { NewId } from './move-tree';

/** What a new site record of an item is made from: another site's record of the same item. */
export type ItemTemplate = Pick<
  InventoryItem,
  'name' | 'item' | 'weight' | 'weight_in_kg' | 'financial_metrics'
>;

const recordsOf = (site: Site, name: string) =>
  site.inventory_items.filter((record) => itemDisplayName(record) === name);

/** The site's units of an item (by the name the log gives it): all of them, and the unallocated. */
export function siteUnits(site: Site, name: string): { total: number; unallocated: number } {
  let total = 0;
  let unallocated = 0;
  for (const record of recordsOf(site, name)) {
    total += record.quantity;
    unallocated += availableQuantity(record);
  }
  return { total, unallocated };
}

/** Units arrive on the site's unallocated stock of the item; its record is made if it has none. */
export function addSiteUnits(
  site: Site,
  name: string,
  quantity: number,
  template: ItemTemplate,
  options: { stamp: string; newId: NewId },
): void {
  let record = recordsOf(site, name)[0];
  if (!record) {
    record = {
      id: options.newId('inventory_item'),
      ...(template.name === undefined ? {} : { name: template.name }),
      ...(template.item === undefined ? {} : { item: { ...template.item } }),
      quantity: 0,
      ...(template.weight === undefined ? {} : { weight: template.weight }),
      ...(template.weight_in_kg === undefined ? {} : { weight_in_kg: template.weight_in_kg }),
      financial_metrics: { ...template.financial_metrics },
      allocations: [],
      last_updated: options.stamp,
    };
    site.inventory_items.push(record);
  }
  record.quantity += quantity;
  record.last_updated = options.stamp;
}

/** Takes up to `wanted` units from one allocation (on the item and in its subarea's list). */
function takeFromAllocation(site: Site, record: InventoryItem, wanted: number): number {
  const allocation = record.allocations.find((candidate) => candidate.quantity > 0);
  if (!allocation) return 0;
  const taken = Math.min(wanted, allocation.quantity);
  allocation.quantity -= taken;
  for (const sublocation of site.sublocations) {
    for (const subarea of sublocation.subareas) {
      if (subarea.id !== allocation.subarea_id) continue;
      subarea.allocations = subarea.allocations.flatMap((listed) => {
        if (listed.id !== allocation.id) return [listed];
        return allocation.quantity === 0 ? [] : [{ ...listed, quantity: allocation.quantity }];
      });
    }
  }
  if (allocation.quantity === 0) {
    record.allocations = record.allocations.filter((candidate) => candidate !== allocation);
  }
  return taken;
}

/**
 * Up to `wanted` units leave the site: its unallocated units first, then its allocations in the
 * order they were made (kit counted off a site has left wherever it stood). Answers how many left:
 * fewer than wanted when the site holds fewer.
 */
export function takeSiteUnits(site: Site, name: string, wanted: number, stamp: string): number {
  let left = wanted;
  const records = recordsOf(site, name);
  for (const record of records) {
    const taken = Math.min(left, availableQuantity(record));
    record.quantity -= taken;
    left -= taken;
  }
  for (const record of records) {
    while (left > 0) {
      const taken = takeFromAllocation(site, record, left);
      if (taken === 0) break;
      record.quantity -= taken;
      left -= taken;
    }
  }
  if (left < wanted) for (const record of records) record.last_updated = stamp;
  return wanted - left;
}
