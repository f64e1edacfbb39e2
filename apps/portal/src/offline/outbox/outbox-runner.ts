import { isKnownOffline } from '../connection';
import type { Owner } from '../owner';
import { retryDelay } from './backoff';
import { outbox as browserOutbox, type OutboxActions } from './outbox-actions';
import { kindOf } from './outbox-entry';
import { announce, onOutboxEvent } from './outbox-events';
import type { SendOptions } from './send-inspection';
import type { SendRoundResult } from './send-outbox';
import type { OutboxApi } from './send-write';
import { type Exclusive, exclusiveAcrossTabs, LEASE_MS } from './tab-lock';

export interface OutboxRunnerOptions {
  owner: Owner;
  api: OutboxApi;
  /** The outbox (tests pass one over their own database). */
  outbox?: OutboxActions;
  /** False while the browser knows it has no network: no round is tried then. */
  isOnline?: () => boolean;
  /** The clock of the entries' step-aside times (tests pass their own). */
  now?: () => number;
  /** For tests: the delay before the next round after `failures` failed ones. */
  delay?: (failures: number) => number;
  /** Where the `online` event comes from (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Runs a round in one of the portal's tabs at a time, so two tabs never send the same entry
   * at once (the key would still keep it single on the server): Web Locks, or an IndexedDB
   * lease where the browser has none (tab-lock.ts).
   */
  exclusive?: Exclusive;
  wait?: SendOptions['wait'];
  onRound?: (result: SendRoundResult) => void;
  /**
   * The device could not read or write the outbox (storage full, IndexedDB gone): the caller
   * tells the user. The round is tried again with backoff.
   */
  onStorageError?: (error: unknown) => void;
}

export interface OutboxRunner {
  /** Starts sending: now, on every `online` event, and after each failure with backoff. */
  start(): void;
  /** Sends now (something was queued, or the user asked). */
  kick(): void;
  /** Stops sending (sign-out, the frame leaving): aborts the send under way. */
  stop(): void;
}

/**
 * Sends the owner's outbox whenever it can: at start, when the network returns (the `online`
 * event, which also cuts any backoff short), when something is queued, and after a failed
 * round with a growing delay (see retryDelay). One round at a time, in one tab at a time; a
 * tab that finds another sending looks again after LEASE_MS, in case that tab has gone.
 */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const events = options.events ?? window;
  const isOnline = options.isOnline ?? (() => !isKnownOffline());
  const delay = options.delay ?? retryDelay;
  const now = options.now ?? Date.now;
  const outbox = options.outbox ?? browserOutbox;
  const exclusive = options.exclusive ?? exclusiveAcrossTabs(`scaffold-outbox:${options.owner}`);
  const reportStorage = (error: unknown) => {
    console.error('[outbox] the outbox on this device could not be read or written', error);
    options.onStorageError?.(error);
  };
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let controller: AbortController | null = null;
  let stopped = true;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  async function round(mayGoOn: () => Promise<boolean>) {
    controller = new AbortController();
    // The sending code (and the inspection schemas it builds) loads with the first round, not
    // with the signed-in frame: most rounds find the outbox empty, and the frame's first render
    // should not wait for schemas it does not show.
    const { sendOutbox } = await import('./send-outbox');
    const result = await sendOutbox({
      outbox,
      owner: options.owner,
      api: options.api,
      signal: controller.signal,
      wait: options.wait,
      now,
      mayGoOn,
      onProgress: ({ entry, result: progress }) => {
        if (progress === 'sending') announce({ type: 'sending', id: entry.id });
        else if (progress.kind === 'stored') {
          const { id, siteId, siteName } = entry;
          announce({ type: 'sent', id, kind: kindOf(entry), siteId, siteName });
        } else if (progress.kind === 'refused') {
          const { id, siteId, siteName } = entry;
          announce({ type: 'refused', id, kind: kindOf(entry), siteId, siteName });
        } else announce({ type: 'changed' });
      },
    });
    announce({ type: 'idle' });
    for (const error of result.storageErrors) reportStorage(error);
    options.onRound?.(result);
    if (result.stoppedBy === 'retry') {
      failures += 1;
      schedule(delay(failures));
    } else if (result.stoppedBy === 'yielded') {
      // Another tab sends now; look again once its lease would have lapsed.
      schedule(LEASE_MS);
    } else if (result.stoppedBy === null) {
      failures = 0;
      // Everything else went; an entry that stepped aside is tried at its own time.
      if (result.nextDueAt !== null) schedule(Math.max(0, result.nextDueAt - now()));
    }
  }

  function run() {
    if (stopped) return;
    clearTimeout(timer);
    if (running) {
      again = true; // something changed while a round ran: look once more after it
      return;
    }
    if (!isOnline()) return; // the `online` event starts the next round
    running = exclusive(round)
      .then((ran) => {
        // Another tab is sending (it sends ours too); look again in case it has gone.
        if (ran === 'busy' && !stopped) schedule(LEASE_MS);
      })
      .catch((error: unknown) => {
        // The outbox could not be read or written: say so, and try again later.
        reportStorage(error);
        failures += 1;
        schedule(delay(failures));
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  }

  const onOnline = () => {
    failures = 0;
    run();
  };
  let unsubscribe: (() => void) | undefined;

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      events.addEventListener('online', onOnline);
      unsubscribe = onOutboxEvent((event) => {
        if (event.type === 'queued') run();
      });
      run();
    },
    kick: run,
    stop() {
      stopped = true;
      clearTimeout(timer);
      events.removeEventListener('online', onOnline);
      unsubscribe?.();
      controller?.abort();
    },
  };
}
