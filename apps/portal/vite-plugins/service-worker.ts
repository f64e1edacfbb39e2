import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { precacheList } from '../src/service-worker/routing';
import { BUILD_TARGETS } from './browser-targets';

const WORKER_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/service-worker/worker.ts',
);

/**
 * Writes /sw.js, the real build's service worker (src/service-worker/worker.ts), with the list
 * of files it keeps for offline use and a version that changes with any of them, so a deploy
 * is noticed as a new worker. Runs after the plugins that finish index.html (its hash is part
 * of the version). The demo build has no worker of ours: MSW's owns that scope.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'scaffold:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = precacheList(Object.keys(bundle));
      const version = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        version.update(name);
        const output = bundle[name];
        if (name === 'index.html' && output?.type === 'asset')
          version.update(String(output.source));
      }
      const worker = await build({
        entryPoints: [WORKER_ENTRY],
        bundle: true,
        write: false,
        format: 'iife',
        target: BUILD_TARGETS,
        minify: true,
        legalComments: 'none',
        define: {
          __PRECACHE__: JSON.stringify(files),
          __VERSION__: JSON.stringify(version.digest('hex').slice(0, 16)),
        },
      });
      const code = worker.outputFiles[0]?.text;
      if (!code) throw new Error('serviceWorker: esbuild wrote no worker');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
