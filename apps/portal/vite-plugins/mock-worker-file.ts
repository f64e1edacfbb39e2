import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** MSW's worker script, kept with the mock backend (mocks/public), not in the portal's public/. */
export const MOCK_WORKER_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../mocks/public/mockServiceWorker.js',
);
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/**
 * Demo builds and the dev server only: serves and emits /mockServiceWorker.js, which the mock
 * backend registers. The portal's public/ holds what every build ships, so a real build (which
 * has no mock) never copies it.
 */
export function mockWorkerFile(): Plugin {
  const source = () => readFileSync(MOCK_WORKER_FILE, 'utf8');
  return {
    name: 'scaffold:mock-worker-file',
    configureServer(server) {
      server.middlewares.use(MOCK_WORKER_URL, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MOCK_WORKER_URL.slice(1), source: source() });
    },
  };
}
