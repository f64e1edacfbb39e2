// The read model: each customer's slim view (slim.ts) kept in memory at the version of its data
// (customers.data_version, bumped by every write in the write's transaction). A request reads the
// version inside its own transaction; when it moved, only the sites a write marked newer
// (sites.changed_version) are read again, and the view is built anew around them, every other
// site shared with the old one. The domain's memoised answers then rebuild lazily on the new view.
// Several instances stay right because the version lives in the database, not here.
import {
  type CustomerNode,
  type CustomerReads,
  customerReads,
  type Id,
  type Site,
} from '@scaffold/domain';
import type { Transaction } from '../../db/connect';
import { Interner } from './intern';
import {
  dataVersion,
  loadAllSiteParts,
  loadCustomer,
  loadSiteParts,
  sitesChangedAfter,
} from './load';
import { RECENT_LIMIT, type ReadModel } from './read-model';
import { assembleSite, clientReference } from './slim';

interface Held {
  version: number;
  view: CustomerReads;
  intern: Interner;
}

interface Entry {
  held: Held | null;
  /** A load or refresh in flight, and the version it was started for. */
  pending: { version: number; done: Promise<Held> } | null;
  /** keptAt's values by name, each at the version it was loaded for. */
  kept: Map<string, { version: number; value: Promise<unknown> }>;
  /** recentAt's values, least recently used first (a Map keeps its insertion order). */
  recent: Map<string, { version: number; value: Promise<unknown> }>;
}

export class CustomerMissing extends Error {}

async function loadWhole(tx: Transaction, customerId: Id, version: number): Promise<Held> {
  const customer = await loadCustomer(tx, customerId);
  if (!customer) throw new CustomerMissing(`customer ${customerId} is not there`);
  const intern = new Interner();
  const clientRefs = new Map(
    customer.clients.map((client) => [client.id, clientReference(client)] as const),
  );
  const placed = new Map<Id, { site: Site; position: number }[]>();
  await loadAllSiteParts(tx, customerId, clientRefs, (parts, clientId, position) => {
    const entry = { site: assembleSite(parts, intern), position };
    const list = placed.get(clientId);
    if (list) list.push(entry);
    else placed.set(clientId, [entry]);
  });
  const tree: CustomerNode = {
    id: customerId,
    name: customer.name,
    clients: customer.clients.map((client) => ({
      id: client.id,
      name: client.name,
      address: client.address,
      // The tree's order: by place under the client, then id.
      sites: (placed.get(client.id) ?? [])
        .sort((a, b) => a.position - b.position || a.site.id - b.site.id)
        .map((entry) => entry.site),
    })),
  };
  // The client references live on in the sites; a refresh finds them there, and the clients'
  // places by one walk (two maps of 50,000 clients held for it would cost 3.7 MB).
  return { version, view: customerReads([tree]), intern };
}

/**
 * The held view with the sites changed since its version read again, or null when a change is
 * one a refresh cannot place (a site that is new or moved to another client): then all is read.
 */
async function refreshed(
  tx: Transaction,
  customerId: Id,
  held: Held,
  version: number,
): Promise<Held | null> {
  const changed = await sitesChangedAfter(tx, customerId, held.version);
  // A write that changed no site's data (a scaffold's, say): the same view, memos and all.
  if (changed.length === 0) return { ...held, version };
  const [customer] = held.view.customers;
  if (!customer) return null;
  // Each changed site still under its client, whose reference it carries (the loads give it on).
  const clientRefs = new Map<Id, NonNullable<Site['client']>>();
  for (const site of changed) {
    const client = held.view.site(site.id)?.client;
    if (!client || site.clientId === null || client.id !== site.clientId) return null;
    clientRefs.set(client.id, client);
  }
  const parts = await loadSiteParts(
    tx,
    customerId,
    changed.map((site) => site.id),
    clientRefs,
  );
  if (parts.size !== changed.length) return null;
  const clientIndex = new Map<Id, number>();
  customer.clients.forEach((client, index) => {
    if (clientRefs.has(client.id)) clientIndex.set(client.id, index);
  });
  const clients = [...customer.clients];
  for (const site of changed) {
    const index = clientIndex.get(site.clientId as Id);
    const client = index === undefined ? undefined : clients[index];
    const found = parts.get(site.id);
    if (index === undefined || !client || !found) return null;
    clients[index] = {
      ...client,
      sites: client.sites.map((old) =>
        old.id === site.id ? assembleSite(found, held.intern) : old,
      ),
    };
  }
  return {
    ...held,
    version,
    view: customerReads([{ ...customer, clients }]),
  };
}

