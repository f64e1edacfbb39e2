// The page's IndexedDB connection opens again by itself: after another tab's newer version
// (versionchange), after it was closed under the app, and at a newer version than ours.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isQuotaError,
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  offlineDb,
  STORES,
  transaction,
  withOfflineDb,
} from './offline-db';

let factory: IDBFactory;
beforeEach(() => {
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  return async () => {
    (await offlineDb()).close();
    vi.unstubAllGlobals();
  };
});

const write = (id: string) =>
  withOfflineDb((db) =>
    transaction(db, [STORES.leases], 'readwrite', (tx) => {
      tx.objectStore(STORES.leases).put({ name: id, holder: 'test', expiresAt: 0 });
    }),
  );

const count = () =>
  withOfflineDb((db) =>
    transaction(
      db,
      [STORES.leases],
      'readonly',
      (tx) =>
        new Promise<number>((resolve) => {
          const request = tx.objectStore(STORES.leases).count();
          request.onsuccess = () => resolve(request.result);
        }),
    ),
  );

/** Another tab opens the database at a newer version (a newer portal), then lets it go. */
function newerVersionElsewhere(version: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(OFFLINE_DB_NAME, version);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('the offline database connection', () => {
  it('opens again after another tab upgraded it, and keeps writing', async () => {
    await write('before');
    const first = await offlineDb();
    await newerVersionElsewhere(OFFLINE_DB_VERSION + 1);
    await write('after');
    expect(await offlineDb()).not.toBe(first);
    expect((await offlineDb()).version).toBe(OFFLINE_DB_VERSION + 1);
    expect(await count()).toBe(2);
  });

  it('opens again when the connection was closed under it (the next write retries once)', async () => {
    await write('before');
    (await offlineDb()).close();
    await write('after');
    expect(await count()).toBe(2);
  });

  it('still fails for what is not the connection’s fault', async () => {
    await expect(
      withOfflineDb((db) => transaction(db, ['no-such-store' as never], 'readonly', () => null)),
    ).rejects.toThrow();
  });

  it('knows a quota error when it sees one', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('closed', 'InvalidStateError'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
