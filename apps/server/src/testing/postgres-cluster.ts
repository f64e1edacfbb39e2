// A throwaway PostgreSQL 15 cluster for one test run: initdb in a temporary folder (as the user
// `postgres` when run as root: initdb refuses root), started with pg_ctl on a free port with its
// socket in that folder, durability switched off (a test's data is thrown away), stopped and
// removed at the end. Debian's binaries (`postgresql` package; .ci/run installs it).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

export interface Cluster {
  /** The superuser's URL of the cluster's `postgres` database. */
  url: string;
  dataDir: string;
  folder: string;
}

/** Debian's PostgreSQL binaries: version 15 where installed, else the newest there is. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const preferred = path.join(root, '15/bin');
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "PostgreSQL is not installed: `apt-get install postgresql` (Debian's, as .ci/run does), or set TEST_DATABASE_URL.",
    );
  }
  return path.join(root, versions[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** The user and group a cluster's files and processes belong to: postgres when we are root. */
export function clusterOwner(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Tuned for tests, not for keeping data: nothing is flushed to disk. */
export const THROWAWAY_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
] as const;

/** Runs a PostgreSQL binary as the user owning the cluster (postgres when we are root). */
function runAsOwner(bin: string, args: string[]): void {
  const command = path.join(postgresBin(), bin);
  if (isRoot())
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function startCluster(folder: string): Promise<Cluster> {
  mkdirSync(folder, { recursive: true });
  const owner = clusterOwner();
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(folder, owner.uid, owner.gid);
  const dataDir = path.join(folder, 'data');
  runAsOwner('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    ...THROWAWAY_SETTINGS.map((setting) => `-c ${setting}`),
  ].join(' ');
  try {
    runAsOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  } catch (error) {
    throw new Error(`pg_ctl start failed (log in ${folder}/log): ${String(error)}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, folder };
}

export function stopCluster(cluster: Pick<Cluster, 'dataDir' | 'folder'>): void {
  try {
    runAsOwner('pg_ctl', ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(cluster.folder, { recursive: true, force: true });
  }
}

/** The URL of a database `name` on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
