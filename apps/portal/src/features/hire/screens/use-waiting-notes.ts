import { useEffect, useState } from 'react';
import { outbox } from '../../../offline/outbox/outbox-actions';
import { useOutbox } from '../../../offline/outbox/use-outbox';
import { useOwner } from '../../../offline/owner';
import { isWaitingNoteOf, type WaitingNote, waitingNoteOf } from '../site/waiting-notes';

const NONE: readonly WaitingNote[] = [];

/**
 * The site's notes queued in this device's outbox and not yet sent, oldest first, read again
 * whenever the outbox changes. Each one's lines and signature are read from what it saves (the
 * outbox's entries carry neither).
 */
export function useWaitingNotes(siteId: number | null): readonly WaitingNote[] {
  const owner = useOwner();
  const { entries } = useOutbox();
  const [notes, setNotes] = useState<readonly WaitingNote[]>(NONE);
  useEffect(() => {
    const waiting = siteId === null ? [] : entries.filter(isWaitingNoteOf(siteId));
    if (!owner || waiting.length === 0) {
      setNotes(NONE);
      return;
    }
    let live = true;
    void Promise.all(
      waiting.map(async (entry) => {
        const write = await outbox.write(owner, entry.id);
        // Gone meanwhile (sent, or discarded): not waiting any more.
        return write ? waitingNoteOf(entry, write) : null;
      }),
    )
      .then((read) => {
        if (live) setNotes(read.filter((note): note is WaitingNote => note !== null));
      })
      .catch((error: unknown) =>
        console.error('[hire] the notes on this device could not be read', error),
      );
    return () => {
      live = false;
    };
  }, [owner, entries, siteId]);
  return notes;
}
