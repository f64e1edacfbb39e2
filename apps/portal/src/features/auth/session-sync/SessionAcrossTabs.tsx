import { useStore } from 'jotai';
import { useEffect } from 'react';
import { leaveNothingBehind } from '../../../services/log-out';
import { endSessionLocally } from '../../../session/end-session';
import { AUTH_STATE_KEY, authStateAtom } from '../../../session/session-atoms';

/**
 * Keeps the signed-in tabs of a remembered session (localStorage) in step: a refresh another tab
 * made (its rotated tokens), or a logout there (this tab hands over too and goes to /login). A
 * tab's own session (sessionStorage) raises no such event. Mounted by the signed-in frame, so
 * /login loads none of it.
 */
export function SessionAcrossTabs() {
  const store = useStore();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key !== AUTH_STATE_KEY && event.key !== null) return;
      const before = store.get(authStateAtom);
      if (!before?.remember) return;
      // With the API client's chunk, loaded by the time a signed-in screen is shown.
      void import('../../../services/api-session').then(({ resyncSession }) => {
        resyncSession(store);
        if (!store.get(authStateAtom)) {
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
