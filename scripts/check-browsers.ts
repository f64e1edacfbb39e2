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

/** Runs es-check over the files against the browserslist found from `cwd` up. */
export function checkScripts(files: string[], cwd = root): { ok: boolean; output: string } {
  const esCheck = path.join(root, 'node_modules/es-check/lib/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [esCheck, 'checkBrowser', ...files, '--module', '--checkFeatures', '--noColor'],
    { cwd, encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, output } = checkScripts(BUILT_SCRIPTS);
  process.stdout.write(output);
  process.exit(ok ? 0 : 1);
}
