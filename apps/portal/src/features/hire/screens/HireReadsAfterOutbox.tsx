import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxEvent } from '../../../offline/outbox/outbox-events';
import { afterStoredNote } from './after-stored-note';

/**
 * Marks the hire reads stale once the outbox's sender has stored notes signed without signal,
 * whatever screen is open: the site's hire opened next lists them. Once a round is over, not
 * after each note. Mounted by the signed-in frame beside the sender.
 */
export function HireReadsAfterOutbox() {
  const client = useQueryClient();
  useEffect(() => {
    let notesSent = false;
    return onOutboxEvent((event) => {
      if (event.type === 'sent' && event.kind !== 'inspection') notesSent = true;
      if (event.type === 'idle' && notesSent) {
        notesSent = false;
        afterStoredNote(client);
      }
    });
  }, [client]);
  return null;
}
