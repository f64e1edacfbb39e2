// Serves the built demo portal (npm run build:demo) for the end-to-end flows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const portalRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal');
let server: PreviewServer | undefined;

export async function setup(project: TestProject) {
  server = await preview({
    root: portalRoot,
    configFile: path.join(portalRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: 'dist-demo' },
    preview: { port: 4180, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL.');
  project.provide('portalUrl', url.replace(/\/$/, ''));
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
