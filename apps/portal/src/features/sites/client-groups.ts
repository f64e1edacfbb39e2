import {
  type ClientNode,
  type CustomerNode,
  type Id,
  type Site,
  sortSitesByStartDateDesc,
} from '@scaffold/domain';

/** A client of the 'Clients here:' list with its sites, newest start date first. */
export interface ClientGroup {
  client: Pick<ClientNode, 'id' | 'name'>;
  sites: Site[];
}

/**
 * The clients of the customer tree with their sites (newest start first), for the All Sites
 * tree, which still reads the spec's tree (docs/DECISIONS.md, issue 28: Site Management).
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

/** The client select's (and Add Site's) choices, in the server's order (by name). */
export function clientChoiceOptions(
  clients: readonly { id: Id; name: string }[],
): { value: string; label: string }[] {
  return clients.map((client) => ({ value: String(client.id), label: client.name }));
}
