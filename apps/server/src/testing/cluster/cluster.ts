// Several server instances on one PostgreSQL behind Debian's nginx, all throwaway, for the
// scale-out tests and `npm run soak` alike:
// - a PostgreSQL cluster of its own (testing/postgres.ts), which can be halted and resumed;
// - its database migrated and seeded once, here, at the scale asked;
// - N instances of the bundled server (instance.ts) on free ports, one SERVER_SECRET and one
//   DATABASE_URL, trusting the balancer on loopback for the caller's address;
// - nginx (nginx.ts) on a free port in front of them, with a rolling restart that drains each
//   instance out of the balancer's list before stopping it.
// stop() removes every process and file it made; so does an exit of this process by a signal.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServerApart } from '../../bundle';
import { openDatabase } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { keysFrom } from '../../secrets';
import { seedSample } from '../../seed/seed';
import { freePort } from '../free-port';
import { startTestPostgres, type TestPostgres } from '../postgres';
import { queryOn, type RowsQuery } from '../stored-notes';
import { type Instance, serverInstance } from './instance';
import { type Nginx, nginxAvailable, startNginx } from './nginx';

export const CLUSTER_SECRET = 'scale-out-cluster-secret-shared-by-every-instance-0123';

export interface ScaleOut {
  /** The balancer: the one origin clients use. */
  url: string;
  instances: readonly Instance[];
  nginx: Nginx;
  postgres: TestPostgres;
  /** The database every instance uses (the superuser's: tests read and change rows directly). */
  databaseUrl: string;
  /** A query on the shared database, outside every instance. */
  query: RowsQuery;
  /**
   * Each instance in turn: out of the balancer, stopped cleanly, started, `warm` (if given: what
   * must be ready before it takes traffic, such as a large customer's view), back in.
   */
  rollingRestart(warm?: (instance: Instance) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface ScaleOutOptions {
  instances?: number;
  /** The sample's scale (seed/seed.ts): 1 for tests, 1000 for the capacity figures. */
  scale?: number;
  /** Each instance's pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL settings as `name=value`, beside the throwaway cluster's own. */
  postgresSettings?: readonly string[];
  /** Progress lines (the soak prints them; tests stay quiet). */
  log?: (line: string) => void;
  /** A portal build each instance serves beside the API (PORTAL_DIR); none by default. */
  portalDir?: string;
  /** The instant the sample is seeded around; now by default. */
  referenceDate?: Date;
  /**
   * A delay each way between the instances and PostgreSQL (latency-proxy.ts), as when they stand
   * on different machines; none by default. The tests' own queries go direct.
   */
  databaseDelayMs?: number;
}

/** What the cluster needs from the machine, or why it cannot run here. */
export function scaleOutUnavailable(): string | null {
  const hasPostgres = ['15', '16'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!hasPostgres) return "PostgreSQL's binaries are not installed (apt-get install postgresql)";
  if (!nginxAvailable()) return 'nginx is not installed (apt-get install nginx)';
  return null;
}

/** The latency proxy as a child process (latency-relay-process.ts), and its port. */
async function startLatencyRelay(
  targetPort: number,
  oneWayMs: number,
): Promise<{ port: number; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'latency-relay-process.ts'),
      String(targetPort),
      String(oneWayMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the latency relay exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Stops what was started so far, last first; errors are collected, not thrown half-way. */
async function unwind(steps: (() => Promise<void>)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps.reverse()) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'stopping the cluster failed');
}

export async function startScaleOut(options: ScaleOutOptions = {}): Promise<ScaleOut> {
  const log = options.log ?? (() => {});
  const count = options.instances ?? 3;
  const folder = mkdtempSync(path.join(tmpdir(), 'scaffold-scale-out-'));
  // nginx's workers (nobody, when started as root) pass through it to their temporary files: a
  // request body past their buffer (a save with photos) is written there, and a folder they
  // cannot enter turned every such save into nginx's own 500.
  chmodSync(folder, 0o711);
  const undo: (() => Promise<void>)[] = [
    async () => rmSync(folder, { recursive: true, force: true }),
  ];
  const onSignal = (signal: NodeJS.Signals) => {
    void unwind([...undo]).finally(() => process.kill(process.pid, signal));
  };
  try {
    // A cluster of its own even when TEST_DATABASE_URL names one: the tests stop it.
    const postgres = await startTestPostgres({
      env: {},
      settings: ['max_connections=300', ...(options.postgresSettings ?? [])],
    });
    undo.push(() => postgres.stop());
    const databaseUrl = postgres.url;
    const started = performance.now();
    const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    try {
      await runMigrations(seeding);
      await seedSample(seeding.db, keysFrom(CLUSTER_SECRET), {
        scale: options.scale ?? 1,
        referenceDate: options.referenceDate ?? new Date(),
      });
    } finally {
      await seeding.close();
    }
    log(
      `migrated and seeded ${options.scale ?? 1}× in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { file: bundle, remove: removeBundle } = await bundleServerApart('scale-out');
    undo.push(async () => removeBundle());
    let instancesDatabaseUrl = databaseUrl;
    if (options.databaseDelayMs) {
      const direct = new URL(databaseUrl);
      const relay = await startLatencyRelay(Number(direct.port), options.databaseDelayMs);
      undo.push(() => relay.stop());
      direct.port = String(relay.port);
      instancesDatabaseUrl = direct.toString();
      log(`PostgreSQL ${options.databaseDelayMs} ms away from the instances each way`);
    }
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const instances = ports.map((port, index) =>
      serverInstance({
        name: `instance ${index + 1}`,
        port,
        bundle,
        env: {
          // Each instance's connections named in pg_stat_activity.
          DATABASE_URL: `${instancesDatabaseUrl}?application_name=instance-${index + 1}`,
          DATABASE_POOL_SIZE: String(options.poolSize ?? 10),
          SERVER_SECRET: CLUSTER_SECRET,
          ...(options.portalDir ? { PORTAL_DIR: options.portalDir } : {}),
        },
      }),
    );
    undo.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    });
    await Promise.all(instances.map((instance) => instance.start()));
    const nginx = await startNginx(
      path.join(folder, 'nginx'),
      await freePort(),
      instances.map((instance) => ({ port: instance.port })),
    );
    undo.push(() => nginx.stop());
    log(`${count} instances behind nginx at ${nginx.url}`);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);

    const query = queryOn(databaseUrl);

    return {
      url: nginx.url,
      instances,
      nginx,
      postgres,
      databaseUrl,
      query,
      async rollingRestart(warm) {
        for (const instance of instances) {
          await nginx.reload(instances.map((i) => ({ port: i.port, down: i === instance })));
          await instance.stop('SIGTERM');
          await instance.start();
          await warm?.(instance);
          await nginx.reload(instances.map((i) => ({ port: i.port })));
        }
      },
      async stop() {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        await unwind(undo.splice(0));
      },
    };
  } catch (error) {
    await unwind(undo.splice(0)).catch(() => {});
    throw error;
  }
}
