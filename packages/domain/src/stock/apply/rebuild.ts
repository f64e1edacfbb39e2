import type { CustomerNode, Site } from '../../schemas';
import type { WorkingCopy } from './move-tree';
import { type SitePath, withSiteAt } from './site-paths';

const sum = (quantities: readonly { quantity: number }[]) =>
  quantities.reduce((total, entry) => total + entry.quantity, 0);

/** Keeps the derived counts (`subarea.items`, `site.items`) in step with the allocations. */
function recount(site: Site): void {
  for (const sublocation of site.sublocations) {
    for (const subarea of sublocation.subareas) subarea.items = sum(subarea.allocations);
  }
  site.items = sum(site.inventory_items);
}

/**
 * The tree after the move: each changed site recounted and put back on a new path (its
 * customer, client and sites list copied); everything else is shared with the input.
 */
export function rebuildTree({ customers, sites: changed, sitePaths }: WorkingCopy): CustomerNode[] {
  let next = [...customers];
  for (const [siteId, site] of changed) {
    recount(site);
    next = withSiteAt(next, sitePaths.get(siteId) as SitePath, site);
  }
  return next;
}
