import { newIdempotencyKey } from '@scaffold/api-client';
import { result, STORES, transaction, withOfflineDb } from '../offline-db';
import type { DbAccess } from './outbox-actions';

/** How long a tab's lease on sending lasts unless renewed: a closed tab's lapses by then. */
export const LEASE_MS = 30_000;
/** The holder renews it this often while it sends. */
export const LEASE_RENEW_MS = 10_000;

/**
 * A round run by at most one of the portal's tabs. `mayGoOn` is asked before each send: false
 * when this tab has lost its turn (its lease lapsed while it was held up and another tab took
 * it). Resolves 'busy' without running when another tab is sending (it sends ours too).
 */
export type Exclusive = (
  round: (mayGoOn: () => Promise<boolean>) => Promise<void>,
) => Promise<'ran' | 'busy'>;

const always = async () => true;

/** Web Locks: the browser releases a closed tab's lock by itself. */
function webLock(locks: LockManager, name: string): Exclusive {
  return async (round) => {
    let ran = false;
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      ran = true;
      await round(always);
    });
    return ran ? 'ran' : 'busy';
  };
}

interface Lease {
  name: string;
  holder: string;
  expiresAt: number;
}

const isLease = (value: unknown): value is Lease =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Lease).holder === 'string' &&
  typeof (value as Lease).expiresAt === 'number';

/**
 * Takes or renews the lease `name` for `holder` when it is free, lapsed or already the
 * holder's; true when the holder has it. One readwrite transaction: IndexedDB runs the tabs'
 * transactions on a store one after another, so two tabs cannot both take it.
 */
export function takeLease(
  db: IDBDatabase,
  name: string,
  holder: string,
  now: number,
): Promise<boolean> {
  return transaction(db, [STORES.leases], 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.leases);
    const current = await result(store.get(name) as IDBRequest<unknown>);
    if (isLease(current) && current.holder !== holder && current.expiresAt > now) return false;
    store.put({ name, holder, expiresAt: now + LEASE_MS } satisfies Lease);
    return true;
  });
}

/** Gives the lease up, if the holder still has it. */
export function releaseLease(db: IDBDatabase, name: string, holder: string): Promise<void> {
  return transaction(db, [STORES.leases], 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.leases);
    const current = await result(store.get(name) as IDBRequest<unknown>);
    if (isLease(current) && current.holder === holder) store.delete(name);
  });
}

/**
 * Without Web Locks (Safari before 15.4, a portal served over plain http on a LAN): a lease in
 * IndexedDB with an expiry, renewed while the round runs and checked again before each send.
 */
function indexedDbLease(access: DbAccess, name: string, now: () => number): Exclusive {
  const holder = newIdempotencyKey();
  return async (round) => {
    if (!(await access((db) => takeLease(db, name, holder, now())))) return 'busy';
    let held = true;
    const renew = setInterval(() => {
      void access((db) => takeLease(db, name, holder, now())).then(
        (kept) => {
          held &&= kept;
        },
        () => {
          held = false;
        },
      );
    }, LEASE_RENEW_MS);
    try {
      await round(async () => {
        held &&= await access((db) => takeLease(db, name, holder, now()));
        return held;
      });
    } finally {
      clearInterval(renew);
      await access((db) => releaseLease(db, name, holder)).catch((error: unknown) =>
        // It lapses by itself within LEASE_MS: another tab then sends.
        console.warn('[outbox] the lease could not be given up', error),
      );
    }
    return 'ran';
  };
}

/**
 * Runs a round in one tab at a time: Web Locks where the browser has them, else the IndexedDB
 * lease. `locks` and `access` are for tests.
 */
export function exclusiveAcrossTabs(
  name: string,
  options: {
    locks?: LockManager | null;
    access?: DbAccess;
    now?: () => number;
  } = {},
): Exclusive {
  const locks =
    options.locks !== undefined
      ? options.locks
      : typeof navigator === 'undefined'
        ? null
        : (navigator.locks ?? null);
  if (locks) return webLock(locks, name);
  return indexedDbLease(options.access ?? withOfflineDb, name, options.now ?? Date.now);
}
