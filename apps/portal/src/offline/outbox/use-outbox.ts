import { useEffect, useState } from 'react';
import { offlineDb } from '../offline-db';
import { useOwner } from '../owner';
import type { OutboxEntry } from './outbox-entry';
import { onOutboxEvent } from './outbox-events';
import { listOutbox } from './outbox-store';

export interface OutboxView {
  /** The signed-in user's entries, oldest first (empty until read). */
  entries: readonly OutboxEntry[];
  /** The entry being sent right now, if any. */
  sendingId: string | null;
}

const EMPTY: OutboxView = { entries: [], sendingId: null };

/**
 * The signed-in user's outbox as it is now, read again whenever it changes (in this tab or
 * another). Only the small entries are read, never the inspections with their photos.
 */
export function useOutbox(): OutboxView {
  const owner = useOwner();
  const [view, setView] = useState<OutboxView>(EMPTY);
  useEffect(() => {
    if (owner === null) {
      setView(EMPTY);
      return;
    }
    let live = true;
    let sendingId: string | null = null;
    let reading = 0;
    const read = () => {
      const ticket = ++reading;
      offlineDb()
        .then((db) => listOutbox(db, owner))
        .then((entries) => {
          if (live && ticket === reading) setView({ entries, sendingId });
        })
        .catch((error: unknown) => console.error('[outbox] could not be read', error));
    };
    const unsubscribe = onOutboxEvent((event) => {
      if (event.type === 'sending') {
        sendingId = event.id;
        setView((current) => ({ ...current, sendingId }));
        return;
      }
      sendingId = null;
      read();
    });
    read();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [owner]);
  return view;
}
