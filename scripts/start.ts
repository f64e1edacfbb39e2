// npm start: the whole system on this machine, the thing a firm runs. Builds the portal when the
// build is missing or older than its sources (about 20 s, once), then starts the server with it on
// one origin, the data in the embedded database (DATA_DIR, default ./data) or DATABASE_URL's
// PostgreSQL; the first start seeds the sample data and the demo accounts. Settings: README.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { withServerNodeFlags } from '../apps/server/src/node-flags.ts';

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
const server = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    PORTAL_DIR: path.join(root, 'apps/portal/dist'),
    ...process.env,
    // Through the environment: npx and tsx start node for the server, not this process.
    NODE_OPTIONS: withServerNodeFlags(process.env.NODE_OPTIONS),
  },
});
process.exit(server.status ?? 1);
