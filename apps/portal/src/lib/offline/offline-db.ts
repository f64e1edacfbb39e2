/**
 * The portal's IndexedDB database: what must outlive a reload and a browser restart while there
 * is no signal. `outbox` holds the inspections waiting to be sent (small entries, listed
 * often), `outbox-payloads` their form values with photos and signatures (large, read only to
 * send or correct one), `last-read` the offline copy of the screens' reads, per user (lib/query/offline-copy.ts).
 */
export const OFFLINE_DB_NAME = 'scaffold-offline';
const OFFLINE_DB_VERSION = 1;

export const STORES = {
  outbox: 'outbox',
  payloads: 'outbox-payloads',
  lastRead: 'last-read',
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];

/** Opens (and on first use creates) the database with the given factory. */
export function openOfflineDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(OFFLINE_DB_NAME, OFFLINE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORES.outbox)) {
        const outbox = db.createObjectStore(STORES.outbox, { keyPath: 'id' });
        outbox.createIndex('owner', 'owner');
      }
      if (!db.objectStoreNames.contains(STORES.payloads)) {
        db.createObjectStore(STORES.payloads, { keyPath: 'id' });
      }
      if (!db.objectStoreNames.contains(STORES.lastRead)) {
        const lastRead = db.createObjectStore(STORES.lastRead, { keyPath: 'key' });
        lastRead.createIndex('owner', 'owner');
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version opened in another tab: step aside so its upgrade can run.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The offline database is blocked by another tab.'));
  });
}

let shared: Promise<IDBDatabase> | undefined;

/**
 * The browser's database, opened once per page. Rejects where IndexedDB is missing or refused
 * (some private modes); callers then behave as before the outbox existed.
 */
export function offlineDb(): Promise<IDBDatabase> {
  if (!shared) {
    shared =
      typeof indexedDB === 'undefined'
        ? Promise.reject(new Error('IndexedDB is not available.'))
        : openOfflineDb(indexedDB);
    // A failure is not kept: the next caller tries again.
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

/** The result of one request, as a promise. */
export function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Runs `work` in one transaction and resolves with its value once the transaction has committed,
 * so a caller never reports a write that did not land. `work` issues its requests synchronously
 * (or awaits only requests of this transaction).
 */
export function transaction<T>(
  db: IDBDatabase,
  stores: StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    let value: T;
    tx.oncomplete = () => resolve(value);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The transaction was aborted.'));
    const fail = (error: unknown) => {
      try {
        tx.abort();
      } catch {
        // already finished
      }
      reject(error);
    };
    try {
      // Called at once, while the transaction is active.
      Promise.resolve(work(tx)).then((done) => {
        value = done;
      }, fail);
    } catch (error) {
      fail(error);
    }
  });
}
