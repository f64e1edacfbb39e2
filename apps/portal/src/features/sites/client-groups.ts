import {
  type ClientNode,
  type CustomerNode,
  filterSites,
  type Id,
  type Site,
  type SiteFilter,
  sortSitesByStartDateDesc,
} from '@scaffold/domain';

/** A client of the 'Clients here:' list with its sites, newest start date first. */
export interface ClientGroup {
  client: Pick<ClientNode, 'id' | 'name'>;
  sites: Site[];
}

/**
 * The clients of the customer tree with their sites sorted once per data load (newest start
 * first), each site carrying its client so the filters and the search can find it.
 */
export function clientGroups(customers: readonly CustomerNode[]): ClientGroup[] {
  return customers.flatMap((customer) =>
    customer.clients.map((client) => ({
      client: { id: client.id, name: client.name },
      sites: sortSitesByStartDateDesc(
        client.sites.map((site) =>
          site.client ? site : { ...site, client: { id: client.id, name: client.name } },
        ),
      ),
    })),
  );
}

/** A client row as the filters leave it: the whole group and the sites that match. */
export interface VisibleClientGroup {
  group: ClientGroup;
  sites: Site[];
}

/**
 * The client rows the filters leave on screen: each client with its matching sites; a client
 * with none is dropped, except under 'All Sites' where a client without sites is still listed.
 * Under 'All Sites' a group's own site list is passed on, so unchanged rows keep their props.
 */
export function visibleClientGroups(
  groups: readonly ClientGroup[],
  filter: SiteFilter,
): VisibleClientGroup[] {
  const clientId = filter.clientId ?? 'all';
  const allStatuses = (filter.status ?? 'all') === 'all';
  const visible: VisibleClientGroup[] = [];
  for (const group of groups) {
    if (clientId !== 'all' && group.client.id !== clientId) continue;
    const sites = allStatuses ? group.sites : filterSites(group.sites, filter);
    if (sites.length > 0 || allStatuses) visible.push({ group, sites });
  }
  return visible;
}

/** The client filter choices, by name. */
export function clientOptions(groups: readonly ClientGroup[]): { value: string; label: string }[] {
  return groups
    .map((group) => ({ value: String(group.client.id), label: group.client.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** Which client a site sits under, for revealing a search result. */
export function clientOfSite(groups: readonly ClientGroup[]): Map<Id, Id> {
  const owner = new Map<Id, Id>();
  for (const group of groups) for (const site of group.sites) owner.set(site.id, group.client.id);
  return owner;
}
