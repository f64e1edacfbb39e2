import type { Id } from '@scaffold/domain';
import { result, STORES, transaction, withOfflineDb } from '../offline-db';
import type { Owner } from '../owner';
import { DRAFT_LIFETIME_DAYS } from './drafts';
import type { DbAccess } from './outbox-actions';

/** The notes a driver fills on site; each keeps its own draft. */
export type NoteKind = 'delivery-note' | 'collection-note';

/**
 * An unsent hire note's form, kept in IndexedDB (the drafts store, beside the inspections')
 * per user, kind and place so a reload or a closed tab on site loses nothing typed: the lines,
 * the vehicle, the signatures and the drop photo as data URLs. It carries the note's one
 * Idempotency-Key, so a send after a reload is the same send. It expires with the inspections'
 * drafts, and leaves with its outbox entry once the server has stored the note.
 */
export interface NoteDraft<V> {
  id: string;
  owner: Owner;
  kind: NoteKind;
  /** The site it is about, or 0 before one is chosen. */
  siteId: Id;
  /** When it was last written (ms since the epoch): the drafts' expiry index. */
  savedAt: number;
  values: V;
  key: string;
}

const LIFETIME_MS = DRAFT_LIFETIME_DAYS * 86_400_000;

/** A new note of a site, or the correction of a note: one draft each. */
export type NotePlace = { siteId: Id | null } | { corrects: Id };

export function noteDraftId(owner: Owner, kind: NoteKind, place: NotePlace): string {
  const where = 'corrects' in place ? `corrects-${place.corrects}` : `site-${place.siteId ?? 0}`;
  return `${owner}|${kind}|${where}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a stored record is a note draft of this id and owner (never trusted blindly). */
function isNoteDraft(value: unknown, id: string, owner: Owner): value is NoteDraft<unknown> {
  return (
    isObject(value) &&
    value.id === id &&
    value.owner === owner &&
    (value.kind === 'delivery-note' || value.kind === 'collection-note') &&
    typeof value.siteId === 'number' &&
    typeof value.savedAt === 'number' &&
    isObject(value.values) &&
    typeof value.key === 'string' &&
    value.key.length > 0
  );
}

/**
 * The draft, or null when there is none, it expired or it is unreadable. Its values are the
 * form's as typed: the form lays them over its empty values and checks them on send.
 */
export async function readNoteDraft(
  db: IDBDatabase,
  owner: Owner,
  id: string,
  now: number,
): Promise<NoteDraft<Record<string, unknown>> | null> {
  const raw = await transaction(db, [STORES.drafts], 'readonly', (tx) =>
    result(tx.objectStore(STORES.drafts).get(id) as IDBRequest<unknown>),
  );
  if (!isNoteDraft(raw, id, owner) || now - raw.savedAt > LIFETIME_MS) return null;
  return raw as NoteDraft<Record<string, unknown>>;
}

export function writeNoteDraft<V>(db: IDBDatabase, draft: NoteDraft<V>): Promise<void> {
  return transaction(db, [STORES.drafts], 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).put(draft);
  });
}

export function deleteNoteDraft(db: IDBDatabase, id: string): Promise<void> {
  return transaction(db, [STORES.drafts], 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).delete(id);
  });
}

/** The browser's note drafts (tests: over their own database). */
export function noteDraftsOn(access: DbAccess) {
  return {
    read: (owner: Owner, id: string, now: number) =>
      access((db) => readNoteDraft(db, owner, id, now)),
    write: <V>(draft: NoteDraft<V>) => access((db) => writeNoteDraft(db, draft)),
    remove: (id: string) => access((db) => deleteNoteDraft(db, id)),
  };
}

export const noteDrafts = noteDraftsOn(withOfflineDb);
