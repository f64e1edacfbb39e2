import { NOTICE_MS, type Role, SHELL_MESSAGES } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RedirectState } from '../../../session/redirect-state';
import { authStateAtom, sessionEndedAtom } from '../../../session/session-atoms';

/**
 * Lets signed-in users through. A visitor without a token goes to /login (the place they wanted is
 * remembered); a user without the route's role goes back to the dashboard. Both see the
 * not-authorised notice for 30 s. After a logout nothing is remembered: the next person starts
 * on the dashboard; after an expired session only its own user goes back where they were.
 * A tab handed over (another tab's logout, or another person's sign-in on the device) goes to
 * /login even when it already shows the device's new session: /login says whose it is, and
 * only 'Continue as …' there (or a sign-in) lets the tab in again. Nothing of the last person's
 * screen stays open under the new person's session.
 */
export function RequireAuth({ requiredRole: role }: { requiredRole?: Role }) {
  const auth = useAtomValue(authStateAtom);
  const sessionEnded = useAtomValue(sessionEndedAtom);
  const location = useLocation();
  const signedIn = Boolean(auth?.access);
  const handedOver = sessionEnded?.reason === 'logout' && sessionEnded.heard === true;
  const allowed = signedIn && (!role || auth?.role === role);

  useEffect(() => {
    // Logout and session expiry explain themselves; only an uninvited visit gets this notice.
    // (How the session ended is kept until the next sign-in: were it reset here, this effect
    // would run again before the redirect and put the notice on the login screen.)
    if (allowed || (!signedIn && sessionEnded)) return;
    notify({ type: 'error', message: SHELL_MESSAGES.notAuthorised, timeout: NOTICE_MS.medium });
  }, [allowed, signedIn, sessionEnded]);

  if (!signedIn || handedOver) {
    if (sessionEnded?.reason === 'logout') return <Navigate to={paths.login} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: RedirectState =
      sessionEnded?.reason === 'expired' ? { from, email: sessionEnded.email } : { from };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!allowed) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
