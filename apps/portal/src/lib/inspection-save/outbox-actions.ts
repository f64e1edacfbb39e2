import { newIdempotencyKey } from '@scaffold/api-client';
import type { NewInspectionFormValues, Site } from '@scaffold/domain';
import { offlineDb } from '../offline/offline-db';
import type { Owner } from '../offline/owner';
import type { OutboxEntry } from './outbox-entry';
import { announce } from './outbox-events';
import { addToOutbox, readPayload, removeFromOutbox, updateEntry } from './outbox-store';

/**
 * Puts an inspection that met no connection in the outbox, with the Idempotency-Key its save was
 * tried with (it may have reached the server: the key keeps the next send from saving it twice).
 * Rejects when the device cannot keep it (no IndexedDB, storage full): the form then keeps its
 * draft and says so.
 */
export async function queueInspection(input: {
  owner: Owner;
  site: Pick<Site, 'id' | 'name'>;
  values: NewInspectionFormValues;
  idempotencyKey: string;
  savedAt: number;
}): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: newIdempotencyKey(),
    owner: input.owner,
    siteId: input.site.id,
    siteName: input.site.name,
    savedAt: input.savedAt,
    idempotencyKey: input.idempotencyKey,
    status: 'waiting',
    attempts: 0,
    reason: null,
  };
  await addToOutbox(await offlineDb(), entry, input.values);
  announce({ type: 'queued' });
  return entry;
}

/** A refused entry's inspection, to open it for correction. */
export async function queuedValues(owner: Owner, id: string) {
  return readPayload(await offlineDb(), owner, id);
}

/** Keeps the corrections made to a refused entry as they are typed (it stays refused). */
export async function keepCorrection(owner: Owner, id: string, values: NewInspectionFormValues) {
  await updateEntry(await offlineDb(), owner, id, {}, values);
}

/**
 * A corrected entry goes back in line with the key of its new attempt: the refused one saved
 * nothing, and a server may keep its refusal under the old key.
 */
export async function requeueCorrected(
  owner: Owner,
  id: string,
  values: NewInspectionFormValues,
  idempotencyKey: string,
): Promise<OutboxEntry> {
  const entry = await updateEntry(
    await offlineDb(),
    owner,
    id,
    { status: 'waiting', reason: null, attempts: 0, idempotencyKey },
    values,
  );
  if (!entry) throw new Error('The inspection is no longer in the outbox.');
  announce({ type: 'queued' });
  return entry;
}

/** Takes an entry out: discarded by its owner, or sent by the form itself after a correction. */
export async function removeQueued(owner: Owner, id: string): Promise<void> {
  await removeFromOutbox(await offlineDb(), owner, id);
  announce({ type: 'changed' });
}
