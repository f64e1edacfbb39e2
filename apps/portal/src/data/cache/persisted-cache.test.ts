// The offline copy (TanStack Query's per-query persister over the portal's IndexedDB), with a
// real QueryClient and fake-indexeddb, a fresh database per test.
import { ApiNetworkError } from '@scaffold/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOfflineDb, result, STORES, transaction } from '../../offline/offline-db';
import { type Owner, ownerOf } from '../../offline/owner';
import {
  createOfflineCopy,
  OFFLINE_COPY_LIFETIME_DAYS,
  OFFLINE_COPY_MAX_ENTRIES,
  OFFLINE_COPY_MAX_ENTRY_BYTES,
  type OfflineCopy,
} from './persisted-cache';

const ADMIN = ownerOf({ customer_id: 1, email: 'admin@demo.scaffold.test' });
const STAFF = ownerOf({ customer_id: 1, email: 'staff@demo.scaffold.test' });

let db: IDBDatabase;
let clients: QueryClient[] = [];
/** A few tasks: the persister's scheduled writes and IndexedDB's answers settle. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  return async () => {
    await settle();
    db.close();
  };
});
afterEach(() => {
  for (const client of clients) client.clear();
  clients = [];
});

const allKept = () =>
  transaction(db, [STORES.lastRead], 'readonly', (tx) =>
    result(tx.objectStore(STORES.lastRead).getAll() as IDBRequest<{ key: string; owner: Owner }[]>),
  );

/** Waits until `check` passes (IndexedDB and the persister's scheduled writes settle). */
async function until(check: () => Promise<boolean> | boolean) {
  for (let turn = 0; turn < 200; turn += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('never settled');
}

const passThrough = async (query: PersistedQuery) => query;

function setUp(
  owner: Owner,
  options: { check?: typeof passThrough; db?: () => Promise<IDBDatabase> } = {},
) {
  const copy = createOfflineCopy({
    owner,
    db: options.db ?? (async () => db),
    check: options.check ?? passThrough,
  });
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        persister: (queryFn, context, query) => copy.persisterFn(queryFn, context, query),
      },
    },
  });
  clients.push(client);
  return { copy, client };
}

const read = (client: QueryClient, answer: () => Promise<unknown>, key = 'dashboardSummary') =>
  client.fetchQuery({ queryKey: [key], queryFn: answer, staleTime: 0 });

