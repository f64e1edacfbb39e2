import { NOTICE_MS, type Role, SHELL_MESSAGES } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { authStateAtom, sessionEndedAtom } from '../../../lib/session/session-atoms';

export interface RedirectState {
  /** Where the visitor was going, so sign-in can take them there. */
  from?: string;
}

/**
 * Lets signed-in users through. A visitor without a token goes to /login (the place they wanted is
 * remembered); a user without the route's role goes back to the dashboard. Both see the
 * not-authorised notice for 30 s.
 */
export function RequireAuth({ requiredRole: role }: { requiredRole?: Role }) {
  const auth = useAtomValue(authStateAtom);
  const [sessionEnded, setSessionEnded] = useAtom(sessionEndedAtom);
  const location = useLocation();
  const signedIn = Boolean(auth?.access);
  const allowed = signedIn && (!role || auth?.role === role);

  useEffect(() => {
    if (allowed) return;
    // Logout and session expiry explain themselves; only an uninvited visit gets this notice.
    if (!signedIn && sessionEnded) {
      setSessionEnded(false);
      return;
    }
    notify({ type: 'error', message: SHELL_MESSAGES.notAuthorised, timeout: NOTICE_MS.medium });
  }, [allowed, signedIn, sessionEnded, setSessionEnded]);

  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies RedirectState} />;
  }
  if (!allowed) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
