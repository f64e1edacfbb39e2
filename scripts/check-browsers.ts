// The built portal uses nothing its supported browsers lack (the root package.json's
// "browserslist", README "Supported browsers"): es-check parses every built script and fails on
// syntax or built-ins (Promise.withResolvers, Object.groupBy, …) newer than the oldest supported
// version of each browser. Web APIs (URLPattern, requestIdleCallback unguarded, …) are checked in
// the source by ESLint's compat rule (eslint.config.mjs), in the lint step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every script of both builds: the page's chunks, the service workers. */
export const BUILT_SCRIPTS = ['apps/portal/dist/**/*.js', 'apps/portal/dist-demo/**/*.js'];

/**
 * Built-ins es-check finds in a library that only uses them where the browser has them:
 * @noble/hashes (the owner key's SHA-256) calls Uint8Array's toHex/fromHex after testing for
 * them (`hasHexBuiltin`), and falls back to its own loop. Our own code may not use them at all:
 * the portal's source is searched for them below.
 */
export const GUARDED_IN_LIBRARIES = ['Uint8ArrayToHex', 'Uint8ArrayFromHex'];

/** Runs es-check over the files against the browserslist found from `cwd` up. */
export function checkScripts(files: string[], cwd = root): { ok: boolean; output: string } {
  const esCheck = path.join(root, 'node_modules/es-check/lib/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      esCheck,
      'checkBrowser',
      ...files,
      '--module',
      '--checkFeatures',
      '--ignore',
      GUARDED_IN_LIBRARIES.join(','),
      '--noColor',
    ],
    { cwd, encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Files of ours (the portal and the packages it builds from) that call the ignored built-ins. */
export function ownUsesOfIgnored(): string[] {
  const found = spawnSync(
    'grep',
    [
      '-rlE',
      '\\.(toHex|fromHex)\\(|Uint8Array\\.fromHex',
      'apps/portal/src',
      'packages',
      'mocks/src',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return found.stdout.split('\n').filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, output } = checkScripts(BUILT_SCRIPTS);
  process.stdout.write(output);
  const own = ownUsesOfIgnored();
  if (own.length > 0) console.error(`Uint8Array hex built-ins used in our code: ${own.join(', ')}`);
  process.exit(ok && own.length === 0 ? 0 : 1);
}