export function createReadModel(): ReadModel {
  const entries = new Map<Id, Entry>();

  const settle = (entry: Entry, next: Held) => {
    if (!entry.held || next.version >= entry.held.version) entry.held = next;
    return entry.held;
  };

  const entryOf = (customerId: Id): Entry => {
    let entry = entries.get(customerId);
    if (!entry) {
      entry = { held: null, pending: null, kept: new Map(), recent: new Map() };
      entries.set(customerId, entry);
    }
    return entry;
  };

  async function viewAt(tx: Transaction, customerId: Id) {
    const version = await dataVersion(tx, customerId);
    if (version === null) throw new CustomerMissing(`customer ${customerId} is not there`);
    return { view: await viewFor(tx, customerId, version), version };
  }

  async function viewFor(tx: Transaction, customerId: Id, version: number): Promise<CustomerReads> {
    const entry = entryOf(customerId);
    for (;;) {
      // A view as new as the transaction's version (or newer: another request read it since)
      // answers at once.
      if (entry.held && entry.held.version >= version) return entry.held.view;
      const pending = entry.pending;
      if (pending && pending.version >= version) return (await pending.done).view;
      if (pending) {
        // An older refresh is in flight: wait for it, then read only what moved after it.
        await pending.done.catch(() => {});
        continue;
      }
      const base = entry.held;
      const done = (async () => {
        const next =
          (base ? await refreshed(tx, customerId, base, version) : null) ??
          (await loadWhole(tx, customerId, version));
        return settle(entry, next);
      })();
      const started = { version, done };
      entry.pending = started;
      try {
        return (await done).view;
      } finally {
        if (entry.pending === started) entry.pending = null;
      }
    }
  }

  /**
   * The value held under `key` at `version`, or loaded: held when it is newer than what was, the
   * most recently used last, the least recently used dropped past `limit`. A failed load is not
   * held: the next request loads again.
   */
  function keptIn<T>(
    held: Map<string, { version: number; value: Promise<unknown> }>,
    limit: number,
    key: string,
    version: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const found = held.get(key);
    if (found && found.version === version) {
      held.delete(key);
      held.set(key, found);
      return found.value as Promise<T>;
    }
    const value = load();
    if (!found || found.version < version) {
      const entry = { version, value };
      held.delete(key);
      held.set(key, entry);
      if (held.size > limit) {
        const oldest = held.keys().next();
        if (!oldest.done) held.delete(oldest.value);
      }
      value.catch(() => {
        if (held.get(key) === entry) held.delete(key);
      });
    }
    return value;
  }

  return {
    viewOf: async (tx, customerId) => (await viewAt(tx, customerId)).view,
    viewAt,
    keptAt: (customerId, version, name, load) =>
      keptIn(entryOf(customerId).kept, Number.POSITIVE_INFINITY, name, version, load),
    recentAt: (customerId, version, key, load) =>
      keptIn(entryOf(customerId).recent, RECENT_LIMIT, key, version, load),
    heldAt(customerId, version) {
      const held = entries.get(customerId)?.held;
      return held && held.version >= version ? { view: held.view, version: held.version } : null;
    },
    forget(customerId) {
      entries.delete(customerId);
    },
    heldVersion: (customerId) => entries.get(customerId)?.held?.version ?? null,
  };
}
