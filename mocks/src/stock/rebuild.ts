import type { CustomerNode, Site } from '@scaffold/domain';
import type { SitePath, WorkingCopy } from './working-copy';

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
  const next = [...customers];
  for (const [siteId, site] of changed) {
    recount(site);
    const path = sitePaths.get(siteId) as SitePath;
    const customer = next[path.customer] as CustomerNode;
    const clients = [...customer.clients];
    const client = clients[path.client] as CustomerNode['clients'][number];
    const sites = [...client.sites];
    sites[path.site] = site;
    clients[path.client] = { ...client, sites };
    next[path.customer] = { ...customer, clients };
  }
  return next;
}
