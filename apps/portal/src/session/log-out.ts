import { clearNotifications } from '@scaffold/ui';
import { endSessionLocally } from '../session/end-session';
import { handOver } from '../session/hand-over';
import { authStateAtom } from '../session/session-atoms';
import type { PortalServices } from './portal-services';

/**
 * The hand-over to whoever uses the device next, after a logout here or in another tab: the
 * notices of the session go, and what the screens and modules keep in memory is dropped
 * (hand-over.ts). Their outbox stays on the device, theirs, for when they sign in again.
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
export function logOut(services: Pick<PortalServices, 'store' | 'api'>): Promise<void> {
  const auth = services.store.get(authStateAtom);
  endSessionLocally(services.store);
  leaveNothingBehind();
  const tokens = auth ? { access: auth.access, refresh: auth.refresh } : null;
  return services.api.logout({ tokens }).catch(() => undefined);
}
