import { useStore } from 'jotai';
import { useEffect } from 'react';
import {
  endSessionLocally,
  leaveNothingBehind,
  resyncSession,
} from '../../../lib/services/portal-services';
import { AUTH_STATE_KEY, authStateAtom } from '../../../lib/session/session-atoms';

/**
 * Keeps the tabs of a remembered session (localStorage) in step: a refresh another tab made
 * (its rotated tokens), a logout there (this tab hands over too and goes to /login), or a new
 * sign-in. A tab's own session (sessionStorage) raises no such event.
 */
export function SessionAcrossTabs() {
  const store = useStore();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key !== AUTH_STATE_KEY && event.key !== null) return;
      const before = store.get(authStateAtom);
      void resyncSession(store).then(() => {
        if (before && !store.get(authStateAtom)) {
          endSessionLocally(store);
          leaveNothingBehind();
        }
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return null;
}
