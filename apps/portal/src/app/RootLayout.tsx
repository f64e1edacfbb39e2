import { LinkProvider, NotificationHost } from '@scaffold/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionExpiryListener } from '../features/auth/session-expiry/SessionExpiryListener';
import { SessionAcrossTabs } from '../features/auth/session-sync/SessionAcrossTabs';
import { RouterLink } from '../lib/router-link';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollPosition } from './ScrollPosition';
import { RouteLoading } from './shell/RouteLoading';

/** Wraps every route: router-aware links, the notification host, the session's expiry and its
 * tabs kept in step. */
export function RootLayout() {
  const location = useLocation();
  return (
    <LinkProvider linkComponent={RouterLink}>
      <ScrollPosition />
      <SessionExpiryListener />
      <SessionAcrossTabs />
      <RouteErrorBoundary locationKey={location.key}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <NotificationHost />
    </LinkProvider>
  );
}
