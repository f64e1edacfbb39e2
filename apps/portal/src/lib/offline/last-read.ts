import { result, STORES, transaction } from './offline-db';
import type { Owner } from './owner';

/**
 * The last answer of a screen's read, kept per user so the screen can still show it with no
 * connection. Kept LAST_READ_LIFETIME_DAYS: older figures would mislead more than help.
 */
export const LAST_READ_LIFETIME_DAYS = 14;
const LAST_READ_LIFETIME_MS = LAST_READ_LIFETIME_DAYS * 86_400_000;

interface LastReadRecord {
  key: string;
  owner: Owner;
  /** When the answer arrived (ms since the epoch). */
  readAt: number;
  data: unknown;
}

export interface LastRead<T> {
  data: T;
  readAt: number;
}

const keyOf = (owner: Owner, name: string) => `${owner}|${name}`;

/** Keeps `data` as the owner's last answer of the read called `name`. */
export function rememberRead(
  db: IDBDatabase,
  owner: Owner,
  name: string,
  data: unknown,
  readAt: number,
): Promise<void> {
  const record: LastReadRecord = { key: keyOf(owner, name), owner, readAt, data };
  return transaction(db, [STORES.lastRead], 'readwrite', (tx) => {
    tx.objectStore(STORES.lastRead).put(record);
  });
}

/**
 * The owner's last answer of `name`, checked again by `parse` (a newer portal may read an
 * older answer); null when there is none, it is too old, or it no longer parses.
 */
export async function recallRead<T>(
  db: IDBDatabase,
  owner: Owner,
  name: string,
  parse: (data: unknown) => T,
  now: number,
): Promise<LastRead<T> | null> {
  const record = await transaction(db, [STORES.lastRead], 'readonly', (tx) =>
    result(tx.objectStore(STORES.lastRead).get(keyOf(owner, name)) as IDBRequest<unknown>),
  );
  if (!record || typeof record !== 'object') return null;
  const { readAt, data } = record as Partial<LastReadRecord>;
  if (typeof readAt !== 'number' || now - readAt > LAST_READ_LIFETIME_MS) return null;
  try {
    return { data: parse(data), readAt };
  } catch {
    return null;
  }
}

/** Drops everything kept for the owner (on logout: the figures are not left on the device). */
export function forgetReads(db: IDBDatabase, owner: Owner): Promise<void> {
  return transaction(db, [STORES.lastRead], 'readwrite', (tx) => {
    const cursor = tx.objectStore(STORES.lastRead).index('owner').openKeyCursor(owner);
    cursor.onsuccess = () => {
      const found = cursor.result;
      if (!found) return;
      tx.objectStore(STORES.lastRead).delete(found.primaryKey);
      found.continue();
    };
  });
}
