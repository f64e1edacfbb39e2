import type { NewInspectionFormValues } from '@scaffold/domain';
import { result, STORES, transaction } from '../offline-db';
import type { Owner } from '../owner';
import {
  bySavedAt,
  isOutboxEntry,
  kindOf,
  type OutboxEntry,
  type OutboxPayload,
} from './outbox-entry';
import { type OutboxValues, type OutboxWrite, writeOf } from './outbox-write';

/** Puts an entry and what it saves in the outbox, both or neither. */
export function addToOutbox(
  db: IDBDatabase,
  entry: OutboxEntry,
  values: OutboxValues,
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

/** An inspection entry's form values, if it is still there and the owner's. */
export async function readPayload(
  db: IDBDatabase,
  owner: Owner,
  id: string,
): Promise<NewInspectionFormValues | null> {
  const write = await readWrite(db, owner, id);
  return write && kindOf(write) === 'inspection' ? (write.values as NewInspectionFormValues) : null;
}

/** What an entry saves, of its kind, if it is still there and the owner's. */
export async function readWrite(
  db: IDBDatabase,
  owner: Owner,
  id: string,
): Promise<OutboxWrite | null> {
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
  if (!isOutboxEntry(entry) || entry.owner !== owner || !payload) return null;
  return writeOf(kindOf(entry), payload.values);
}

/**
 * Changes an entry (and, with `values`, what it saves) in one transaction. Resolves with the
 * entry as stored, or null when it is gone (sent or discarded meanwhile) or not the owner's.
 */
export function updateEntry(
  db: IDBDatabase,
  owner: Owner,
  id: string,
  change: Partial<Omit<OutboxEntry, 'id' | 'owner' | 'kind'>>,
  values?: OutboxValues,
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

/**
 * Takes an entry and what it saves out of the outbox (sent, or discarded by its owner), and the
 * draft its form kept until then, if any: all or nothing.
 */
export function removeFromOutbox(db: IDBDatabase, owner: Owner, id: string): Promise<boolean> {
  const stores = [STORES.outbox, STORES.payloads, STORES.drafts];
  return transaction(db, stores, 'readwrite', async (tx) => {
    const current = await result(tx.objectStore(STORES.outbox).get(id) as IDBRequest<unknown>);
    if (!isOutboxEntry(current) || current.owner !== owner) return false;
    tx.objectStore(STORES.outbox).delete(id);
    tx.objectStore(STORES.payloads).delete(id);
    if (current.draftId !== undefined) tx.objectStore(STORES.drafts).delete(current.draftId);
    return true;
  });
}
