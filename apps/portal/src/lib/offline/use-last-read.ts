import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useNow } from '../services/services-context';
import { authStateAtom } from '../session/session-atoms';
import { type Resource, type ResourceControls, useResource } from '../use-resource';
import { isConnectionFailure } from './connection';
import { recallRead, rememberRead } from './last-read';
import { offlineDb } from './offline-db';
import { ownerOf, useOwner } from './owner';

export type LastReadResource<T> = Resource<T> &
  ResourceControls<T> & {
    /** Set when no connection let the read through and the screen shows the last data read. */
    readAt: Date | null;
  };

/** Runs `work` when the browser is idle: keeping a large answer must not hold up the screen. */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 200);
};

/**
 * A screen's read (see useResource) that keeps its last answer on the device for the signed-in
 * user, and shows that answer, with the time it was read, when the read fails for want of a
 * connection. Back online, the screen reads again. `name` says which read it is; `parse`
 * checks a kept answer again before it is shown.
 */
export function useLastReadResource<T>(
  name: string,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  parse: (data: unknown) => T,
): LastReadResource<T> {
  const owner = useOwner();
  const store = useStore();
  const getNow = useNow();
  const [readAt, setReadAt] = useState<Date | null>(null);
  const resource = useResource(owner === null ? null : key, async (signal) => {
    if (owner === null) throw new Error('Signed out');
    try {
      const data = await load(signal);
      setReadAt(null);
      const at = getNow().getTime();
      whenIdle(() => {
        offlineDb()
          .then((db) => {
            // Up to 5 s later: not if the session ended meanwhile (logout forgets the owner's
            // reads, and a write landing after that would put them back for the next person).
            const current = store.get(authStateAtom);
            if (!current || ownerOf(current) !== owner) return;
            return rememberRead(db, owner, name, data, at);
          })
          .catch((error: unknown) => console.warn('[offline] could not keep the data', error));
      });
      return data;
    } catch (error) {
      const kept = isConnectionFailure(error)
        ? await offlineDb()
            .then((db) => recallRead(db, owner, name, parse, getNow().getTime()))
            .catch(() => null)
        : null;
      setReadAt(kept ? new Date(kept.readAt) : null);
      if (!kept) throw error;
      return kept.data;
    }
  });

  const { reload } = resource;
  const stale = readAt !== null;
  useEffect(() => {
    if (!stale) return;
    const readAgain = () => void reload();
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [stale, reload]);

  return { ...resource, readAt };
}
