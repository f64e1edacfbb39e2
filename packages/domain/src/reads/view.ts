// A customer's tree read for the reads shaped by the screens: the flat site list and
// lookups by id, built once per tree, and whatever an answer derives from the tree kept until
// the tree changes (memo). The server builds one per version of its data; a client on a server
// with only the base calls builds one per data load and answers the same questions with it.
import { siteDueDate } from '../inspections/due';
import type { ClientNode, CustomerNode, Id, Inspection, Site } from '../schemas';
import { allSites } from '../sites/tree';
import { idIndex } from './id-index';

export interface CustomerReads {
  readonly customers: readonly CustomerNode[];
  /** every site in tree order, each naming its client (allSites) */
  readonly sites: readonly Site[];
  /** every client in tree order */
  readonly clients: readonly ClientNode[];
  site(siteId: Id): Site | undefined;
  /** Where the site is in `sites`, or -1. */
  sitePosition(siteId: Id): number;
  client(clientId: Id): ClientNode | undefined;
  inspection(inspectionId: Id): { inspection: Inspection; site: Site } | undefined;
  /** What `build` gives, built once per view under `key`. */
  memo<T>(key: string, build: () => T): T;
}

export function customerReads(customers: readonly CustomerNode[]): CustomerReads {
  const sites = allSites(customers);
  const clients = customers.flatMap((customer) => customer.clients);
  const kept = new Map<string, unknown>();
  const memo = <T>(key: string, build: () => T): T => {
    if (!kept.has(key)) kept.set(key, build());
    return kept.get(key) as T;
  };
  const sitePosition = (siteId: Id) =>
    memo('site-index', () => idIndex(sites.map((site) => site.id)))(siteId);
  const clientById = () =>
    memo('client-by-id', () => new Map(clients.map((client) => [client.id, client])));
  const inspectionById = () =>
    memo('inspection-by-id', () => {
      const found = new Map<Id, { inspection: Inspection; site: Site }>();
      for (const site of sites) {
        for (const inspection of site.inspections) found.set(inspection.id, { inspection, site });
      }
      return found;
    });
  return {
    customers,
    sites,
    clients,
    site: (siteId) => sites[sitePosition(siteId)],
    sitePosition,
    client: (clientId) => clientById().get(clientId),
    inspection: (inspectionId) => inspectionById().get(inspectionId),
    memo,
  };
}

/**
 * The tree of a flat list of sites, each naming its client (get_customer_inspections answers
 * so), for customerReads on a server with only the base calls. Clients in the order their
 * first site comes; a site naming none goes under a client 0 with no name.
 */
export function treeOfSites(
  sites: readonly Site[],
  customer: Pick<CustomerNode, 'id' | 'name'>,
): CustomerNode[] {
  const clients = new Map<Id, ClientNode>();
  for (const site of sites) {
    const ref = site.client ?? { id: 0, name: '' };
    let client = clients.get(ref.id);
    if (!client) {
      client = { id: ref.id, name: ref.name, address: ref.address ?? null, sites: [] };
      clients.set(ref.id, client);
    }
    client.sites.push(site);
  }
  return [{ id: customer.id, name: customer.name, clients: [...clients.values()] }];
}

let collator: Intl.Collator | undefined;
/**
 * Names in the order people read them (en-GB), the same on every server and browser. The
 * collator is made on the first comparison, not when the module loads: a screen that sorts
 * nothing (the Dashboard's first render) does not pay for ICU's locale data.
 */
export const byName = (a: string, b: string): number => {
  collator ??= new Intl.Collator('en-GB');
  return collator.compare(a, b);
};

/** The instant each site's next inspection is missed (siteDueDate), read once per view. */
export function dueTimes(view: CustomerReads): readonly (number | null)[] {
  return view.memo('due-times', () =>
    view.sites.map((site) => siteDueDate(site)?.getTime() ?? null),
  );
}

/** A list's rows in the order of `compare`, sorted once per view under `key`. */
export function sortedOnce<T>(
  view: CustomerReads,
  key: string,
  rows: () => readonly T[],
  compare: (a: T, b: T) => number,
): readonly T[] {
  return view.memo(`sorted:${key}`, () => [...rows()].sort(compare));
}

/** Every site by name (en-GB), then id: sorted once per view, shared by the lists that use it. */
export function sitesByName(view: CustomerReads): readonly Site[] {
  return sortedOnce(
    view,
    'sites:name',
    () => view.sites,
    (a, b) => byName(a.name, b.name) || a.id - b.id,
  );
}

/** Where a site is, as every row of the reads names it. */
export function sitePlace(site: Site) {
  return {
    id: site.id,
    name: site.name,
    location: site.location ?? null,
    city: site.city ?? null,
    state: site.state ?? null,
  };
}

/** A site's client with its postal address (the tree's client, else the site's own reference). */
export function clientOfSite(view: CustomerReads, site: Site) {
  const client = site.client ? view.client(site.client.id) : undefined;
  return {
    id: site.client?.id ?? 0,
    name: site.client?.name ?? '',
    address: client?.address ?? site.client?.address ?? null,
  };
}

/** '' and 'all' mean every status. */
export const anyStatus = (status: string | undefined): boolean =>
  status === undefined || status === '' || status === 'all';

/** Does the text contain the needle (already lower-cased), any case? */
export const holds = (text: string | null | undefined, needle: string): boolean =>
  (text ?? '').toLowerCase().includes(needle);
