// npm start: the whole system on this machine, the thing a firm runs. Builds the portal when the
// build is missing or older than its sources (about 20 s, once), bundles the server (a second or
// two: apps/server/src/bundle.ts) and runs it under node with the server's flags, the portal on
// the same origin, the data in the embedded database (DATA_DIR, default ./data) or DATABASE_URL's
// PostgreSQL; the first start seeds the sample data and the demo accounts. Settings: README.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../apps/server/src/bundle.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/portal/dist/index.html');
const sources = [
  'apps/portal/src',
  'apps/portal/index.html',
  'packages/domain/src',
  'packages/ui/src',
  'packages/api-client/src',
];

/** The newest modification time under a path, in ms. */
function newest(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const stale =
  !existsSync(built) ||
  sources.some((source) => newest(path.join(root, source)) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the portal (once, or after a change)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Inside the repository, where node finds the packages the bundle leaves out (PGlite, argon2).
const bundle = await bundleServer(
  path.join(root, 'node_modules/.cache/scaffold-server/server.mjs'),
);
const server = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { PORTAL_DIR: path.join(root, 'apps/portal/dist'), ...process.env },
});
process.exit(server.status ?? 1);
