// The read model follows the database's version of a customer's data: a write (which bumps
// customers.data_version and marks its sites' changed_version) is seen by the next read, on this
// instance and on any other, with only the marked sites read again and every other site shared.
import { type CustomerReads, inventoryItemsAnswer, siteDetailsAnswer } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../config';
import { rowsOf } from '../../db/connect';
import { asCustomer, asSystem } from '../../db/scope';
import { type RunningServer, startServer } from '../../server';
import { PARITY_REFERENCE } from '../../testing/parity';
import { type SeededDataDir, seededDataDir } from '../../testing/seeded-data-dir';
import { createReadModel } from './cache';
import { RECENT_LIMIT, type ReadModel } from './read-model';

const CUSTOMER = 1;

let server: RunningServer;
let folder: SeededDataDir;

beforeAll(async () => {
  folder = await seededDataDir({ referenceDate: PARITY_REFERENCE });
  server = await startServer(
    readSettings({
      PORT: '0',
      PORTAL_DIR: '',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'silent',
      DATA_DIR: folder.dataDir,
    }),
    { now: () => new Date(PARITY_REFERENCE) },
  );
}, 240_000);

afterAll(async () => {
  await server?.close();
  folder?.remove();
});

const viewOf = (model: ReadModel, customerId = CUSTOMER): Promise<CustomerReads> =>
  asCustomer(server.services.db, { customerId }, (tx) => model.viewOf(tx, customerId));

/** What a write does for the reads: its change, the version bumped, its sites marked. */
async function write(change: ReturnType<typeof sql>, siteIds: number[]): Promise<number> {
  return asSystem(server.services.db, async (tx) => {
    await tx.execute(change);
    const [row] = rowsOf<{ version: unknown }>(
      await tx.execute(
        sql`update customers set data_version = data_version + 1 where id = ${CUSTOMER} returning data_version as version`,
      ),
    );
    const version = Number(row?.version);
    if (siteIds.length > 0) {
      await tx.execute(
        sql`update sites set changed_version = ${version} where id = any(${`{${siteIds.join(',')}}`}::int[])`,
      );
    }
    return version;
  });
}

async function firstItem(siteId: number) {
  const [item] = rowsOf<{ id: number; quantity: number }>(
    await server.services.db.execute(
      sql`select id, quantity from inventory_items where site_id = ${siteId} order by position, id limit 1`,
    ),
  );
  if (!item) throw new Error(`site ${siteId} has no stock`);
  return item;
}

