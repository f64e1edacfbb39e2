import { LinkProvider, NotificationHost } from '@scaffold/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouterLink } from '../routing/router-link';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollPosition } from './ScrollPosition';
import { RouteLoading } from './shell/RouteLoading';

/**
 * Wraps every route: router-aware links and the notification host. (The session's expiry is
 * heard by the signed-in frame, where every authenticated call is made.)
 */
export function RootLayout() {
  const location = useLocation();
  return (
    <LinkProvider linkComponent={RouterLink}>
      <ScrollPosition />
      <RouteErrorBoundary locationKey={location.key}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <NotificationHost />
    </LinkProvider>
  );
}
