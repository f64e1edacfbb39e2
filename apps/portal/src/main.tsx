import '@scaffold/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { firstScreenShown, preloadScreens } from './routing/lazy-screen';
import { setRouteWarmer } from './routing/route-warmer';
import { createPortalServices } from './services/portal-services';
import { prepareStoredSession } from './session/session-atoms';

/** Loads and starts the in-browser mock backend with the sample data (demo builds only). */
async function startDemoBackend() {
  const { demoScale, startMockWorker } = await import('@scaffold/mocks/browser');
  // `?mockScale=10` seeds the demo with 10 times the sample data, for this tab.
  const scale = demoScale();
  // A scaled data set (the large-data benchmark) is too big for localStorage: keep it in memory.
  return startMockWorker({ persist: scale === 1, scale });
}

/** What shows that the visitor is about to do something: the backend starts then. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts the demo backend once: on the first API call, or at the visitor's first interaction
 * after the first screen. Pages without data (/ and /login) thus paint and settle without the
 * mock's large chunk and its seeding on the main thread, and a form being filled in finds the
 * backend up by the time it is sent.
 */
function demoBackendOnDemand(): () => Promise<unknown> {
  let started: Promise<unknown> | undefined;
  const start = () => {
    started ??= startDemoBackend();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    return started;
  };
  void firstScreenShown.then(() => {
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, true);
  });
  return start;
}

/**
 * After a redeploy the chunks this page knows are gone: Vite reports a failed preload. Reload
 * once to get the new build's pages; the guard stops a loop while the server is still down.
 */
const PRELOAD_RELOAD_KEY = 'scaffold:reloaded-after-chunk-error';
const PRELOAD_RELOAD_EVERY_MS = 60_000;
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(sessionStorage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
    if (Date.now() - last < PRELOAD_RELOAD_EVERY_MS) return;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
  } catch {
    return; // no storage, no guard: leave it to the error page's Reload button
  }
  event.preventDefault();
  window.location.reload();
});

/**
 * The real build keeps its shell and every screen for offline use (a service worker, registered
 * once the first signed-in screen's data has arrived: app/offline/offline-shell.ts). Not in the
 * demo, whose mock backend owns the service-worker scope, nor in development.
 */
function offlineShell() {
  if (__DEMO__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void firstScreenShown
    .then(() => import('./app/offline/offline-shell'))
    .then(({ startOfflineShell }) => startOfflineShell())
    .catch(() => undefined);
}

/** Fetches a path's screens ahead of a navigation (sign-in warms the dashboard while one types). */
setRouteWarmer((location) => {
  void preloadScreens(matchRoutes(routes, location)).catch(() => undefined);
});

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // Demo mode answers the API in the browser; API calls wait for that backend (`ready`).
  // __DEMO__ is a build-time literal, so a real build drops this and all mock code.
  const ready = __DEMO__ ? demoBackendOnDemand() : undefined;
  // The first screen's chunk, before the first render (see preloadScreens). A chunk that fails
  // to load is reported by the route's error page once rendered; never block on it here.
  // With it, the schemas that check a stored session, when there is one.
  await Promise.all([
    preloadScreens(matchRoutes(routes, window.location)).catch(() => undefined),
    prepareStoredSession().catch(() => undefined),
  ]);
  const services = createPortalServices({ ready });
  // One person at a time on the device, whatever page each tab shows: a chunk of its own, asked
  // for at once (the storage event is heard from then on), out of /login's first load.
  void import('./person/device-person-watch')
    .then(({ watchDevicePerson }) => watchDevicePerson(services.store))
    .catch(() => undefined);
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding
  // to the browser between them, instead of one long task that blocks input (the signed-in
  // screens draw the frame and a page of content at once). The loading bar stays until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
  offlineShell();
}

void start();
