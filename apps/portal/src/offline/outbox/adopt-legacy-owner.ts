import { STORES, transaction, withOfflineDb } from '../offline-db';
import { legacyOwnerOf, type OwnerSource, ownerOf } from '../owner';
import { renameOwnerInStorage } from './drafts';
import type { DbAccess } from './outbox-actions';
import { isOutboxEntry } from './outbox-entry';
import { announce } from './outbox-events';
import { trackAdoption } from './owner-adoption';

/**
 * Moves what an older portal kept for this user under its old owner key (a 32-bit hash of the
 * email) to the key it has now (the server's user id): the outbox entries and the drafts, in one
 * transaction, and the changes stashed in localStorage. The old key's offline copy is only
 * dropped (it is read again). Nothing of another key is touched. Resolves once done.
 */
export async function adoptLegacyRecords(
  user: OwnerSource,
  access: DbAccess = withOfflineDb,
  local: () => Parameters<typeof renameOwnerInStorage>[0] = () => localStorage,
): Promise<void> {
  const from = legacyOwnerOf(user);
  const to = ownerOf(user);
  if (from === to) return;
  let moved = 0;
  await access((db) =>
    transaction(db, [STORES.outbox, STORES.drafts, STORES.lastRead], 'readwrite', (tx) => {
      const outbox = tx.objectStore(STORES.outbox);
      const entries = outbox.index('owner').openCursor(from);
      entries.onsuccess = () => {
        const found = entries.result;
        if (!found) return;
        if (isOutboxEntry(found.value)) {
          found.update({ ...found.value, owner: to });
          moved += 1;
        }
        found.continue();
      };
      const drafts = tx.objectStore(STORES.drafts);
      const prefix = `${from}|`;
      // A device holds a handful of drafts: each is looked at.
      const all = drafts.openCursor();
      all.onsuccess = () => {
        const found = all.result;
        if (!found) return;
        const record = found.value as { id?: unknown };
        if (typeof record.id !== 'string' || !record.id.startsWith(prefix)) {
          found.continue();
          return;
        }
        const id = `${to}|${record.id.slice(prefix.length)}`;
        // A draft already under the new key is the newer one: it stays.
        const existing = drafts.count(id);
        existing.onsuccess = () => {
          if (existing.result === 0) drafts.put({ ...record, id, owner: to });
        };
        found.delete();
        found.continue();
      };
      const lastRead = tx.objectStore(STORES.lastRead).index('owner').openCursor(from);
      lastRead.onsuccess = () => {
        const found = lastRead.result;
        if (!found) return;
        found.delete();
        found.continue();
      };
    }),
  );
  try {
    renameOwnerInStorage(local(), from, to);
  } catch {
    // localStorage disabled: nothing was stashed there
  }
  if (moved > 0) announce({ type: 'changed' });
}

/**
 * adoptLegacyRecords once per page and user; a failure is logged and tried again at the next
 * sign-in. The outbox's sender and the drafts wait for it (whenAdopted).
 */
export const adoptOnce = (user: OwnerSource): Promise<void> =>
  trackAdoption(ownerOf(user), () => adoptLegacyRecords(user));
