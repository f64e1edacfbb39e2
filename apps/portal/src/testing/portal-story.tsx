// Page stories render a screen inside the portal's real providers, against the mock backend
// that msw-storybook-addon serves in the browser. Not part of the app bundle.
import { authStateFromLogin, type Preferences, type Role } from '@scaffold/domain';
import { createSession, DEMO_ACCOUNTS, MOCK_NOW } from '@scaffold/mocks';
import { LinkProvider, NotificationHost, Text } from '@scaffold/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionExpiryListener } from '../features/auth/session-expiry/SessionExpiryListener';
import { OutboxRunner } from '../lib/outbox/OutboxRunner';
import { RouterLink } from '../lib/router-link';
import { createPortalServices } from '../lib/services/portal-services';
import { PortalServicesProvider } from '../lib/services/services-context';
import { authStateAtom, DEFAULT_PREFERENCES, preferencesAtom } from '../lib/session/session-atoms';
import { STORED_SCHEMAS } from '../lib/session/stored-schemas';
import { provideStoredSchemas } from '../lib/session/validated-storage';

// The app fetches these before its first render; stories have zod loaded anyway.
provideStoredSchemas(STORED_SCHEMAS);

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

export interface PortalStoryOptions {
  /** The URL the story opens at; the screen is mounted at its pathname. */
  url?: string;
  /** The route pattern the screen is mounted at (defaults to the URL's pathname). */
  routePath?: string;
  /** Sign in as this demo account before rendering; omit for a visitor. */
  signedInAs?: DemoAccountKey;
  /** Navigation state handed to the first location (e.g. the register confirmation). */
  state?: unknown;
  /** Local preferences (remembered email, nav position); the defaults otherwise. */
  preferences?: Preferences;
  /** Send the signed-in user's outbox, as the signed-in frame does in the app. */
  outboxRunner?: boolean;
}

/** Shown when the screen navigates away, so a play function can assert where it went. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <Text as="p" data-testid="navigated-away">
      {`Navigated to ${location.pathname}${location.search}`}
    </Text>
  );
}

function PortalStoryFrame({
  options,
  children,
}: {
  options: PortalStoryOptions;
  children: ReactNode;
}) {
  const [services] = useState(() => {
    const created = createPortalServices({ now: () => new Date(MOCK_NOW) });
    // Storage outlives a story: set both atoms explicitly so no story sees another's state.
    created.store.set(preferencesAtom, options.preferences ?? DEFAULT_PREFERENCES);
    if (options.signedInAs) {
      const account = DEMO_ACCOUNTS[options.signedInAs];
      created.store.set(
        authStateAtom,
        authStateFromLogin(createSession(account.email), account.email),
      );
    } else {
      created.store.set(authStateAtom, null);
    }
    return created;
  });
  const url = options.url ?? '/';
  const [pathname = '/', search] = url.split('?');
  const routePath = options.routePath ?? pathname;
  return (
    <PortalServicesProvider services={services}>
      <MemoryRouter
        initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}
      >
        <LinkProvider linkComponent={RouterLink}>
          <SessionExpiryListener />
          {options.outboxRunner && <OutboxRunner />}
          <Routes>
            <Route path={routePath} element={children} />
            <Route path="*" element={<NavigatedAway />} />
          </Routes>
          <NotificationHost />
        </LinkProvider>
      </MemoryRouter>
    </PortalServicesProvider>
  );
}

/**
 * Decorator: `decorators: [withPortal({ url: '/login' })]` on the meta; a story changes any option
 * with `parameters: { portal: { ... } }` (a second decorator would nest a second router).
 */
export const withPortal =
  (options: PortalStoryOptions = {}): Decorator =>
  (Story, context) => (
    <PortalStoryFrame
      options={{ ...options, ...(context.parameters.portal as PortalStoryOptions) }}
    >
      <Story />
    </PortalStoryFrame>
  );

/** Where the screen navigated to, as shown by the story frame. */
export const NAVIGATED_AWAY_TEST_ID = 'navigated-away';

export const roleOf = (key: DemoAccountKey): Role => DEMO_ACCOUNTS[key].role as Role;
