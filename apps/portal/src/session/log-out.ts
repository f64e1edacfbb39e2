import type { ApiClient } from '@scaffold/api-client';
import { clearNotifications } from '@scaffold/ui';
import {
  authStateAtom,
  type PortalStore,
  type SessionEnd,
  sessionEndedAtom,
} from './session-atoms';

/**
 * Logging out, in one module: the session ended in this browser (`endSessionLocally`), what the
 * modules keep for its user dropped (`onHandOver`, `handOver`, `leaveNothingBehind`), and the
 * logout itself (`logOut`). The dialog that lists what is not sent is `person/logout/`.
 */

/** Ends the session in this browser at once: no call, nothing to wait for. */
export function endSessionLocally(
  store: PortalStore,
  end: SessionEnd = { reason: 'logout' },
): void {
  store.set(sessionEndedAtom, end);
  store.set(authStateAtom, null);
}

/**
 * What a module keeps in memory for the signed-in user (a screen's cache, scroll positions, a
 * draft waiting to be written) registers here, and is dropped at logout: on a shared tablet the
 * next person finds nothing of the last one's session in this page.
 */
const forgetters = new Set<() => void>();

/** `forget` runs at every logout of this page until the returned function is called. */
export function onHandOver(forget: () => void): () => void {
  forgetters.add(forget);
  return () => {
    forgetters.delete(forget);
  };
}

/** Drops what every registered module keeps (called by the logout, here or in another tab). */
export function handOver(): void {
  for (const forget of [...forgetters]) {
    try {
      forget();
    } catch (error) {
      // One faulty module must not keep the others' data on the device.
      console.error('[session] a hand-over step failed', error);
    }
  }
}

/**
 * The hand-over to whoever uses the device next, after a logout here or in another tab: the
 * notices of the session go, and what the screens and modules keep in memory is dropped. Their
 * outbox stays on the device, theirs, for when they sign in again.
 */
export function leaveNothingBehind(): void {
  clearNotifications();
  handOver();
}

/**
 * Logout, local first: the session ends here and the user goes to /login at once; the server is
 * told afterwards, best effort, with the tokens of the session that ended. Works offline, with a
 * hung server, and when the API client's code cannot load; never rejects.
 */
export function logOut(services: {
  store: PortalStore;
  api: Pick<ApiClient, 'logout'>;
}): Promise<void> {
  const auth = services.store.get(authStateAtom);
  endSessionLocally(services.store);
  leaveNothingBehind();
  const tokens = auth ? { access: auth.access, refresh: auth.refresh } : null;
  return services.api.logout({ tokens }).catch(() => undefined);
}
