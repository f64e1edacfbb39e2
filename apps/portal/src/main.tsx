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

async function start() {
  // Demo mode answers the API in the browser; the worker must be up before the first request.
  // __DEMO__ is a build-time literal, so a real build drops this import and all mock code.
  if (__DEMO__) {
    const { startMockWorker } = await import('@scaffold/mocks/browser');
    const scale = demoScale();
    // A scaled data set (the large-data benchmark) is too big for localStorage: keep it in memory.
    await startMockWorker({ persist: scale === 1, scale });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App services={createPortalServices()} />
    </StrictMode>,
  );
}

void start();
