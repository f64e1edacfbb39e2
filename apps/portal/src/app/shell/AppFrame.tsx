import { displayName } from '@scaffold/domain';
import { AppShell, TopBar } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PortalQueryProvider } from '../../data/cache/PortalQueryProvider';
import { portalQueries } from '../../data/cache/portal-queries';
import { HireReadsAfterOutbox } from '../../features/hire/screens/HireReadsAfterOutbox';
import { OutboxRunner } from '../../offline/outbox/OutboxRunner';
import { OutboxStatus } from '../../offline/outbox/OutboxStatus';
import { useLogout } from '../../person/logout/use-logout';
import { SessionExpiryListener } from '../../person/SessionExpiryListener';
import { useServices } from '../../services/services-context';
import { onHandOver } from '../../session/log-out';
import { authStateAtom, preferencesAtom } from '../../session/session-atoms';
import { prefetchRoute } from '../route-reads';
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
  const services = useServices();
  const location = useLocation();
  // The screen's first reads start now, while its chunk may still be on its way.
  prefetchRoute(services, location);

  // At a logout, here or in another tab, the figures read for this user leave the memory and the
  // device (no write of their offline copy lands after it); their outbox stays, for them.
  useEffect(
    () =>
      onHandOver(() => {
        void portalQueries(services)
          .forget()
          .catch((error: unknown) => console.error('[offline] the copy was not deleted', error));
      }),
    [services],
  );

  // Lists what this user has not sent yet before anything leaves (session/logout).
  const { requestLogout, dialog: logoutDialog } = useLogout();

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
          onLogout={requestLogout}
          navPosition={navPosition}
          homeHref={paths.dashboard}
          status={<OutboxStatus />}
        />
      }
    >
      <PortalQueryProvider>
        <OutboxRunner />
        <HireReadsAfterOutbox />
        <SessionExpiryListener />
        <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
        {logoutDialog}
      </PortalQueryProvider>
    </AppShell>
  );
}
