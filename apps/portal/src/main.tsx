import '@scaffold/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortalServices } from './lib/services/portal-services';

/** `?mockScale=10` seeds the demo with 10 times the sample data, for this tab. */
function demoScale(): number {
  const key = 'scaffold-mock:scale';
  const fromUrl = new URLSearchParams(window.location.search).get('mockScale');
  if (fromUrl) sessionStorage.setItem(key, fromUrl);
  const scale = Number(fromUrl ?? sessionStorage.getItem(key) ?? 1);
  return Number.isInteger(scale) && scale >= 1 && scale <= 100 ? scale : 1;
}

/** Loads and starts the in-browser mock backend with the sample data (demo builds only). */
async function startDemoBackend() {
  const { startMockWorker } = await import('@scaffold/mocks/browser');
  const scale = demoScale();
  // A scaled data set (the large-data benchmark) is too big for localStorage: keep it in memory.
  return startMockWorker({ persist: scale === 1, scale });
}

/**
 * Settles once the first screen is on the page (the router has loaded its chunk and rendered it)
 * with its fonts, so the mock backend's large chunk does not compete with that screen's code and
 * fonts for the network. Screens that call the API at once simply wait for it.
 */
function afterFirstScreen(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    // A frame after rendering, the screen's fonts are requested; `fonts.ready` waits for them.
    const painted = () =>
      requestAnimationFrame(() =>
        setTimeout(() => void document.fonts.ready.then(() => resolve()), 0),
      );
    if (container.firstElementChild) return painted();
    const observer = new MutationObserver(() => {
      if (!container.firstElementChild) return;
      observer.disconnect();
      painted();
    });
    observer.observe(container, { childList: true });
  });
}

function start() {
  // Demo mode answers the API in the browser. The page renders at once; API calls wait for the
  // mock worker (their fetch awaits `ready`), so the first paint never waits for the mock chunk.
  // __DEMO__ is a build-time literal, so a real build drops this import and all mock code.
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const ready = __DEMO__ ? afterFirstScreen(container).then(startDemoBackend) : undefined;
  createRoot(container).render(
    <StrictMode>
      <App services={createPortalServices({ ready })} />
    </StrictMode>,
  );
}

start();
