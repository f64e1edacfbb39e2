import type { ApiClient } from '@scaffold/api-client';
import { isKnownOffline } from '../offline/connection';
import type { Owner } from '../offline/owner';
import { retryDelay } from './backoff';
import { announce, onOutboxEvent } from './outbox-events';
import { type SendRoundResult, sendOutbox } from './send-outbox';

export interface OutboxRunnerOptions {
  owner: Owner;
  api: Pick<ApiClient, 'saveInspection'>;
  db: () => Promise<IDBDatabase>;
  /** False while the browser knows it has no network: no round is tried then. */
  isOnline?: () => boolean;
  /** For tests: the delay before the next round after `failures` failed ones. */
  delay?: (failures: number) => number;
  /** Where the `online` event comes from (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Runs a round under a lock shared by the portal's tabs, so two tabs never send the same
   * entry at once (the key would still keep it single on the server). Web Locks by default.
   */
  exclusive?: (round: () => Promise<void>) => Promise<void>;
  onRound?: (result: SendRoundResult) => void;
}

export interface OutboxRunner {
  /** Starts sending: now, on every `online` event, and after each failure with backoff. */
  start(): void;
  /** Sends now (something was queued, or the user asked). */
  kick(): void;
  /** Stops sending (sign-out, the frame leaving): aborts the send under way. */
  stop(): void;
}

function webLock(name: string) {
  return async (round: () => Promise<void>) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return round();
    // Another tab is sending: it will send ours too, and tell this tab.
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) await round();
    });
  };
}

/**
 * Sends the owner's outbox whenever it can: at start, when the network returns (the `online`
 * event, which also cuts any backoff short), when something is queued, and after a failed
 * round with a growing delay (see retryDelay). One round at a time.
 */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const events = options.events ?? window;
  const isOnline = options.isOnline ?? (() => !isKnownOffline());
  const delay = options.delay ?? retryDelay;
  const exclusive = options.exclusive ?? webLock(`scaffold-outbox:${options.owner}`);
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

  async function round() {
    controller = new AbortController();
    const db = await options.db();
    const result = await sendOutbox({
      db,
      owner: options.owner,
      api: options.api,
      signal: controller.signal,
      onProgress: ({ entry, outcome }) => {
        if (outcome === 'sending') announce({ type: 'sending', id: entry.id });
        else if (outcome.kind === 'sent') {
          announce({ type: 'sent', id: entry.id, siteId: entry.siteId, siteName: entry.siteName });
        } else if (outcome.kind === 'refused') {
          const { id, siteId, siteName } = entry;
          announce({ type: 'refused', id, siteId, siteName });
        } else announce({ type: 'changed' });
      },
    });
    announce({ type: 'idle' });
    options.onRound?.(result);
    if (result.stoppedBy === 'retry') {
      failures += 1;
      schedule(delay(failures));
    } else if (result.stoppedBy === null) {
      failures = 0;
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
      .catch((error: unknown) => {
        // The database could not be read: try again later, as after a failed send.
        console.warn('[outbox] the round failed', error);
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