describe('the offline copy', () => {
  it('keeps what a screen read and shows it, with when it was read, when the next read meets no connection', async () => {
    const first = setUp(ADMIN);
    await read(first.client, async () => ({ total: 4 }));
    await until(async () => (await allKept()).length === 1);
    const readAt = first.client.getQueryState(['dashboardSummary'])?.dataUpdatedAt ?? 0;

    // A reload with no signal: the kept answer comes back first, then the read fails.
    const again = setUp(ADMIN);
    const restored = await read(again.client, async () => {
      throw new ApiNetworkError('GET /api/x');
    });
    expect(restored).toEqual({ total: 4 });
    await until(() => again.client.getQueryState(['dashboardSummary'])?.status === 'error');
    const state = again.client.getQueryState(['dashboardSummary']);
    expect(state?.data).toEqual({ total: 4 });
    expect(state?.dataUpdatedAt).toBe(readAt);
    expect(state?.error).toBeInstanceOf(ApiNetworkError);
  });

  it('reads at once, not after the look in the offline copy (a first screen after sign-in)', async () => {
    // The database answers only when told: a read waiting for the look would never start.
    let open: (database: IDBDatabase) => void = () => undefined;
    const opened = new Promise<IDBDatabase>((resolve) => (open = resolve));
    const slow = setUp(ADMIN, { db: () => opened });
    let asked = false;
    const answer = read(slow.client, async () => {
      asked = true;
      return { total: 4 };
    });
    await until(() => asked);
    open(db);
    await expect(answer).resolves.toEqual({ total: 4 });
    await until(async () => (await allKept()).length === 1);
  });

  it('shows a kept answer, with when it was read, while the server has not answered yet', async () => {
    const first = setUp(ADMIN);
    await read(first.client, async () => ({ total: 4 }));
    await until(async () => (await allKept()).length === 1);
    const readAt = first.client.getQueryState(['dashboardSummary'])?.dataUpdatedAt ?? 0;

    const again = setUp(ADMIN);
    let answer: (value: unknown) => void = () => undefined;
    const reading = read(again.client, () => new Promise((resolve) => (answer = resolve)));
    await until(() => again.client.getQueryState(['dashboardSummary'])?.data !== undefined);
    expect(again.client.getQueryState(['dashboardSummary'])).toMatchObject({
      data: { total: 4 },
      dataUpdatedAt: readAt,
      fetchStatus: 'fetching',
    });
    answer({ total: 5 });
    await expect(reading).resolves.toEqual({ total: 5 });
    expect(again.client.getQueryState(['dashboardSummary'])?.data).toEqual({ total: 5 });
  });

  describe('a record read again each time it is opened (meta.revalidate: an inspection)', () => {
    const readRecord = (client: QueryClient, answer: () => Promise<unknown>) =>
      client.fetchQuery({
        queryKey: ['inspectionDetails', 7],
        queryFn: answer,
        staleTime: 0,
        meta: { revalidate: true },
      });

    it('is read at once, not after the look in the offline copy, and kept', async () => {
      // The database answers only when told: a read waiting for the look would never start.
      let open: (database: IDBDatabase) => void = () => undefined;
      const opened = new Promise<IDBDatabase>((resolve) => (open = resolve));
      const slow = setUp(ADMIN, { db: () => opened });
      let asked = false;
      const answer = readRecord(slow.client, async () => {
        asked = true;
        return { id: 7 };
      });
      await until(() => asked);
      open(db);
      await expect(answer).resolves.toEqual({ id: 7 });
      await until(async () => (await allKept()).length === 1);
    });

    it('shows the kept copy while it is read again, and takes the server’s changed answer (a signature added later)', async () => {
      const first = setUp(ADMIN);
      await readRecord(first.client, async () => ({ id: 7, signed: false }));
      await until(async () => (await allKept()).length === 1);

      const again = setUp(ADMIN);
      let answer: (value: unknown) => void = () => undefined;
      const reading = readRecord(again.client, () => new Promise((resolve) => (answer = resolve)));
      // The kept copy shows while the server is asked.
      await until(() => again.client.getQueryData(['inspectionDetails', 7]) !== undefined);
      expect(again.client.getQueryData(['inspectionDetails', 7])).toEqual({ id: 7, signed: false });
      answer({ id: 7, signed: true });
      await expect(reading).resolves.toEqual({ id: 7, signed: true });
      // And the device keeps the new revision.
      await until(async () => JSON.stringify(await allKept()).includes('"signed":true'));
    });

    it('keeps showing the kept copy with no connection, the read’s failure the query’s', async () => {
      const first = setUp(ADMIN);
      await readRecord(first.client, async () => ({ id: 7, notes: 'kept' }));
      await until(async () => (await allKept()).length === 1);
      const again = setUp(ADMIN);
      const failed = readRecord(
        again.client,
        () =>
          new Promise((_, reject) =>
            setTimeout(() => reject(new ApiNetworkError('GET /api/inspection_details/7')), 50),
          ),
      );
      await expect(failed).rejects.toBeInstanceOf(ApiNetworkError);
      expect(again.client.getQueryData(['inspectionDetails', 7])).toEqual({ id: 7, notes: 'kept' });
    });

    it('fails as its read failed when nothing is kept', async () => {
      const { client } = setUp(ADMIN);
      await expect(
        readRecord(client, async () => {
          throw new ApiNetworkError('GET /api/inspection_details/7');
        }),
      ).rejects.toBeInstanceOf(ApiNetworkError);
      expect(await allKept()).toHaveLength(0);
    });
  });

  it('is never shown to another user of the device', async () => {
    const admin = setUp(ADMIN);
    await read(admin.client, async () => ({ total: 4 }));
    await until(async () => (await allKept()).length === 1);
    const staff = setUp(STAFF);
    await expect(read(staff.client, async () => ({ total: 9 }))).resolves.toEqual({ total: 9 });
  });

  it('drops a kept answer that no longer passes its check', async () => {
    await read(setUp(ADMIN).client, async () => ({ total: 4 }));
    await until(async () => (await allKept()).length === 1);
    const strict = setUp(ADMIN, {
      check: async () => {
        throw new Error('old shape');
      },
    });
    await expect(read(strict.client, async () => ({ total: 5 }))).resolves.toEqual({ total: 5 });
  });

  it('after logout, no write of the user lands: not one already scheduled, nor one waiting for the database', async () => {
    // Once `held` is set, the database answers only when told: a write stops just before its
    // transaction, where a slow device would be when the user logs out.
    let held: Promise<IDBDatabase> | null = null;
    let open: (value: IDBDatabase) => void = () => {};
    const { copy, client } = setUp(ADMIN, { db: async () => held ?? db });
    await read(client, async () => ({ total: 4 }));
    // The answer is in; its write is scheduled (the persister writes on the next task).
    held = new Promise((resolve) => {
      open = resolve;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const forgetting = copy.forget();
    open(db);
    held = null;
    await forgetting;
    // A read finishing after logout (a slow answer) keeps nothing either.
    await read(client, async () => ({ total: 5 }), 'sitesPage');
    const late = client.getQueryCache().find({ queryKey: ['sitesPage'] });
    if (late) await copy.keep(late);
    await settle();
    expect(await allKept()).toEqual([]);
  });

  it('forgets only its own user at logout', async () => {
    const admin = setUp(ADMIN);
    const staff = setUp(STAFF);
    await read(admin.client, async () => ({ total: 4 }));
    await read(staff.client, async () => ({ total: 9 }));
    await until(async () => (await allKept()).length === 2);
    await admin.copy.forget();
    expect((await allKept()).map((record) => record.owner)).toEqual([STAFF]);
  });

  it(`stays within its bounds: ${OFFLINE_COPY_MAX_ENTRIES} answers a user, the oldest read dropped first; none over ${OFFLINE_COPY_MAX_ENTRY_BYTES} characters`, async () => {
    const { client } = setUp(ADMIN);
    for (let page = 0; page < OFFLINE_COPY_MAX_ENTRIES + 3; page += 1) {
      await client.fetchQuery({
        queryKey: ['sitesPage', { page }],
        queryFn: async () => ({ page }),
      });
    }
    await until(async () => (await allKept()).length === OFFLINE_COPY_MAX_ENTRIES);
    await until(async () => !(await allKept()).some((record) => record.key.includes('"page":0')));
    await read(client, async () => ({ text: 'x'.repeat(OFFLINE_COPY_MAX_ENTRY_BYTES) }), 'big');
    await settle();
    expect((await allKept()).some((record) => record.key.includes('big'))).toBe(false);
  });

  it(`drops answers older than ${OFFLINE_COPY_LIFETIME_DAYS} days, of any user, and records of an older portal`, async () => {
    const old = Date.now() - (OFFLINE_COPY_LIFETIME_DAYS + 1) * 86_400_000;
    await transaction(db, [STORES.lastRead], 'readwrite', (tx) => {
      const store = tx.objectStore(STORES.lastRead);
      store.put({ key: `${STAFF}-x`, owner: STAFF, readAt: old, bytes: 2, query: {} });
      store.put({ key: `${ADMIN}|customer-data`, owner: ADMIN, readAt: Date.now(), data: {} });
      store.put({ key: `${ADMIN}-y`, owner: ADMIN, readAt: Date.now(), bytes: 2, query: {} });
    });
    const copy: OfflineCopy = setUp(ADMIN).copy;
    await copy.collect();
    expect((await allKept()).map((record) => record.key)).toEqual([`${ADMIN}-y`]);
  });
});
