import type { CustomerNode, Id, Site } from '../../schemas';

/** Where a site sits in the customer tree (its customer's, client's and own index), and whose it is. */
export interface SitePath {
  customer: number;
  client: number;
  site: number;
  customerId: Id;
}

/** Every site's path, by site id, in tree order. */
export function indexSites(customers: readonly CustomerNode[]): Map<Id, SitePath> {
  const index = new Map<Id, SitePath>();
  customers.forEach((customer, customerIndex) => {
    customer.clients.forEach((client, clientIndex) => {
      client.sites.forEach((site, siteIndex) => {
        index.set(site.id, {
          customer: customerIndex,
          client: clientIndex,
          site: siteIndex,
          customerId: customer.id,
        });
      });
    });
  });
  return index;
}

/** The site at a path (a live reference: read only). */
export const siteAt = (customers: readonly CustomerNode[], path: SitePath): Site | undefined =>
  customers[path.customer]?.clients[path.client]?.sites[path.site];

/**
 * `customers` with the site at `path` replaced: copy on write along its path (its customer,
 * client and sites list); every other part is shared with the input.
 */
export function withSiteAt(
  customers: readonly CustomerNode[],
  path: SitePath,
  site: Site,
): CustomerNode[] {
  const customer = customers[path.customer] as CustomerNode;
  const client = customer.clients[path.client] as CustomerNode['clients'][number];
  const sites = client.sites.with(path.site, site);
  const clients = customer.clients.with(path.client, { ...client, sites });
  return customers.with(path.customer, { ...customer, clients });
}
