import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_LOADED } from '../../service-worker/routing';
import { takeOver } from './take-over';
import { UpdateBanner } from './UpdateBanner';

/** How often an open portal asks the server whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60_000;

/** Shows the banner in a root of its own, outside the screens (it needs neither router nor data). */
function showUpdateBanner(onReload: () => void) {
  const host = document.createElement('div');
  host.id = 'update-banner';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <UpdateBanner onReload={onReload} />
    </StrictMode>,
  );
}

/**
 * Registers the real build's service worker (/sw.js) once the page has loaded, so its downloads
 * never compete with the first screen. When a new version has installed and waits, the user is
 * told; it takes over only when they press Reload (the waiting worker is asked to skip waiting,
 * and the page reloads once it is active). Another tab's Reload does not reload this one: it goes
 * on with the version it loaded (the worker keeps that version's files while it is open).
 */
export function startServiceWorker(): void {
  const container = navigator.serviceWorker;
  let shown = false;
  const offer = (waiting: ServiceWorker) => {
    if (shown) return;
    shown = true;
    showUpdateBanner(() => takeOver(waiting, () => window.location.reload()));
  };

  const register = async () => {
    const registration = await container.register('/sw.js', { scope: '/' });
    // This page has loaded: a tab that held an older version may have gone.
    container.controller?.postMessage(PAGE_LOADED);
    // A worker that waits beside one in control is a new version (the first has no controller).
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    });
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('online', check);
  };

  const whenLoaded = () =>
    void register().catch((error: unknown) => {
      console.warn('[offline] the service worker could not be registered', error);
    });
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
