// The server bundled into one file by esbuild and run by node: what `npm start` runs, and the
// tests' servers and the benchmark with it. A start takes a fraction of tsx's, and the process
// holds about 65 MB less (tsx keeps every module's transformed text and its source map).
// PGlite and argon2 stay packages (they load files beside themselves); two modules that find
// files beside themselves (the migrations, the portal's default folder) keep their source places.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_SOURCE = import.meta.dirname;

/** Bundles apps/server/src/main.ts into `outfile` and answers its path. */
export async function bundleServer(outfile: string): Promise<string> {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(SERVER_SOURCE, 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'],
    define: {
      'import.meta.url': JSON.stringify(`file://${path.join(SERVER_SOURCE, 'db/migrate.ts')}`),
      'import.meta.dirname': JSON.stringify(SERVER_SOURCE),
    },
    banner: {
      js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
    },
    // Without the sources' spaces and comments: V8 holds a script's whole text for as long as it
    // runs, and one character past Latin-1 in a comment ('—') makes all of it two bytes a
    // character, so the bundle's text held 8.1 MB of the heap; without them it holds 2.8 MB. Names
    // are kept, so stack traces still read.
    minifyWhitespace: true,
    logLevel: 'error',
  });
  return outfile;
}

/**
 * A bundle of its own in the repository's `node_modules/.cache/<name>` (inside the repository,
 * where node finds the packages the bundle leaves out), for a test's servers, and its removal.
 */
export async function bundleServerApart(name: string): Promise<{ file: string; remove(): void }> {
  const cache = path.resolve(SERVER_SOURCE, '../../../node_modules/.cache', name);
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'bundle-'));
  return {
    file: await bundleServer(path.join(folder, 'server.mjs')),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
