// A PostgreSQL for tests and benchmarks: a database of its own in the server named by
// TEST_DATABASE_URL (or DATABASE_URL), created and dropped here, or else a throwaway cluster of
// Debian's PostgreSQL 15 in a temporary folder on a free port, started as the user postgres
// (initdb refuses root) and removed when stopped. Nothing is left behind either way. Unlike the
// test run's shared cluster (postgres-cluster.ts, whose binaries, owner and settings it uses), the
// server process is a child of this one, so a test can stop it and start it again.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { clusterOwner, postgresBin, THROWAWAY_SETTINGS } from './postgres-cluster';

export interface TestPostgres {
  /** A database nobody else uses, owned by a role that may create roles (the migrations'). */
  url: string;
  stop(): Promise<void>;
  /**
   * A throwaway cluster only: stop the server (fast shutdown: open connections are ended, as an
   * operator's restart or a failover ends them) keeping its data, and start it again on the same
   * port. For proving that the server's instances ride out their database going away.
   */
  halt?(): Promise<void>;
  resume?(): Promise<void>;
}

const binDir = () => {
  try {
    return postgresBin();
  } catch {
    return null;
  }
};

/** Is there a PostgreSQL to test against: a URL given, or the binaries to start one? */
export const postgresAvailable = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.TEST_DATABASE_URL ?? env.DATABASE_URL) || binDir() !== null;

async function untilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode})`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`postgres did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** A database of its own inside the server a URL names (needs CREATEDB), dropped at stop. */
async function databaseIn(adminUrl: string): Promise<TestPostgres> {
  const name = `scaffold_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A new cluster in a temporary folder, on a free port; `settings` as `name=value`. */
export async function startTestPostgres(
  options: { settings?: readonly string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<TestPostgres> {
  const env = options.env ?? process.env;
  const given = env.TEST_DATABASE_URL ?? env.DATABASE_URL;
  if (given) return databaseIn(given);
  const bin = binDir();
  if (!bin) throw new Error('No PostgreSQL binaries (apt-get install postgresql) and no URL');
  const folder = mkdtempSync(path.join(tmpdir(), 'scaffold-pg-'));
  const dataDir = path.join(folder, 'data');
  // initdb refuses to run as root: as root, the cluster belongs to the user postgres.
  const owner = clusterOwner();
  if (owner.uid !== undefined && owner.gid !== undefined) {
    chownSync(folder, owner.uid, owner.gid);
    chmodSync(folder, 0o700);
  }
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
    { stdio: 'ignore', cwd: folder, ...owner },
  );
  const port = await freePort();
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    ...[...THROWAWAY_SETTINGS, 'shared_buffers=128MB', ...(options.settings ?? [])].flatMap(
      (setting) => ['-c', setting],
    ),
  ];
  const launch = () =>
    spawn(path.join(bin, 'postgres'), args, { stdio: 'ignore', cwd: folder, ...owner });
  let child = launch();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Fast shutdown: open connections are ended, nothing is kept.
    child.kill('SIGINT');
    await exited;
  };
  try {
    await untilAnswering(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    removeFolder();
    throw error;
  }
  return {
    url,
    async stop() {
      await halt();
      removeFolder();
    },
    halt,
    async resume() {
      if (child.exitCode === null && child.signalCode === null) return;
      child = launch();
      await untilAnswering(url, child, 60_000);
    },
  };
}