describe('the read model', () => {
  it('holds one view per version: reads at one version share it', async () => {
    const model = createReadModel();
    const [a, b] = await Promise.all([viewOf(model), viewOf(model)]);
    expect(a).toBe(b);
    expect(await viewOf(model)).toBe(a);
    expect(a.sites.length).toBeGreaterThan(70);
  }, 60_000);

  it('reads again only the sites a write marked, and shares the rest', async () => {
    const model = createReadModel();
    const before = await viewOf(model);
    const [changed, untouched] = before.sites.filter((site) => site.inventory_items.length > 0);
    if (!changed || !untouched) throw new Error('the sample has stocked sites');
    const item = await firstItem(changed.id);
    await write(sql`update inventory_items set quantity = quantity + 7 where id = ${item.id}`, [
      changed.id,
    ]);
    const after = await viewOf(model);
    expect(after).not.toBe(before);
    expect(after.site(untouched.id)).toBe(before.site(untouched.id));
    expect(after.site(changed.id)).not.toBe(before.site(changed.id));
    const quantity = (view: CustomerReads) =>
      view.site(changed.id)?.inventory_items.find((entry) => entry.id === item.id)?.quantity;
    expect(quantity(after)).toBe(item.quantity + 7);
    expect(quantity(before)).toBe(item.quantity);
    // Every read of the new view counts it (a memo of the old one is not reused).
    const total = (view: CustomerReads) =>
      inventoryItemsAnswer(view, { sort: 'name', page: 1, page_size: 200 }).totals.units;
    expect(total(after) - total(before)).toBe(7);
    expect(after.sites.map((site) => site.id)).toEqual(before.sites.map((site) => site.id));
  }, 60_000);

  it('is seen by another instance on the same database (the version is in the database)', async () => {
    const here = createReadModel();
    const there = createReadModel();
    const site = (await viewOf(there)).sites[3];
    if (!site) throw new Error('the sample has sites');
    await viewOf(here);
    await write(sql`update sites set name = name || ' (renamed)' where id = ${site.id}`, [site.id]);
    expect((await viewOf(there)).site(site.id)?.name).toMatch(/ \(renamed\)$/);
    expect((await viewOf(here)).site(site.id)?.name).toMatch(/ \(renamed\)$/);
  }, 60_000);

  it('keeps the same view (and what it memoised) when a write changed no site', async () => {
    const model = createReadModel();
    const before = await viewOf(model);
    await write(sql`select 1`, []);
    expect(await viewOf(model)).toBe(before);
    expect(model.heldVersion(CUSTOMER)).toBeGreaterThan(0);
  }, 60_000);

  it('reads all again when a change cannot be placed (a site moved to another client)', async () => {
    const model = createReadModel();
    const before = await viewOf(model);
    const site = before.sites[0];
    const other = before.clients.find((client) => client.id !== site?.client?.id);
    if (!site || !other) throw new Error('the sample has clients');
    await write(sql`update sites set client_id = ${other.id} where id = ${site.id}`, [site.id]);
    const after = await viewOf(model);
    expect(after.site(site.id)?.client?.id).toBe(other.id);
    expect(after.client(other.id)?.sites.map((entry) => entry.id)).toContain(site.id);
    expect(siteDetailsAnswer(after, site.id)?.site.client.id).toBe(other.id);
  }, 60_000);

  it('keeps a value per version: loaded once while the version stands, again after a write', async () => {
    const model = createReadModel();
    let loads = 0;
    const keptNow = () =>
      asCustomer(server.services.db, { customerId: CUSTOMER }, async (tx) => {
        const { version } = await model.viewAt(tx, CUSTOMER);
        return model.keptAt(CUSTOMER, version, 'count', async () => {
          loads += 1;
          return { version, loads };
        });
      });
    const [a, b] = await Promise.all([keptNow(), keptNow()]);
    expect(b).toBe(a);
    expect(await keptNow()).toBe(a);
    expect(loads).toBe(1);
    const moved = await write(sql`select 1`, []);
    const after = await keptNow();
    expect(after).toEqual({ version: moved, loads: 2 });
    // A request still seeing the older version loads its own and leaves the newer one held.
    expect(await model.keptAt(CUSTOMER, a.version, 'count', async () => 'older')).toBe('older');
    expect(await keptNow()).toBe(after);
    // A failed load is not kept.
    await expect(
      model.keptAt(CUSTOMER, moved + 1, 'count', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await model.keptAt(CUSTOMER, moved + 1, 'count', async () => 'again')).toBe('again');
  }, 60_000);

  it('holds the most recently read records, each at its version, and no more than its limit', async () => {
    const model = createReadModel();
    let loads = 0;
    const read = (version: number, key: string) =>
      model.recentAt(CUSTOMER, version, key, async () => {
        loads += 1;
        return { key, version, loads };
      });
    const first = await read(1, 'a');
    expect(await read(1, 'a')).toBe(first);
    // Another version reads it again, and that one is held from then on.
    const moved = await read(2, 'a');
    expect(moved).toEqual({ key: 'a', version: 2, loads: 2 });
    expect(await read(2, 'a')).toBe(moved);
    // The least recently used goes first once the limit is passed: 'a' was just read, 'b' not.
    const b = await read(2, 'b');
    for (let index = 0; index < RECENT_LIMIT - 2; index += 1) await read(2, `filler-${index}`);
    await read(2, 'a');
    await read(2, 'one-too-many');
    expect(await read(2, 'a')).toBe(moved);
    expect(await read(2, 'b')).not.toBe(b);
    // A failed load is not held.
    await expect(
      model.recentAt(CUSTOMER, 3, 'c', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await read(3, 'c')).toMatchObject({ key: 'c', version: 3 });
  });

  it("never holds another customer's sites", async () => {
    const model = createReadModel();
    const own = await viewOf(model, 1);
    const other = await viewOf(model, 2);
    const ownIds = new Set(own.sites.map((site) => site.id));
    expect(other.sites.length).toBeGreaterThan(0);
    expect(other.sites.some((site) => ownIds.has(site.id))).toBe(false);
    // A transaction scoped to customer 1 reads nothing of customer 2, whatever it is asked.
    await expect(
      asCustomer(server.services.db, { customerId: 1 }, (tx) => model.viewOf(tx, 2)),
    ).rejects.toThrow(/not there/);
  }, 60_000);
});
