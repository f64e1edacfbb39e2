import type { createStore } from 'jotai';
import { authStateAtom, type SessionEnd, sessionEndedAtom } from './session-atoms';

export type PortalStore = ReturnType<typeof createStore>;

/** Ends the session in this browser at once: no call, nothing to wait for. */
export function endSessionLocally(
  store: PortalStore,
  end: SessionEnd = { reason: 'logout' },
): void {
  store.set(sessionEndedAtom, end);
  store.set(authStateAtom, null);
}
