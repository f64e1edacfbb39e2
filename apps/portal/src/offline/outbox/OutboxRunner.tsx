import { NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../../services/services-context';
import { authStateAtom } from '../../session/session-atoms';
import { useOwner } from '../owner';
import { adoptOnce } from './adopt-legacy-owner';
import { OUTBOX_COPY } from './outbox-copy';
import { onOutboxEvent } from './outbox-events';
import { createOutboxRunner } from './outbox-runner';
import type { OutboxKind } from './outbox-write';

/**
 * Sends the signed-in user's outbox while they are signed in (mounted by the signed-in frame):
 * at once, when the network returns, when something is queued, and with backoff after a
 * failure. Signed out, nothing is sent; the outbox waits for its owner to sign in again.
 */
export function OutboxRunner() {
  const owner = useOwner();
  const auth = useAtomValue(authStateAtom);
  const api = useApi();
  // What an older portal kept under this user's former owner key is theirs: moved first.
  const adopted = auth ? adoptOnce(auth) : null;
  useEffect(() => {
    if (owner === null || adopted === null) return;
    // A storage failure is said once until a round goes through again, not every backoff.
    let toldStorage = false;
    const runner = createOutboxRunner({
      owner,
      api,
      onStorageError: (error) => {
        if (toldStorage) return;
        toldStorage = true;
        notify({
          type: 'error',
          message: OUTBOX_COPY.storageFailed(error),
          timeout: NOTICE_MS.long,
        });
      },
      onRound: (result) => {
        if (result.storageErrors.length === 0) toldStorage = false;
      },
    });
    // One notice per round: 'The inspection for X has been sent.' or '20 inspections have been
    // sent.', not twenty.
    let sent: { kind: OutboxKind; siteName: string }[] = [];
    const unsubscribe = onOutboxEvent((event) => {
      if (event.type === 'sent') sent.push({ kind: event.kind, siteName: event.siteName });
      else if (event.type === 'idle' && sent.length > 0) {
        notify({
          type: 'success',
          message: OUTBOX_COPY.sentWrites(sent),
          timeout: NOTICE_MS.default,
        });
        sent = [];
      } else if (event.type === 'refused') {
        notify({
          type: 'error',
          message: OUTBOX_COPY.refusedNotice(event.siteName, event.kind),
          timeout: NOTICE_MS.medium,
        });
      }
    });
    let stopped = false;
    void adopted.then(() => {
      if (!stopped) runner.start();
    });
    return () => {
      stopped = true;
      unsubscribe();
      runner.stop();
    };
  }, [owner, api, adopted]);
  return null;
}
