// The real build (`npm run build`, no mock code) served by Vite's preview, its /api proxied to
// the mock's handlers over HTTP. Its own service worker keeps the shell and the screens' chunks
// (never the API); a test that intercepts chunks blocks it (usePortal's `serviceWorkers`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetDatabase } from '@scaffold/mocks';
import {
  type MockHttpServer,
  type MockHttpServerOptions,
  startMockHttpServer,
} from '@scaffold/mocks/node';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const portalRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal');

/**
 * Starts both servers before the suite and stops them after; returns the site's URL builder, with
 * the API server at `.api()` (to switch how it answers a call it lacks).
 */
export function useRealBuild(
  options: Pick<MockHttpServerOptions, 'lenient' | 'specOnly' | 'unknownCalls' | 'silentMs'> & {
    scale?: number;
  } = {},
) {
  let api: MockHttpServer | undefined;
  let site: PreviewServer | undefined;
  let origin = '';
  beforeAll(async () => {
    if (!existsSync(path.join(portalRoot, 'dist/index.html'))) {
      throw new Error('No real build: run `npm run build` first (npm test and test:e2e do).');
    }
    resetDatabase(options.scale === undefined ? undefined : { scale: options.scale });
    const { scale: _scale, ...serverOptions } = options;
    api = await startMockHttpServer(serverOptions);
    site = await preview({
      root: portalRoot,
      configFile: path.join(portalRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: 'dist' },
      preview: {
        port: 4300 + Math.floor(Math.random() * 500),
        strictPort: false,
        host: '127.0.0.1',
        proxy: { '/api': api.url },
      },
    });
    origin = site.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });
  const url = (pathname = '/') => `${origin}${pathname}`;
  return Object.assign(url, {
    api: () => {
      if (!api) throw new Error('The API server has not started.');
      return api;
    },
  });
}
