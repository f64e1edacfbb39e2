import { newIdempotencyKey } from '@scaffold/api-client';
import type { NewInspectionFormValues, Site } from '@scaffold/domain';
import { withOfflineDb } from '../offline-db';
import type { Owner } from '../owner';
import type { FailureCause, OutboxEntry } from './outbox-entry';
import { announce } from './outbox-events';
import {
  addToOutbox,
  listOutbox,
  readPayload,
  readWrite,
  removeFromOutbox,
  updateEntry,
} from './outbox-store';
import type { OutboxValues, OutboxWrite } from './outbox-write';

/** Runs work on the database: the browser's, reopened when its connection is gone (tests: theirs). */
export type DbAccess = <T>(work: (db: IDBDatabase) => Promise<T>) => Promise<T>;

/**
 * The outbox's writes and reads, each telling this tab and the others what changed. Every
 * failure rejects: the caller says so (nothing here is swallowed).
 */
export function outboxOn(access: DbAccess) {
  return {
    /**
     * Puts a write that could not be saved now in the outbox, with the Idempotency-Key its save
     * was tried with (it may have reached the server: the key keeps the next send from saving it
     * twice). Rejects when the device cannot keep it (no IndexedDB, storage full).
     */
    async queue(
      input: {
        owner: Owner;
        site: Pick<Site, 'id' | 'name'>;
        idempotencyKey: string;
        savedAt: number;
        /** The draft to remove with the entry once it is sent. */
        draftId?: string;
      } & OutboxWrite,
    ): Promise<OutboxEntry> {
      const entry: OutboxEntry = {
        id: newIdempotencyKey(),
        owner: input.owner,
        kind: input.kind ?? 'inspection',
        ...(input.draftId === undefined ? {} : { draftId: input.draftId }),
        siteId: input.site.id,
        siteName: input.site.name,
        savedAt: input.savedAt,
        idempotencyKey: input.idempotencyKey,
        status: 'waiting',
        attempts: 0,
        reason: null,
      };
      await access((db) => addToOutbox(db, entry, input.values));
      announce({ type: 'queued' });
      return entry;
    },

    list: (owner: Owner) => access((db) => listOutbox(db, owner)),

    /** A queued inspection's values (to open it for correction); null for another kind. */
    values: (owner: Owner, id: string) => access((db) => readPayload(db, owner, id)),

    /** What an entry saves, of its kind (to send it). */
    write: (owner: Owner, id: string) => access((db) => readWrite(db, owner, id)),

    /**
     * Keeps the corrections made to a refused entry as they are typed (it stays refused);
     * `idempotencyKey` when the first change after a refusal makes its new key.
     */
    async keepCorrection(
      owner: Owner,
      id: string,
      values: NewInspectionFormValues,
      idempotencyKey?: string,
    ): Promise<void> {
      const kept = await access((db) =>
        updateEntry(db, owner, id, idempotencyKey ? { idempotencyKey } : {}, values),
      );
      if (!kept) throw new Error('The inspection is no longer in the outbox.');
    },

    /**
     * Before a corrected entry is sent: back in line as waiting, with the key it is sent with. If
     * the answer or the clean-up after it is lost, the sender sends it again with that key and the
     * server answers from its first answer, so it is never stored twice. Not announced as queued:
     * the form sends it now.
     */
    async hold(
      owner: Owner,
      id: string,
      values: OutboxValues,
      idempotencyKey: string,
    ): Promise<OutboxEntry> {
      const entry = await access((db) =>
        updateEntry(
          db,
          owner,
          id,
          {
            status: 'waiting',
            reason: null,
            attempts: 0,
            idempotencyKey,
            lastFailure: undefined,
            heldUntil: undefined,
          },
          values,
        ),
      );
      if (!entry) throw new Error('It is no longer in the outbox.');
      announce({ type: 'changed' });
      return entry;
    },

    /** A refusal: the entry stays, with the server's reason, for its owner to correct or discard. */
    async refuse(owner: Owner, id: string, reason: string): Promise<OutboxEntry | null> {
      const entry = await access((db) => updateEntry(db, owner, id, { status: 'refused', reason }));
      announce({ type: 'changed' });
      return entry;
    },

    /**
     * One more attempt that met no connection, a time-out or a server error, and why. One that
     * failed on its own (`heldUntil`) steps aside until then (send-outbox.ts).
     */
    async countAttempt(
      owner: Owner,
      entry: OutboxEntry,
      failure: { cause: FailureCause; heldUntil?: number },
    ): Promise<void> {
      await access((db) =>
        updateEntry(db, owner, entry.id, {
          attempts: entry.attempts + 1,
          lastFailure: failure.cause,
          heldUntil: failure.heldUntil,
        }),
      );
    },

    /** Takes an entry out: stored on the server, or discarded by its owner. */
    async remove(owner: Owner, id: string): Promise<void> {
      await access((db) => removeFromOutbox(db, owner, id));
      announce({ type: 'changed' });
    },
  };
}

export type OutboxActions = ReturnType<typeof outboxOn>;

/** The browser's outbox. */
export const outbox: OutboxActions = outboxOn(withOfflineDb);
