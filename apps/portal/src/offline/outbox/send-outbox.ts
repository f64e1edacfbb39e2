import type { Owner } from '../owner';
import type { OutboxActions } from './outbox-actions';
import type { OutboxEntry } from './outbox-entry';
import { type SaveResult, saveOrQueue } from './save-or-queue';
import type { SendOptions } from './send-inspection';
import type { OutboxApi } from './send-write';
import { isOwnFailure } from './step-aside';

export interface SendRoundOptions {
  outbox: OutboxActions;
  owner: Owner;
  api: OutboxApi;
  signal?: AbortSignal;
  wait?: SendOptions['wait'];
  /**
   * Asked before each entry: false when this tab may no longer send (another took over the
   * lease after this one was held up); the round then stops.
   */
  mayGoOn?: () => Promise<boolean>;
  /** The clock an entry's `heldUntil` is compared with (tests pass their own). */
  now?: () => number;
  /** Told as each entry is tried and what became of it. */
  onProgress?: (event: { entry: OutboxEntry; result: SaveResult | 'sending' }) => void;
}

export interface SendRoundResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /**
   * Why the round stopped before the end of the outbox, if it did; 'retry' also when an entry
   * failed on its own and stepped aside (the round went on without it).
   */
  stoppedBy: 'retry' | 'signed-out' | 'aborted' | 'yielded' | null;
  /** Outcomes the device could not record (the entry could not be removed, marked or counted). */
  storageErrors: unknown[];
  /** The earliest time an entry that stepped aside may be tried again, if one waits so. */
  nextDueAt: number | null;
}

/** Two entries failing on their own in a row: the trouble is the server's, not theirs. */
const OWN_FAILURES_IN_A_ROW = 2;

/**
 * One pass over the owner's waiting entries of every kind, oldest first, one at a time, each
 * through the one save path (saveOrQueue) with its own key. The server sees each site's writes
 * (inspections, and notes that move its stock) in the order they were made: an entry held back holds back the later ones of its site (this round),
 * never another site's. A refused entry is kept with its reason and the pass goes on. An entry
 * that fails on its own (a time-out, a 5xx: step-aside.ts) steps aside until its own retry time,
 * says why on its row, and the pass goes on with the other sites; a second such failure in a
 * row, no connection, or a finished session stop it, and the caller tries again later.
 */
export async function sendOutbox(options: SendRoundOptions): Promise<SendRoundResult> {
  const { outbox, owner, onProgress } = options;
  const now = options.now ?? Date.now;
  const done: SendRoundResult = {
    sent: [],
    refused: [],
    stoppedBy: null,
    storageErrors: [],
    nextDueAt: null,
  };
  const waiting = (await outbox.list(owner)).filter((entry) => entry.status === 'waiting');
  // Sites with an earlier entry held back: their later entries wait behind it.
  const heldSites = new Set<number>();
  const due = (at: number) => {
    done.nextDueAt = done.nextDueAt === null ? at : Math.min(done.nextDueAt, at);
  };
  let ownFailuresInARow = 0;
  for (const entry of waiting) {
    if (options.signal?.aborted) return { ...done, stoppedBy: 'aborted' };
    if (heldSites.has(entry.siteId)) continue;
    if (entry.heldUntil !== undefined && entry.heldUntil > now()) {
      heldSites.add(entry.siteId);
      due(entry.heldUntil);
      continue;
    }
    if (options.mayGoOn && !(await options.mayGoOn())) return { ...done, stoppedBy: 'yielded' };
    // Sent or discarded meanwhile (another tab, the form): nothing to send.
    const write = await outbox.write(owner, entry.id);
    if (!write) continue;
    onProgress?.({ entry, result: 'sending' });
    const result = await saveOrQueue({
      ...write,
      api: options.api,
      owner,
      site: { id: entry.siteId, name: entry.siteName },
      key: entry.idempotencyKey,
      savedAt: entry.savedAt,
      entry,
      signal: options.signal,
      wait: options.wait,
      outbox,
      now,
    });
    onProgress?.({ entry, result });
    if ('storageError' in result && result.storageError) {
      done.storageErrors.push(result.storageError);
    }
    if (result.kind === 'stored' || result.kind === 'refused') ownFailuresInARow = 0;
    if (result.kind === 'stored') done.sent.push(entry);
    else if (result.kind === 'refused')
      done.refused.push({ ...entry, status: 'refused', reason: result.reason });
    else if (result.kind === 'queued') {
      if (result.because === 'session') return { ...done, stoppedBy: 'signed-out' };
      if (!isOwnFailure(result.because)) return { ...done, stoppedBy: 'retry' };
      // It steps aside (saveOrQueue gave it its time); the other sites' entries go on.
      done.stoppedBy = 'retry';
      heldSites.add(entry.siteId);
      if (result.heldUntil !== undefined) due(result.heldUntil);
      ownFailuresInARow += 1;
      if (ownFailuresInARow >= OWN_FAILURES_IN_A_ROW) return done;
    } else if (result.kind === 'aborted') return { ...done, stoppedBy: 'aborted' };
    else if (result.kind === 'not-kept') throw result.error;
  }
  return done;
}
