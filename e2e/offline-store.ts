// The portal's IndexedDB (offline/offline-db.ts) as a test reads it, with a connection of
// its own: what the device keeps, whatever the app shows.
import type { Page } from 'playwright-core';
import { OFFLINE_DB_NAME } from '../apps/portal/src/offline/offline-db';

/** How many records a store of the portal's database holds (0 before the database exists). */
export const countIn = (page: Page, store: string) =>
  page.evaluate(
    async ({ database, name }) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(database)) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      });
    },
    { database: OFFLINE_DB_NAME, name: store },
  );

/** Every record a store of the portal's database holds ([] before the database exists). */
export const recordsIn = (page: Page, store: string) =>
  page.evaluate(
    async ({ database, name }) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(database)) return [];
      return new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as unknown[]);
          };
        };
      });
    },
    { database: OFFLINE_DB_NAME, name: store },
  );
