import type { ApiClient } from '@scaffold/api-client';
import type { Owner } from '../owner';
import type { OutboxActions } from './outbox-actions';
import type { OutboxEntry } from './outbox-entry';
import { type SaveResult, saveOrQueue } from './save-or-queue';
import type { SendOptions } from './send-inspection';

export interface SendRoundOptions {
  outbox: OutboxActions;
  owner: Owner;
  api: Pick<ApiClient, 'saveInspection'>;
  signal?: AbortSignal;
  wait?: SendOptions['wait'];
  /**
   * Asked before each entry: false when this tab may no longer send (another took over the
   * lease after this one was held up); the round then stops.
   */
  mayGoOn?: () => Promise<boolean>;
  /** Told as each entry is tried and what became of it. */
  onProgress?: (event: { entry: OutboxEntry; result: SaveResult | 'sending' }) => void;
}

export interface SendRoundResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /** Why the round stopped before the end of the outbox, if it did. */
  stoppedBy: 'retry' | 'signed-out' | 'aborted' | 'yielded' | null;
  /** Outcomes the device could not record (the entry could not be removed, marked or counted). */
  storageErrors: unknown[];
}

/**
 * One pass over the owner's waiting entries, oldest first, one at a time so the server sees
 * them in the order they were made, each through the one save path (saveOrQueue) with its own
 * key. A refused entry is kept with its reason and the pass goes on; a transient failure stops
 * it (the rest would meet the same) and the caller tries again later; so does a finished
 * session, after the user signs in again.
 */
export async function sendOutbox(options: SendRoundOptions): Promise<SendRoundResult> {
  const { outbox, owner, onProgress } = options;
  const done: SendRoundResult = { sent: [], refused: [], stoppedBy: null, storageErrors: [] };
  const waiting = (await outbox.list(owner)).filter((entry) => entry.status === 'waiting');
  for (const entry of waiting) {
    if (options.signal?.aborted) return { ...done, stoppedBy: 'aborted' };
    if (options.mayGoOn && !(await options.mayGoOn())) return { ...done, stoppedBy: 'yielded' };
    // Sent or discarded meanwhile (another tab, the form): nothing to send.
    const values = await outbox.values(owner, entry.id);
    if (!values) continue;
    onProgress?.({ entry, result: 'sending' });
    const result = await saveOrQueue({
      api: options.api,
      owner,
      site: { id: entry.siteId, name: entry.siteName },
      values,
      key: entry.idempotencyKey,
      savedAt: entry.savedAt,
      entry,
      signal: options.signal,
      wait: options.wait,
      outbox,
    });
    onProgress?.({ entry, result });
    if ('storageError' in result && result.storageError) {
      done.storageErrors.push(result.storageError);
    }
    if (result.kind === 'stored') done.sent.push(entry);
    else if (result.kind === 'refused')
      done.refused.push({ ...entry, status: 'refused', reason: result.reason });
    else if (result.kind === 'queued') {
      return { ...done, stoppedBy: result.because === 'session' ? 'signed-out' : 'retry' };
    } else if (result.kind === 'aborted') return { ...done, stoppedBy: 'aborted' };
    else if (result.kind === 'not-kept') throw result.error;
  }
  return done;
}
