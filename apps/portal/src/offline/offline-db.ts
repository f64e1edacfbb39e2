/**
 * The portal's IndexedDB database: what must outlive a reload and a browser restart while there
 * is no signal. `outbox` holds the writes waiting to be sent (inspections and hire notes:
 * small entries, listed often), `outbox-payloads` what they save with photos and signatures
 * (large, read only to send or correct one), `last-read` the offline copy of the screens' reads, per user
 * (data/cache/persisted-cache.ts), `drafts` the New Inspection forms and hire notes not yet saved, per user
 * and site, and `leases` which tab sends the outbox where the browser has no Web Locks.
 */
export const OFFLINE_DB_NAME = 'scaffold-offline';
export const OFFLINE_DB_VERSION = 2;

export const STORES = {
  outbox: 'outbox',
  payloads: 'outbox-payloads',
  lastRead: 'last-read',
  drafts: 'drafts',
  leases: 'leases',
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];

function createStores(db: IDBDatabase): void {
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
  if (!db.objectStoreNames.contains(STORES.drafts)) {
    const drafts = db.createObjectStore(STORES.drafts, { keyPath: 'id' });
    drafts.createIndex('savedAt', 'savedAt');
  }
  if (!db.objectStoreNames.contains(STORES.leases)) {
    db.createObjectStore(STORES.leases, { keyPath: 'name' });
  }
}

const hasEveryStore = (db: IDBDatabase) =>
  Object.values(STORES).every((store) => db.objectStoreNames.contains(store));

function request(
  factory: IDBFactory,
  version: number | undefined,
  onGone: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening =
      version === undefined
        ? factory.open(OFFLINE_DB_NAME)
        : factory.open(OFFLINE_DB_NAME, version);
    opening.onupgradeneeded = () => createStores(opening.result);
    opening.onsuccess = () => {
      const db = opening.result;
      // A newer version opened in another tab: step aside so its upgrade can run; the next
      // caller opens the database again.
      db.onversionchange = () => {
        db.close();
        onGone(db);
      };
      // Closed by the browser (storage cleared, WebKit's lost connection after backgrounding).
      db.onclose = () => onGone(db);
      resolve(db);
    };
    opening.onerror = () => reject(opening.error);
    opening.onblocked = () => reject(new Error('The offline database is blocked by another tab.'));
  });
}

/**
 * Opens (and on first use creates) the database with the given factory. A database already
 * upgraded past this version by a newer portal in another tab is opened at its version when it
 * still has every store this portal uses. `onGone` hears when the connection closes under us.
 */
export async function openOfflineDb(
  factory: IDBFactory,
  onGone: (db: IDBDatabase) => void = () => {},
): Promise<IDBDatabase> {
  try {
    return await request(factory, OFFLINE_DB_VERSION, onGone);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    const db = await request(factory, undefined, onGone);
    if (hasEveryStore(db)) return db;
    db.close();
    throw error;
  }
}

/** The page's connection: being opened, and once open, which one it is. */
interface SharedConnection {
  opening: Promise<IDBDatabase>;
  db?: IDBDatabase;
}
let shared: SharedConnection | undefined;

/** Forgets the shared connection (closed, or found dead) if it is still `db`. */
function forget(db: IDBDatabase): void {
  if (shared?.db === db) shared = undefined;
}

/**
 * The browser's database, opened once per page and opened again after it closed (a newer
 * version in another tab, the browser dropping it). Rejects where IndexedDB is missing or
 * refused (some private modes); callers then work without drafts or an outbox.
 */
export function offlineDb(): Promise<IDBDatabase> {
  if (!shared) {
    const current: SharedConnection = {
      opening:
        typeof indexedDB === 'undefined'
          ? Promise.reject(new Error('IndexedDB is not available.'))
          : openOfflineDb(indexedDB, forget),
    };
    shared = current;
    current.opening.then(
      (db) => {
        current.db = db;
      },
      // A failure is not kept: the next caller tries again.
      () => {
        if (shared === current) shared = undefined;
      },
    );
  }
  return shared.opening;
}

/**
 * Whether an error says the connection itself is gone rather than the request being wrong:
 * closed (InvalidStateError) or lost (WebKit's UnknownError 'Connection to Indexed Database
 * server lost. Refresh the page to try again').
 */
export function isConnectionGone(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'InvalidStateError' ||
    (error.name === 'UnknownError' && /connection/i.test(error.message))
  );
}

/**
 * Runs `work` with the browser's database; when the connection turns out to be gone, opens it
 * again and runs `work` once more, so writes keep working without a reload.
 */
export async function withOfflineDb<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await offlineDb();
  try {
    return await work(db);
  } catch (error) {
    if (!isConnectionGone(error)) throw error;
    forget(db);
    try {
      db.close();
    } catch {
      // already closed
    }
    return work(await offlineDb());
  }
}

/** Whether a write failed because the device's storage is full (or the site's quota is used). */
export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
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
    let tx: IDBTransaction;
    try {
      tx = db.transaction(stores, mode);
    } catch (error) {
      reject(error);
      return;
    }
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
