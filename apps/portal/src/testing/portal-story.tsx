// The one helper of the portal's page stories: a screen inside the portal's real providers
// (services, router, links, notices, session expiry), against the mock backend that
// msw-storybook-addon serves in the browser, in the frame it has in the app. Not part of the
// app bundle.
import { authStateFromLogin, type Preferences, type Role } from '@scaffold/domain';
import { createSession, DEMO_ACCOUNTS, MOCK_NOW } from '@scaffold/mocks';
import { LinkProvider, NotificationHost, Text } from '@scaffold/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { within } from 'storybook/test';
import { PAGE_VIEWPORT } from '../../../../.storybook/viewports';
import { AppFrame } from '../app/shell/AppFrame';
import { PortalQueryProvider } from '../data/cache/PortalQueryProvider';
import { portalQueries } from '../data/cache/portal-queries';
import { resetServerCalls } from '../data/reads/server-calls';
import { OutboxRunner } from '../offline/outbox/OutboxRunner';
import { SessionExpiryListener } from '../person/SessionExpiryListener';
import { RouterLink } from '../routing/router-link';
import { createPortalServices } from '../services/portal-services';
import { PortalServicesProvider } from '../services/services-context';
import { authStateAtom, DEFAULT_PREFERENCES, preferencesAtom } from '../session/session-atoms';
import { STORED_SCHEMAS } from '../session/stored-schemas';
import { provideStoredSchemas } from '../session/validated-storage';
import { screenFrame } from './screen-frame.css';

// The app fetches these before its first render; stories have zod loaded anyway.
provideStoredSchemas(STORED_SCHEMAS);

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * Where the screen sits. `page`: it is the whole page (the public screens, with their own
 * layout). `screen`: a signed-in screen as it sits in the app, without the top bar: in a frame
 * the size of the viewport that scrolls, with the padding AppShell gives a screen, at the
 * preview's desktop viewport (1200 × 700) by default (the screenshot shows the first screenful, or wherever the
 * story scrolled to). `app`: inside the real frame (top bar and navigation).
 */
export type StoryFrame = 'page' | 'screen' | 'app';

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
  /** `page` unless told (see StoryFrame). */
  frame?: StoryFrame;
  /**
   * Keep and restore the screens' answers on the device (the offline copy). Off unless told:
   * IndexedDB outlives a story, and an answer kept by one must not show in the next.
   */
  offlineCopy?: boolean;
}

function Framed({ frame, children }: { frame: StoryFrame; children: ReactNode }) {
  if (frame === 'app') return <AppFrame>{children}</AppFrame>;
  if (frame === 'screen') {
    return (
      <div data-testid="screen-frame" className={screenFrame}>
        {children}
      </div>
    );
  }
  return children;
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
    // Each story its own services, hence its own query cache (data/cache/portal-queries.ts): the
    // story project runs every file in one page, and no answer may leak between stories.
    const created = createPortalServices({
      now: () => new Date(MOCK_NOW),
      offlineCopy: options.offlineCopy ?? false,
    });
    // Storage outlives a story: set both atoms explicitly so no story sees another's state, and
    // forget what is known of the server's calls (a story may serve only the base calls).
    resetServerCalls();
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
  // A story's reads end with it: one still waiting (a token, a slow answer) must not fail, and
  // show its notice, in the next story of the same page.
  // (StrictMode unmounts and mounts again at once: only an unmount that lasts ends them.)
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current) return;
        const { client } = portalQueries(services);
        void client.cancelQueries();
        client.clear();
      }, 0);
    };
  }, [services]);
  const url = options.url ?? '/';
  const [pathname = '/', search] = url.split('?');
  const routePath = options.routePath ?? pathname;
  return (
    <PortalServicesProvider services={services}>
      <MemoryRouter
        initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}
      >
        <LinkProvider linkComponent={RouterLink}>
          <PortalQueryProvider>
            <SessionExpiryListener />
            {options.outboxRunner && <OutboxRunner />}
            <Routes>
              <Route
                path={routePath}
                element={<Framed frame={options.frame ?? 'page'}>{children}</Framed>}
              />
              <Route path="*" element={<NavigatedAway />} />
            </Routes>
          </PortalQueryProvider>
          <NotificationHost />
        </LinkProvider>
      </MemoryRouter>
    </PortalServicesProvider>
  );
}

/** Renders the story in the portal; a story changes any option with `parameters.portal`. */
const withPortal =
  (options: PortalStoryOptions): Decorator =>
  (Story, context) => (
    <PortalStoryFrame
      options={{ ...options, ...(context.parameters.portal as PortalStoryOptions) }}
    >
      <Story />
    </PortalStoryFrame>
  );

/**
 * The meta of a portal page story, spread into it:
 * `{ title, component, ...screenStory({ url: paths.sites, signedInAs: 'admin', frame: 'screen',
 * description }) }`. A story changes the URL, the account, the preferences or the navigation
 * state with `parameters: { portal: { ... } }` (a second router would not nest).
 */
export function screenStory({
  description,
  ...options
}: PortalStoryOptions & { description: string }) {
  const screen = options.frame === 'screen';
  return {
    decorators: [withPortal(options)],
    parameters: {
      layout: 'fullscreen' as const,
      docs: { description: { component: description } },
    },
    // A screen takes the preview's default desktop viewport; a whole page the runner's size.
    ...(screen ? {} : { globals: PAGE_VIEWPORT }),
  };
}

/** Where the screen navigated to, as shown by the story frame. */
export const NAVIGATED_AWAY_TEST_ID = 'navigated-away';

export const roleOf = (key: DemoAccountKey): Role => DEMO_ACCOUNTS[key].role as Role;

/** Overlays (modals, notices) render in document.body, outside the story's canvas. */
export const screen = () => within(document.body);
