import { firstReadsSettled } from '../../data/cache/first-reads';
import { startServiceWorker } from './service-worker-client';

/** Resolves when the browser next has nothing to do (or after a few seconds at the latest). */
const browserIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 5000 });
    } else setTimeout(resolve, 1000);
  });

/**
 * The real build's service worker keeps the shell and every screen for offline use. Its
 * precache (about a megabyte) must never compete with a screen for a phone's link: it is
 * registered once the first signed-in screen's first reads have answered, when the browser is
 * idle (a visitor who never signs in never needs it). Loaded by main.tsx after the first screen.
 */
export async function startOfflineShell(): Promise<void> {
  await firstReadsSettled;
  await browserIdle();
  startServiceWorker();
}
