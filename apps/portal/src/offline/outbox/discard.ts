import { NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import type { Owner } from '../owner';
import { outbox } from './outbox-actions';
import { OUTBOX_COPY } from './outbox-copy';

/** Says that what was to be deleted from the device is still there (storage full or gone). */
export function sayNotDiscarded(error: unknown): void {
  console.error('[inspections] could not be removed from this device', error);
  notify({ type: 'error', message: OUTBOX_COPY.discardFailed(error), timeout: NOTICE_MS.medium });
}

/** Takes a refused inspection out of the outbox, and says so when the device cannot. */
export const discardQueued = (owner: Owner, id: string): Promise<void> =>
  outbox.remove(owner, id).catch(sayNotDiscarded);
