import {
  hashKey,
  notifyManager,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import {
  experimental_createQueryPersister,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client';
import { result, STORES, transaction } from '../../offline/offline-db';
import type { Owner } from '../../offline/owner';

/**
 * The offline copy: the answers of the queries this user's screens read, kept on the device per
 * user so a screen still shows them, with the time they were read, when there is no connection.
 * Its bound is what the user last saw, not the firm's history:
 * - only queries a screen ran (a page of sites, one site's details, the dashboard's summary),
 *   never the spec's whole-customer answers (a query with `meta.persist: false`);
 * - each kept OFFLINE_COPY_LIFETIME_DAYS after it was read;
 * - at most OFFLINE_COPY_MAX_ENTRIES answers and OFFLINE_COPY_MAX_BYTES (JSON characters) per
 *   user, the oldest read dropped first; an answer over OFFLINE_COPY_MAX_ENTRY_BYTES is not kept.
 */
export const OFFLINE_COPY_LIFETIME_DAYS = 14;
export const OFFLINE_COPY_MAX_ENTRIES = 60;
export const OFFLINE_COPY_MAX_BYTES = 2_000_000;
export const OFFLINE_COPY_MAX_ENTRY_BYTES = 1_000_000;
const LIFETIME_MS = OFFLINE_COPY_LIFETIME_DAYS * 86_400_000;

/** What the persister hands the storage: the query and the size of its answer. */
interface StoredValue {
  query: PersistedQuery;
  bytes: number;
}

/** One kept answer in the `last-read` store. */
interface StoredRead extends StoredValue {
  /** `{owner}-{queryHash}` */
  key: string;
  owner: Owner;
  /** When the answer arrived (its dataUpdatedAt). */
  readAt: number;
}

export interface OfflineCopyOptions {
  owner: Owner;
  db: () => Promise<IDBDatabase>;
  /** Checks a kept answer again before it is shown (a newer portal may read an older answer). */
  check: (query: PersistedQuery) => Promise<PersistedQuery>;
  now?: () => number;
}

export interface OfflineCopy {
  owner: Owner;
  /** A query's `persister`: reads, with a kept answer standing in meanwhile; keeps what it read. */
  persisterFn: <T>(
    queryFn: (context: QueryFunctionContext) => T | Promise<T>,
    context: QueryFunctionContext,
    query: Query,
  ) => Promise<T>;
  /** Keeps a query's answer now (an answer set by hand: a saved inspection, a move). */
  keep: (query: Query) => Promise<void>;
  /** Stops every write of this copy at once, then drops what it kept (logout). */
  forget: () => Promise<void>;
  /** Stops every write of this copy (another user signs in, the session ends). */
  close: () => void;
  /** Drops expired answers of every user of the device. */
  collect: () => Promise<void>;
}

const isPersistable = (query: Query) => query.meta?.persist !== false;

/**
 * The offline copy of one user, over the portal's IndexedDB (offline/offline-db.ts) and
 * TanStack Query's per-query persister. Once closed, no write of it lands: the check is made
 * synchronously right before each write's transaction is created, and IndexedDB runs
 * transactions on a store in the order they were created, so a write that passed the check is
 * followed by forget()'s delete, and one after it never starts.
 */
export function createOfflineCopy({
  owner,
  db,
  check,
  now = Date.now,
}: OfflineCopyOptions): OfflineCopy {
  let closed = false;
  const prefix = owner;
  // What this copy holds (key → when read, size), read from the store once, kept in step here.
  let ledger: Promise<Map<string, { readAt: number; bytes: number }>> | undefined;
  const readLedger = () => {
    ledger ??= db().then((database) =>
      transaction(database, [STORES.lastRead], 'readonly', (tx) =>
        result(
          tx.objectStore(STORES.lastRead).index('owner').getAll(owner) as IDBRequest<StoredRead[]>,
        ),
      ).then(
        (records) =>
          new Map(
            records.map((record) => [
              record.key,
              { readAt: record.readAt ?? 0, bytes: record.bytes ?? 0 },
            ]),
          ),
      ),
    );
    return ledger;
  };

  const remove = async (key: string) => {
    try {
      const database = await db();
      (await readLedger()).delete(key);
      await transaction(database, [STORES.lastRead], 'readwrite', (tx) => {
        tx.objectStore(STORES.lastRead).delete(key);
      });
    } catch {
      // Not kept, or gone with the database: either way it will not be shown.
    }
  };

  const write = async (key: string, value: StoredValue) => {
    const held = await readLedger();
    const database = await db();
    // Synchronously from here to the transaction: see the function's comment.
    if (closed) return;
    const readAt = value.query.state.dataUpdatedAt;
    const record: StoredRead = { ...value, key, owner, readAt };
    const oversized = value.bytes > OFFLINE_COPY_MAX_ENTRY_BYTES;
    if (oversized) held.delete(key);
    else held.set(key, { readAt, bytes: value.bytes });
    const evicted = evictions(held);
    for (const gone of evicted) held.delete(gone);
    await transaction(database, [STORES.lastRead], 'readwrite', (tx) => {
      const store = tx.objectStore(STORES.lastRead);
      if (oversized) store.delete(key);
      else store.put(record);
      for (const gone of evicted) store.delete(gone);
    });
  };

  const storage = {
    async getItem(key: string): Promise<StoredValue | null> {
      if (closed) return null;
      const database = await db();
      const record = (await transaction(database, [STORES.lastRead], 'readonly', (tx) =>
        result(tx.objectStore(STORES.lastRead).get(key) as IDBRequest<StoredRead | undefined>),
      )) as StoredRead | undefined;
      return record && record.owner === owner && !closed ? record : null;
    },
    async setItem(key: string, value: StoredValue): Promise<void> {
      // Nobody awaits a write (the persister schedules it): a full or refused database must not
      // surface as an unhandled rejection; the screen works on without its offline copy.
      await write(key, value).catch((error: unknown) =>
        console.warn('[offline] could not keep the data', error),
      );
    },
    removeItem: (key: string) => remove(key),
    async entries(): Promise<[string, StoredValue][]> {
      const database = await db();
      const records = await transaction(database, [STORES.lastRead], 'readonly', (tx) =>
        result(
          tx.objectStore(STORES.lastRead).index('owner').getAll(owner) as IDBRequest<StoredRead[]>,
        ),
      );
      return records.map((record) => [record.key, record]);
    },
  };

  /** A kept answer as stored, checked again; fails when expired or of another shape. */
  const deserialize = async (value: StoredValue): Promise<PersistedQuery> => {
    if (!value || typeof value !== 'object' || !('query' in value)) {
      throw new Error('Not a kept answer of this portal.');
    }
    if (now() - value.query.state.dataUpdatedAt > LIFETIME_MS) throw new Error('Expired.');
    return check(value.query);
  };

  const persister = experimental_createQueryPersister<StoredValue>({
    storage,
    prefix,
    // Expiry is checked below against the portal's clock (stories and tests pin it).
    maxAge: Number.POSITIVE_INFINITY,
    // Read again after a restore by persisterFn below (the library's own refetch leaves its
    // failure unhandled).
    refetchOnRestore: false,
    filters: { predicate: isPersistable },
    serialize: (query) => {
      // The answer and when it was read; never an error or a fetch in flight.
      const { data, dataUpdatedAt } = query.state;
      const kept: PersistedQuery = {
        ...query,
        state: { ...query.state, data, dataUpdatedAt, error: null, fetchStatus: 'idle' },
      };
      return { query: kept, bytes: JSON.stringify(data ?? null).length };
    },
    deserialize,
  });

  /** This user's kept answer of a query, checked; none when there is none or it is unusable. */
  async function lookKept(query: Query): Promise<PersistedQuery | undefined> {
    const key = `${prefix}-${query.queryHash}`;
    try {
      const stored = await storage.getItem(key);
      if (!stored) return undefined;
      return await deserialize(stored).catch(async () => {
        await storage.removeItem(key);
        return undefined;
      });
    } catch {
      return undefined;
    }
  }

  /**
   * A read with no answer yet: it leaves at once, beside the look in the offline copy, not after
   * it (the look costs an IndexedDB open and a get, tasks behind a busy phone's rendering, before
   * the first screen's request could leave after a sign-in). A kept answer found before the
   * server's stands in meanwhile, with when it was read; if the read fails, it stands in as after
   * a restore (the read is made again so the screen says why: offline, with that time).
   */
  async function readWithKeptStandIn<T>(
    queryFn: (context: QueryFunctionContext<QueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<QueryKey>,
    query: Query,
  ): Promise<T> {
    let answered = false;
    const reading = Promise.resolve().then(() => queryFn(context));
    const looking = lookKept(query);
    void looking.then((kept) => {
      if (!kept || answered || query.state.data !== undefined) return;
      query.setState({
        data: kept.state.data,
        dataUpdatedAt: kept.state.dataUpdatedAt,
        status: 'success',
      });
    });
    try {
      const data = await reading;
      answered = true;
      notifyManager.schedule(() => void persister.persistQuery(query).catch(() => undefined));
      return data;
    } catch (error) {
      answered = true;
      const kept = await looking;
      if (!kept || context.signal.aborted) throw error;
      notifyManager.schedule(() => {
        query.setState({ dataUpdatedAt: kept.state.dataUpdatedAt });
        void query.fetch().catch(() => undefined);
      });
      return kept.state.data as T;
    }
  }

  /**
   * A record that is read again each time it is opened (`meta.revalidate`: an inspection, which
   * the client may still sign through a link): its read leaves at once, beside the look in the
   * offline copy, not after it (the look costs a task on a busy phone, ~110 ms under
   * 4× CPU, before the request could leave). A kept answer found first is shown meanwhile; the
   * server's answer replaces it and is kept. With no connection the kept answer stays shown and
   * the read's failure is the query's.
   */
  async function readBesideKept<T>(
    queryFn: (context: QueryFunctionContext<QueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<QueryKey>,
    query: Query,
  ): Promise<T> {
    let settled = false;
    const reading = Promise.resolve().then(() => queryFn(context));
    reading.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    const kept = await persister.retrieveQuery<T>(query.queryHash).catch(() => undefined);
    if (kept !== undefined && !settled) query.setState({ data: kept, status: 'success' });
    const data = await reading;
    notifyManager.schedule(() => void persister.persistQuery(query).catch(() => undefined));
    return data;
  }

  return {
    owner,
    persisterFn: async (queryFn, context, query) => {
      if (query.state.data === undefined) {
        const readContext = context as QueryFunctionContext<QueryKey>;
        if (query.meta?.revalidate === true) return readBesideKept(queryFn, readContext, query);
        if (isPersistable(query)) return readWithKeptStandIn(queryFn, readContext, query);
      }
      // An answer on screen already (or one never kept): read, and keep what was read.
      return persister.persisterFn(queryFn, context as QueryFunctionContext<QueryKey>, query);
    },
    keep: async (query) => {
      if (closed || !isPersistable(query) || query.state.data === undefined) return;
      await persister.persistQuery(query);
    },
    close: () => {
      closed = true;
    },
    forget: async () => {
      closed = true;
      ledger = undefined;
      const database = await db();
      await transaction(database, [STORES.lastRead], 'readwrite', (tx) => {
        const cursor = tx.objectStore(STORES.lastRead).index('owner').openKeyCursor(owner);
        cursor.onsuccess = () => {
          const found = cursor.result;
          if (!found) return;
          tx.objectStore(STORES.lastRead).delete(found.primaryKey);
          found.continue();
        };
      });
    },
    collect: async () => {
      const database = await db();
      const oldest = now() - LIFETIME_MS;
      await transaction(database, [STORES.lastRead], 'readwrite', (tx) => {
        const cursor = tx.objectStore(STORES.lastRead).openCursor();
        cursor.onsuccess = () => {
          const found = cursor.result;
          if (!found) return;
          const { readAt, query } = (found.value ?? {}) as Partial<StoredRead>;
          // Records of an older portal (no `query`) and expired ones alike.
          if (!query || typeof readAt !== 'number' || readAt < oldest) found.delete();
          found.continue();
        };
      });
      ledger = undefined;
    },
  };
}

/** The keys to drop so the copy stays within its bounds, oldest read first. */
function evictions(held: ReadonlyMap<string, { readAt: number; bytes: number }>): string[] {
  const byAge = [...held].sort(([, a], [, b]) => a.readAt - b.readAt);
  let count = byAge.length;
  let bytes = byAge.reduce((sum, [, entry]) => sum + entry.bytes, 0);
  const gone: string[] = [];
  for (const [key, entry] of byAge) {
    if (count <= OFFLINE_COPY_MAX_ENTRIES && bytes <= OFFLINE_COPY_MAX_BYTES) break;
    gone.push(key);
    count -= 1;
    bytes -= entry.bytes;
  }
  return gone;
}

/**
 * Puts an answer into a user's offline copy as if a screen had read it at `readAt` (stories and
 * tests of the offline screens; the app keeps what it reads through the persister).
 */
export async function keepAnswer(
  database: IDBDatabase,
  owner: Owner,
  queryKey: QueryKey,
  data: unknown,
  readAt: number,
): Promise<void> {
  const queryHash = hashKey(queryKey);
  const key = `${owner}-${queryHash}`;
  const query: PersistedQuery = {
    buster: '',
    queryHash,
    queryKey,
    state: {
      data,
      dataUpdatedAt: readAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
  const record: StoredRead = {
    key,
    owner,
    readAt,
    bytes: JSON.stringify(data).length,
    query,
  };
  await transaction(database, [STORES.lastRead], 'readwrite', (tx) => {
    tx.objectStore(STORES.lastRead).put(record);
  });
}

/**
 * The answer kept with `keepAnswer` under this owner and key, with when it was read; null when
 * there is none or it is older than the copy's lifetime. Unchecked: the caller parses it.
 */
export async function recallAnswer(
  database: IDBDatabase,
  owner: Owner,
  queryKey: QueryKey,
  now: number,
): Promise<{ data: unknown; readAt: number } | null> {
  const key = `${owner}-${hashKey(queryKey)}`;
  const record = (await transaction(database, [STORES.lastRead], 'readonly', (tx) =>
    result(tx.objectStore(STORES.lastRead).get(key) as IDBRequest<StoredRead | undefined>),
  )) as StoredRead | undefined;
  if (!record || now - record.readAt > LIFETIME_MS) return null;
  return { data: record.query.state.data, readAt: record.readAt };
}
