import { LinkProvider, NotificationHost } from '@scaffold/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionExpiryListener } from '../features/auth/session-expiry/SessionExpiryListener';
import { RouterLink } from '../lib/router-link';

/** Wraps every route: router-aware links, the notification host, the session-expiry flow. */
export function RootLayout() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <SessionExpiryListener />
      <Outlet />
      <NotificationHost />
      <ScrollRestoration />
    </LinkProvider>
  );
}
