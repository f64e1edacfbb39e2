import type { AuthState } from '@scaffold/domain';
import {
  AUTH_STATE_KEY,
  authStateAtom,
  DEVICE_PERSON_KEY,
  type PortalStore,
} from '../session/session-atoms';

const loadHandOver = () => import('./device-person');

/**
 * One person at a time on the device, in every tab (public pages and /login included): the tab
 * hears another tab's sign-in, logout or session end (the `storage` event), and checks once at
 * start (a restored or duplicated tab). The work, and zod, load only when there is something to
 * check, so a first visit to / or /login carries a few lines of this.
 */
export function watchDevicePerson(store: PortalStore): void {
  const check = () =>
    void loadHandOver()
      .then(({ checkDevicePerson }) => checkDevicePerson(store))
      .catch((error: unknown) => console.error('[session] the device check failed', error));
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_PERSON_KEY || event.key === AUTH_STATE_KEY || event.key === null) {
      check();
    }
  });
  // This tab's own changes: a sign-in names the person; a logout or an expiry names nobody.
  let previous: AuthState | null = store.get(authStateAtom);
  store.sub(authStateAtom, () => {
    const next = store.get(authStateAtom);
    const before = previous;
    previous = next;
    if (before === next) return;
    void loadHandOver()
      .then(({ ownSessionChanged }) => ownSessionChanged(store, before, next))
      .catch((error: unknown) => console.error('[session] the device was not told', error));
  });
  if (previous) check();
}
