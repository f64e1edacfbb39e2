import { displayName } from '@scaffold/domain';
import { AppShell, TopBar } from '@scaffold/ui';
import { useAtomValue, useStore } from 'jotai';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SessionExpiryListener } from '../../features/auth/session-expiry/SessionExpiryListener';
import { SessionAcrossTabs } from '../../features/auth/session-sync/SessionAcrossTabs';
import { OutboxRunner } from '../../lib/inspection-save/OutboxRunner';
import { OutboxStatus } from '../../lib/inspection-save/OutboxStatus';
import { forgetReads } from '../../lib/offline/last-read';
import { offlineDb } from '../../lib/offline/offline-db';
import { ownerOf } from '../../lib/offline/owner';
import { logOut } from '../../lib/services/log-out';
import { useApi } from '../../lib/services/services-context';
import { authStateAtom, preferencesAtom } from '../../lib/session/session-atoms';
import { NAV_ITEMS } from '../screens';
import { RouteLoading } from './RouteLoading';

/**
 * The frame of every guarded screen: the top bar (or side nav) and the screen below it, which is
 * the matched child route (or `children`, for stories). While it is shown, the user's outbox is
 * sent whenever the connection allows, and the bar counts what waits.
 */
export function AppFrame({ children }: { children?: ReactNode }) {
  const auth = useAtomValue(authStateAtom);
  const { navPosition } = useAtomValue(preferencesAtom);
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();

  const logout = () => {
    // The figures read for this user do not stay on the device; their outbox does, for them.
    if (auth) {
      const owner = ownerOf(auth);
      void offlineDb()
        .then((db) => forgetReads(db, owner))
        .catch(() => undefined);
    }
    void logOut({ store, api });
    navigate(paths.login, { replace: true });
  };

  return (
    <AppShell
      navPosition={navPosition}
      topBar={
        <TopBar
          items={NAV_ITEMS.map((item) => ({ ...item, current: location.pathname === item.href }))}
          userName={auth ? displayName(auth) : ''}
          preferencesHref={paths.preferences}
          isAdmin={Boolean(auth?.isAdmin)}
          adminHref={paths.admin}
          onLogout={logout}
          navPosition={navPosition}
          homeHref={paths.dashboard}
          status={<OutboxStatus />}
        />
      }
    >
      <OutboxRunner />
      <SessionAcrossTabs />
      <SessionExpiryListener />
      <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
    </AppShell>
  );
}
