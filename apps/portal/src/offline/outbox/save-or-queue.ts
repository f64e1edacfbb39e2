import type { Inspection, Site } from '@scaffold/domain';
import { isKnownOffline } from '../connection';
import type { Owner } from '../owner';
import { askToKeepStorage } from '../storage-keeping';
import { outbox as browserOutbox, type OutboxActions } from './outbox-actions';
import type { OutboxEntry } from './outbox-entry';
import { announce } from './outbox-events';
import { writeOf } from './outbox-write';
import type { TransientCause } from './save-outcome';
import type { SendOptions } from './send-inspection';
import { type SendableWrite, sendWrite } from './send-write';
import { stepAsideUntil } from './step-aside';

/** Why a write waits in the outbox: a transient failure, or a session to sign in again. */
export type QueuedBecause = TransientCause | 'session';

/**
 * What saveOrQueue came to. `storageError`: the server's outcome is known but the device could
 * not record it (the outbox entry could not be removed, marked or counted); the caller says so.
 */
export type SaveResult =
  | {
      kind: 'stored';
      inspection: Inspection | null;
      /** A stored note's number, when its answer gave one. */
      number?: string | null;
      storageError?: unknown;
    }
  | { kind: 'refused'; status: number | null; reason: string; storageError?: unknown }
  /** `heldUntil`: an outbox entry that failed on its own stepped aside until then (step-aside.ts). */
  | { kind: 'queued'; because: QueuedBecause; heldUntil?: number; storageError?: unknown }
  /** It could not be saved now, and the device could not keep it either: it stays in the form. */
  | { kind: 'not-kept'; because: QueuedBecause; error: unknown }
  | { kind: 'aborted' };

export type SaveRequest = SendableWrite & SaveContext;

/** The save of an inspection (its callers name no kind). */
export type InspectionSaveRequest = Extract<SaveRequest, { kind?: 'inspection' }>;

interface SaveContext {
  owner: Owner;
  /** The site it is about (a note's: where the kit goes to, or comes from). */
  site: Pick<Site, 'id' | 'name'>;
  /** The draft its form keeps until it is sent: removed with its outbox entry. */
  draftId?: string;
  /** The Idempotency-Key of this content (docs/DECISIONS.md "Saves and the outbox": the key's life). */
  key: string;
  /** When the inspector saved it (ms since the epoch): the outbox's order. */
  savedAt: number;
  /**
   * The outbox entry being sent (by the sender), or corrected and sent again (by the form): its
   * outcome is recorded on it instead of queuing a new one.
   */
  entry?: OutboxEntry;
  signal?: AbortSignal;
  wait?: SendOptions['wait'];
  /** The outbox to use (tests pass one over their own database). */
  outbox?: OutboxActions;
  /** The clock of an entry's step-aside time (tests pass their own). */
  now?: () => number;
}

/**
 * The one save path of every write (an inspection, a delivery or collection note), for its form
 * and the outbox's sender alike:
 * sends it with its key (not even tried when the browser knows it is offline) and acts on the
 * outcome. Stored: done (an outbox entry leaves). Refused: the caller shows the reason (an entry
 * is marked refused). Transient or session: kept in the outbox and sent again (a new inspection
 * is queued, an entry counts an attempt); the first queued inspection asks the browser to keep
 * the storage. A correction of a refused entry is put back in line with its key before it is
 * sent, so a lost answer or a failed clean-up can never make a second copy.
 */
export async function saveOrQueue(request: SaveRequest): Promise<SaveResult> {
  const { owner, site, values, key, outbox = browserOutbox } = request;
  const kind = request.kind ?? 'inspection';
  let { entry } = request;
  const correcting = entry?.status === 'refused';
  if (entry && correcting) {
    try {
      entry = await outbox.hold(owner, entry.id, values, key);
    } catch (error) {
      console.error('[outbox] the corrected inspection could not be kept', error);
      return { kind: 'not-kept', because: 'unexpected', error };
    }
  }

  const outcome = isKnownOffline()
    ? ({ kind: 'transient', cause: 'offline', status: null } as const)
    : await sendWrite(site.id, request, {
        key,
        holder: owner,
        signal: request.signal,
        wait: request.wait,
      });

  const recorded = async <T extends SaveResult>(
    result: T,
    write: () => Promise<unknown>,
  ): Promise<T> => {
    try {
      await write();
      return result;
    } catch (storageError) {
      console.error('[outbox] could not record what became of a write', storageError);
      return { ...result, storageError };
    }
  };

  switch (outcome.kind) {
    case 'aborted':
      return outcome;
    case 'stored': {
      const sent = entry;
      return sent ? recorded(outcome, () => outbox.remove(owner, sent.id)) : outcome;
    }
    case 'refused': {
      const refused = entry;
      return refused
        ? recorded(outcome, () => outbox.refuse(owner, refused.id, outcome.reason))
        : outcome;
    }
    default: {
      const because: QueuedBecause = outcome.kind === 'session' ? 'session' : outcome.cause;
      const queued = { kind: 'queued', because } as const;
      if (entry) {
        const waiting = entry;
        // A correction now waits in line: the sender should know.
        if (correcting) announce({ type: 'queued' });
        // Waiting for sign-in is not an attempt; the rest count, for the history's record.
        if (because === 'session') return queued;
        const heldUntil = stepAsideUntil(
          because,
          waiting.attempts + 1,
          (request.now ?? Date.now)(),
        );
        return recorded({ ...queued, heldUntil }, () =>
          outbox.countAttempt(owner, waiting, { cause: because, heldUntil }),
        );
      }
      try {
        await outbox.queue({
          owner,
          site,
          ...writeOf(kind, values),
          idempotencyKey: key,
          savedAt: request.savedAt,
          ...(request.draftId === undefined ? {} : { draftId: request.draftId }),
        });
      } catch (error) {
        console.error('[outbox] the write could not be kept on this device', error);
        return { kind: 'not-kept', because, error };
      }
      void askToKeepStorage();
      return queued;
    }
  }
}
