// The base calls' reads (PRODUCT.md "The base calls"), answered as the mock answers them
// (mocks/src/handlers/customers.ts, inspections.ts): the whole tree, images as data URLs. Their
// size grows with the firm (hundreds of MB at 1,000×), so they are written as they are read, a
// batch of sites at a time, in one transaction (http/json-stream.ts), never held whole.
import type { CustomerReads, Id, Inspection, Site } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
import { asCustomer } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Handlers } from '../http/contract-routes';
import { jsonStream, type Write } from '../http/json-stream';
import { forbidden } from '../http/problem';
import { DataUrls } from '../services/read-model/data-urls';
import { loadInspections, loadWholeSites } from '../services/read-model/site-trees';
import type { Services } from '../services/services';
import { ok } from './read-view';

/** Sites read whole per batch while writing: a few hundred at a time. */
const BATCH = 250;

type SpecReadName =
  | 'customerData'
  | 'customerInspections'
  | 'inspectionMetrics'
  | 'componentSystems';

/** The caller's customer, or a refusal: another customer's id answers as an unknown one. */
function ownCustomer(caller: Caller, customerId: Id): void {
  if (customerId !== caller.customerId) throw forbidden();
}

/** JSON of the answer, written as `produce` goes, in the caller's transaction and view. */
async function streamed(
  services: Services,
  caller: Caller,
  produce: (view: CustomerReads, tx: Transaction, write: Write) => Promise<void>,
) {
  const stream = await jsonStream((write) =>
    asCustomer(services.db, { customerId: caller.customerId, userId: caller.userId }, async (tx) =>
      produce(await services.readModel.viewOf(tx, caller.customerId), tx, write),
    ),
  );
  return { status: 200, jsonStream: stream };
}

/** The view's sites in tree order, read whole a batch at a time (inspections' images as data URLs). */
async function* wholeSites(
  tx: Transaction,
  customerId: Id,
  sites: readonly Site[],
): AsyncGenerator<Site> {
  const images = new DataUrls(tx, customerId);
  for (let start = 0; start < sites.length; start += BATCH) {
    const batch = await loadWholeSites(tx, customerId, sites.slice(start, start + BATCH), {
      inspections: true,
    });
    for (const site of batch) yield { ...site, inspections: await images.of(site.inspections) };
  }
}

/** The view's sites' inspections as stored, site by site in tree order. */
async function* inspectionsOf(
  tx: Transaction,
  customerId: Id,
  sites: readonly Site[],
): AsyncGenerator<Inspection> {
  for (let start = 0; start < sites.length; start += BATCH) {
    const ids = sites.slice(start, start + BATCH).map((site) => site.id);
    const lists = await loadInspections(tx, customerId, ids);
    for (const id of ids) yield* lists.get(id) ?? [];
  }
}

/** `[` the items, comma-separated, `]`. */
async function writeArray<T>(write: Write, items: AsyncIterable<T>, text: (item: T) => string) {
  await write('[');
  let first = true;
  for await (const item of items) {
    await write(first ? text(item) : `,${text(item)}`);
    first = false;
  }
  await write(']');
}

async function componentSystemsOf(tx: Transaction) {
  return rowsOf<{ id: Id; name: string }>(
    await tx.execute(sql`select id, name from component_systems order by id`),
  );
}

export const specReadRoutes: Pick<Handlers, SpecReadName> = {
  customerData: ({ caller, services }) =>
    streamed(services, caller, async (view, tx, write) => {
      const [customer] = view.customers;
      if (!customer) {
        await write('{"customers":[]}');
        return;
      }
      const sites = wholeSites(tx, caller.customerId, view.sites);
      await write(
        `{"customers":[{"id":${customer.id},"name":${JSON.stringify(customer.name)},"clients":`,
      );
      // The clients' sites are the view's sites in the same order, read once as the walk goes.
      async function* clients() {
        for (const client of customer?.clients ?? []) {
          const own: Site[] = [];
          for (let count = 0; count < client.sites.length; count += 1) {
            const next = await sites.next();
            if (!next.done) own.push(next.value);
          }
          yield { id: client.id, name: client.name, address: client.address, sites: own };
        }
      }
      await writeArray(write, clients(), (client) => JSON.stringify(client));
      await write('}]}');
    }),

  customerInspections: ({ caller, params, services }) => {
    ownCustomer(caller, params.customer_id);
    return streamed(services, caller, async (view, tx, write) => {
      await write('{"sites":');
      await writeArray(write, wholeSites(tx, caller.customerId, view.sites), (site) =>
        JSON.stringify(site),
      );
      await write(`,"component_systems":${JSON.stringify(await componentSystemsOf(tx))}}`);
    });
  },

  inspectionMetrics: ({ caller, params, services }) => {
    ownCustomer(caller, params.customer_id);
    return streamed(services, caller, async (view, tx, write) => {
      await write('{"inspection_metrics":');
      await writeArray(write, inspectionsOf(tx, caller.customerId, view.sites), (inspection) =>
        JSON.stringify({
          passed: inspection.passed ?? null,
          items: inspection.items.map((item) => ({ status: item.status })),
          completed_at: inspection.completed_at ?? null,
        }),
      );
      await write('}');
    });
  },

  componentSystems: ({ caller, services }) =>
    asCustomer(services.db, { customerId: caller.customerId, userId: caller.userId }, async (tx) =>
      ok({ component_systems: await componentSystemsOf(tx) }),
    ),
};
