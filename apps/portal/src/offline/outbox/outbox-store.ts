import type { NewInspectionFormValues } from '@scaffold/domain';
import { result, STORES, transaction } from '../offline-db';
import type { Owner } from '../owner';
import { bySavedAt, isOutboxEntry, type OutboxEntry, type OutboxPayload } from './outbox-entry';

/** Puts an entry and its inspection in the outbox, both or neither. */
export function addToOutbox(
  db: IDBDatabase,
  entry: OutboxEntry,
  values: NewInspectionFormValues,
): Promise<void> {
  return transaction(db, [STORES.outbox, STORES.payloads], 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).add(entry);
    tx.objectStore(STORES.payloads).put({ id: entry.id, values } satisfies OutboxPayload);
  });
}

/** The owner's entries, oldest first. Another user's are never read. */
export async function listOutbox(db: IDBDatabase, owner: Owner): Promise<OutboxEntry[]> {
  const records = await transaction(db, [STORES.outbox], 'readonly', (tx) =>
    result(tx.objectStore(STORES.outbox).index('owner').getAll(owner) as IDBRequest<unknown[]>),
  );
  return records.filter(isOutboxEntry).sort(bySavedAt);
}

/** One entry, if it is still there and the owner's. */
export async function readEntry(
  db: IDBDatabase,
  owner: Owner,
  id: string,
): Promise<OutboxEntry | null> {
  const record = await transaction(db, [STORES.outbox], 'readonly', (tx) =>
    result(tx.objectStore(STORES.outbox).get(id) as IDBRequest<unknown>),
  );
  return isOutboxEntry(record) && record.owner === owner ? record : null;
}

/** The inspection of an entry, if it is still there and the owner's. */
export async function readPayload(
  db: IDBDatabase,
  owner: Owner,
  id: string,
): Promise<NewInspectionFormValues | null> {
  const [entry, payload] = await transaction(
    db,
    [STORES.outbox, STORES.payloads],
    'readonly',
    (tx) =>
      Promise.all([
        result(tx.objectStore(STORES.outbox).get(id) as IDBRequest<unknown>),
        result(tx.objectStore(STORES.payloads).get(id) as IDBRequest<OutboxPayload | undefined>),
      ]),
  );
  if (!isOutboxEntry(entry) || entry.owner !== owner) return null;
  return payload?.values ?? null;
}

/**
 * Changes an entry (and, with `values`, its inspection) in one transaction. Resolves with the
 * entry as stored, or null when it is gone (sent or discarded meanwhile) or not the owner's.
 */
export function updateEntry(
  db: IDBDatabase,
  owner: Owner,
  id: string,
  change: Partial<Omit<OutboxEntry, 'id' | 'owner'>>,
  values?: NewInspectionFormValues,
): Promise<OutboxEntry | null> {
  return transaction(db, [STORES.outbox, STORES.payloads], 'readwrite', async (tx) => {
    const outbox = tx.objectStore(STORES.outbox);
    const current = await result(outbox.get(id) as IDBRequest<unknown>);
    if (!isOutboxEntry(current) || current.owner !== owner) return null;
    const next: OutboxEntry = { ...current, ...change, id, owner };
    outbox.put(next);
    if (values) tx.objectStore(STORES.payloads).put({ id, values } satisfies OutboxPayload);
    return next;
  });
}

/** Takes an entry and its inspection out of the outbox (sent, or discarded by its owner). */
export function removeFromOutbox(db: IDBDatabase, owner: Owner, id: string): Promise<boolean> {
  return transaction(db, [STORES.outbox, STORES.payloads], 'readwrite', async (tx) => {
    const current = await result(tx.objectStore(STORES.outbox).get(id) as IDBRequest<unknown>);
    if (!isOutboxEntry(current) || current.owner !== owner) return false;
    tx.objectStore(STORES.outbox).delete(id);
    tx.objectStore(STORES.payloads).delete(id);
    return true;
  });
}
