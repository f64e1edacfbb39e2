// Server benchmark: the real server (apps/server) against PostgreSQL 15
// seeded at a scale, under load from autocannon, and the embedded PGlite at 1×. A benchmark, not
// a test: it prints its figures against its targets and exits 0 (1 only when it cannot
// run). Method and figures: docs/PERFORMANCE.md "Server".
//
//   npm run bench:server -- [--scales 1,100,1000] [--duration 15] [--connections 32]
//     [--database-url postgres://…] [--runner bundle|tsx] [--no-pglite] [--no-postgres]
//     [--saves-only]
//
// - PostgreSQL: a throwaway cluster per scale (apps/server/src/testing/postgres.ts), seeded with
//   the sample by seedSample (in a child process, timed), or --database-url (one scale: seeded if
//   empty, else it must hold that scale; left as it is afterwards: seed 1,000× once and reuse it,
//   docs/PERFORMANCE.md "Server").
// - The server runs in its own process, as a firm runs it: `--runner bundle` (default) is the
//   server bundled by esbuild and run by node with the server's flags, as `npm start` runs it;
//   `--runner tsx` is the same under tsx's loader, for comparison. Its RSS
//   (/proc/<pid>/status VmRSS) is sampled every 100 ms while each call is loaded.
// - Each call the Dashboard, Site Management, Inspections and Inventory screens make first
//   (apps/portal/src/features/*/…-reads.ts), signed in as the demo admin, is loaded alone for
//   --duration seconds at --connections; then one inspection's details, a different inspection
//   on every request; the public tag page, the demo customer's tags in turn, each request from a
//   caller of its own (X-Forwarded-For from the trusted loopback, as behind a proxy: one address
//   would meet the page's rate limit at once); then saves, a fresh Idempotency-Key and notes each,
//   every 2xx then counted in the database (once each); `--saves-only` loads the saves alone (a
//   change to the write path measured in seconds, not minutes). Latency is each response's own time
//   (autocannon's `response` events), so the p95 is exact; throughput = 2xx answers per second.
// - The first answer after start (the customer's view read from the database) is timed apart.
// - Beside each load: the server's and PostgreSQL's CPU ms and the statements per 2xx answer
//   (bench-server-costs.ts), the figures to compare on a machine whose load moves.
// - PGlite: the same calls on the embedded database at 1× with 8 connections.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_NOW } from '@scaffold/mocks/constants';
import { fixtures } from '@scaffold/mocks/contract-suite';
import { seededTagCode } from '@scaffold/mocks/seed';
import autocannon from 'autocannon';
import { bundleServer } from '../apps/server/src/bundle.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';
import { freePort } from '../apps/server/src/testing/free-port.ts';
import { queryOn, storedByNotes } from '../apps/server/src/testing/stored-notes.ts';
import { cpuMsOf, type DatabaseCosts, databaseCosts } from './bench-server-costs.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/bench-server');
const OUT = path.join(ROOT, 'node_modules/.cache/bench-server.json');
const SECRET = 'bench-server-secret-bench-server-secret';
const ADMIN = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };

/** The server's targets (docs/PERFORMANCE.md). */
const TARGETS = {
  firstScreenP95Ms: 50,
  singleRecordPerSecond: 2_000,
  savesPerSecond: 200,
  rssMb: 250,
  pgliteP95Ms: 100,
};

/** Each call a first screen makes (the portal's first reads), by screen. */
const FIRST_SCREEN_CALLS: { screen: string; path: string }[] = [
  { screen: 'Dashboard', path: '/api/dashboard_summary/' },
  { screen: 'Site Management', path: '/api/site_overview/' },
  { screen: 'Site Management', path: '/api/site_clients/?page=1&page_size=50' },
  { screen: 'Site Management', path: '/api/site_clients/?page=1&page_size=200' },
  { screen: 'Inspections', path: '/api/inspection_summary/' },
  { screen: 'Inspections', path: '/api/inspection_sites/?page=1&page_size=200' },
  { screen: 'Inventory', path: '/api/inventory/?sort=name&page=1&page_size=200' },
  { screen: 'Inventory', path: '/api/sites/?sort=name&page=1&page_size=200' },
];

interface Load {
  screen: string;
  call: string;
  connections: number;
  requests: number;
  non2xx: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  rssMaxMb: number;
  /** The server's CPU ms per 2xx answer (utime + stime over the load). */
  serverCpuMs: number;
  /** PostgreSQL's CPU ms and statements per 2xx answer (null: not measured). */
  databaseCpuMs: number | null;
  statements: number | null;
}

interface Run {
  database: string;
  scale: number;
  runner: string;
  seedMs: number | null;
  startMs: number;
  firstAnswerMs: number;
  rssIdleMb: number;
  rssAfterMb: number;
  loads: Load[];
  /** The saves answered 2xx, and what the database holds of them (null: not counted). */
  saves: { answered: number; stored: Stored | null };
  loadAverage: string;
  at: string;
}

const rssMb = (pid: number): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The server bundled into one file (apps/server/src/bundle.ts), as npm start runs it. */
const bundle = () => bundleServer(path.join(CACHE, 'server.mjs'));

async function startServerProcess(
  runner: 'bundle' | 'tsx',
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; url: string; startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const command =
    runner === 'bundle'
      ? { file: process.execPath, args: [...SERVER_NODE_FLAGS, await bundle()] }
      : // tsx's loader in the server's own node, not the tsx command: that command starts node
        // as a second process, and its own RSS and CPU (50 MB, none) were what was measured.
        {
          file: process.execPath,
          args: [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
        };
  const child = spawn(command.file, command.args, {
    cwd: ROOT,
    // An undefined setting is left out: the server reads it from its data folder.
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DIR: '',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        SERVER_SECRET: SECRET,
        // The tag page's callers are told apart by X-Forwarded-For from this process.
        TRUST_PROXY: 'loopback',
        ...env,
      }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 1200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/ready`)).ok) {
        return { child, url, startMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready in 120 s');
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { access?: string };
  if (!body.access) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access;
}

/** One call under load: exact percentiles from every response's time, RSS sampled meanwhile. */
async function load(
  url: string,
  token: string,
  pid: number,
  call: Call,
  connections: number,
  duration: number,
  costs: DatabaseCosts | null,
): Promise<Load> {
  const serverCpuBefore = cpuMsOf(pid);
  const databaseCpuBefore = costs?.cpuMs() ?? null;
  const statementsBefore = (await costs?.statements()) ?? null;
  const times: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  let rssMax = rssMb(pid);
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssMb(pid));
  }, 100);
  let next = 0;
  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url,
      connections,
      duration,
      headers: call.public ? {} : { authorization: `Bearer ${token}` },
      requests: [
        {
          method: call.method ?? 'GET',
          setupRequest: (request) => {
            const n = next;
            next += 1;
            return {
              ...request,
              path: call.paths[n % call.paths.length] as string,
              headers: { ...request.headers, ...call.headers?.(n) },
              ...(call.body ? { body: call.body(n) } : {}),
            };
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    times.push(responseTime);
    bytes = resBytes;
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await done;
  clearInterval(sampler);
  const answered = Math.max(1, times.length - non2xx);
  const serverCpuMs = (cpuMsOf(pid) - serverCpuBefore) / answered;
  const databaseCpuAfter = costs?.cpuMs() ?? null;
  const statementsAfter = (await costs?.statements()) ?? null;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    serverCpuMs,
    databaseCpuMs:
      databaseCpuBefore === null || databaseCpuAfter === null
        ? null
        : (databaseCpuAfter - databaseCpuBefore) / answered,
    // Less the one statement that read the count before.
    statements:
      statementsBefore === null || statementsAfter === null
        ? null
        : (statementsAfter - statementsBefore - 1) / answered,
    screen: call.screen,
    call: call.label,
    connections,
    requests: times.length,
    non2xx,
    perSecond: (times.length - non2xx) / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    bytes,
    rssMaxMb: rssMax,
  };
}

/** The saves of a run found in the database: rows, and how many notes more than one row has. */
interface Stored {
  rows: number;
  twice: number;
}

/** Counts a run's saves in PostgreSQL (each save's notes are its own). */
async function storedIn(databaseUrl: string, run: string): Promise<Stored> {
  const counts = [...(await storedByNotes(queryOn(databaseUrl), `bench ${run} %`)).values()];
  const rows = counts.reduce((sum, n) => sum + n, 0);
  return { rows, twice: rows - counts.length };
}

/** What `load` sends: the same request shape, each request's path, headers and body by its number. */
interface Call {
  screen: string;
  label: string;
  paths: readonly string[];
  method?: 'GET' | 'POST';
  /** Sent without the admin's token (the public tag page). */
  public?: boolean;
  headers?: (n: number) => Record<string, string>;
  body?: (n: number) => string;
}

/**
 * A caller's own address per request (the server trusts the loopback proxy's X-Forwarded-For):
 * the public tag page is read by many phones, each within its own rate limit.
 */
const callerAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The demo customer's tags that answer (a reprinted one's first code no longer does). */
async function liveTagPaths(url: string): Promise<string[]> {
  const paths: string[] = [];
  for (let tag = 1; tag <= 8; tag += 1) {
    const path = `/api/tags/${seededTagCode(1, `T-${String(tag).padStart(4, '0')}`)}`;
    const answer = await fetch(`${url}${path}`, {
      headers: { 'x-forwarded-for': callerAddress(tag) },
    });
    await answer.arrayBuffer();
    if (answer.ok) paths.push(path);
  }
  if (paths.length === 0) throw new Error('no seeded tag answers');
  return paths;
}

/**
 * A GET answered however late: fetch gives up on headers after 300 s, and a first answer at
 * 1,000× on a starved machine (the whole view read) can take longer. Answers the status.
 */
function slowGet(target: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(target, { headers: { authorization: `Bearer ${token}` } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One record's loads: an inspection's details, ids in turn, and the public tag page. */
async function loadRecords(
  url: string,
  token: string,
  pid: number,
  inspectionIds: readonly number[],
  connections: number,
  duration: number,
  costs: DatabaseCosts | null,
  loads: Load[],
) {
  const details = await load(
    url,
    token,
    pid,
    {
      screen: 'One record',
      label: `/api/inspection_details/{id} (${inspectionIds.length} ids in turn)`,
      paths: inspectionIds.map((id) => `/api/inspection_details/${id}`),
    },
    connections,
    duration,
    costs,
  );
  loads.push(details);
  console.log(row(details));
  const tags = await liveTagPaths(url);
  const tagStatus = await load(
    url,
    token,
    pid,
    {
      screen: 'One record',
      label: `/api/tags/{code} (${tags.length} tags in turn, a caller each)`,
      paths: tags,
      public: true,
      headers: (n) => ({ 'x-forwarded-for': callerAddress(n + 1_000) }),
    },
    connections,
    duration,
    costs,
  );
  loads.push(tagStatus);
  console.log(row(tagStatus));
}

/** Runs the calls against a server; the first answer (its view read whole) timed apart. */
async function measure(
  url: string,
  pid: number,
  inspectionIds: readonly number[],
  connections: number,
  duration: number,
  storedOf: (run: string) => Promise<Stored | null>,
  costs: DatabaseCosts | null = null,
  savesOnly = false,
) {
  const token = await signIn(url);
  const rssIdleMb = rssMb(pid);
  const first = performance.now();
  const status = await slowGet(`${url}${FIRST_SCREEN_CALLS[0]?.path}`, token);
  if (status !== 200) throw new Error(`first answer: ${status}`);
  const firstAnswerMs = performance.now() - first;
  // Each call once, so what it memoises is built before it is timed.
  for (const call of FIRST_SCREEN_CALLS) {
    await (await fetch(`${url}${call.path}`, { headers: { authorization: `Bearer ${token}` } }))
      .arrayBuffer()
      .catch(() => undefined);
  }
  const loads: Load[] = [];
  for (const call of savesOnly ? [] : FIRST_SCREEN_CALLS) {
    const done = await load(
      url,
      token,
      pid,
      { screen: call.screen, label: call.path, paths: [call.path] },
      connections,
      duration,
      costs,
    );
    loads.push(done);
    console.log(row(done));
  }
  if (!savesOnly)
    await loadRecords(url, token, pid, inspectionIds, connections, duration, costs, loads);
  // Saves with a fresh key each; afterwards every 201 must be one stored inspection.
  const run = randomUUID();
  const saves = await load(
    url,
    token,
    pid,
    {
      screen: 'Save',
      label: '/api/save_inspection/ (a fresh key each)',
      paths: ['/api/save_inspection/'],
      method: 'POST',
      headers: () => ({ 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      body: (n) =>
        JSON.stringify({
          ...fixtures.savedInspectionBody(fixtures.ownSite().id),
          notes: `bench ${run} ${n}`,
        }),
    },
    connections,
    duration,
    costs,
  );
  loads.push(saves);
  console.log(row(saves));
  const stored = await storedOf(run);
  return {
    firstAnswerMs,
    rssIdleMb,
    rssAfterMb: rssMb(pid),
    loads,
    saves: { answered: saves.requests - saves.non2xx, stored },
  };
}

const orDash = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits);

const row = (l: Load) =>
  `| ${l.screen} | \`${l.call}\` | ${l.connections} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.p99.toFixed(1)} | ${Math.round(l.perSecond)} | ${l.non2xx} | ${(l.bytes / 1024).toFixed(1)} KB | ${l.rssMaxMb.toFixed(0)} MB | ${l.serverCpuMs.toFixed(2)} | ${orDash(l.databaseCpuMs, 2)} | ${orDash(l.statements, 1)} |`;

const HEADER =
  '| screen | call | connections | p50 ms | p95 ms | p99 ms | answers/s | non-2xx | answer | server RSS (max) | server CPU ms/answer | PostgreSQL CPU ms/answer | statements/answer |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';

/** Seeds a database in this process (the child the orchestrator starts: `--seed URL SCALE`). */
async function seedOnly(url: string, scale: number) {
  const { openDatabase } = await import('../apps/server/src/db/connect.ts');
  const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
  const { keysFrom } = await import('../apps/server/src/secrets.ts');
  const { seedSample } = await import('../apps/server/src/seed/seed.ts');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await runMigrations(database);
  await seedSample(database.db, keysFrom(SECRET), { scale, referenceDate: new Date() });
  await database.close();
}

async function sitesIn(url: string): Promise<number | null> {
  const query = queryOn(url);
  const [found] = await query<{ there: boolean }>(
    "select to_regclass('public.sites') is not null as there",
  );
  if (!found?.there) return null;
  return Number((await query<{ n: string }>('select count(*) as n from sites'))[0]?.n ?? 0);
}

async function inspectionIdsIn(url: string): Promise<number[]> {
  const rows = await queryOn(url)<{ id: number }>(
    'select id from inspections where customer_id = 1 order by id limit 2000',
  );
  return rows.map((entry) => entry.id);
}

async function onPostgres(
  scale: number,
  options: {
    runner: 'bundle' | 'tsx';
    databaseUrl?: string;
    connections: number;
    duration: number;
    savesOnly: boolean;
  },
): Promise<Run> {
  const { startTestPostgres } = await import('../apps/server/src/testing/postgres.ts');
  const cluster = options.databaseUrl
    ? null
    : await startTestPostgres({
        env: {},
        settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'],
      });
  const url = options.databaseUrl ?? cluster?.url ?? '';
  try {
    let seedMs: number | null = null;
    const expected = 75 * scale + 4;
    const sites = await sitesIn(url);
    if (!sites) {
      const started = performance.now();
      execFileSync(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/bench-server.ts', '--seed', url, '--scales', String(scale)],
        { cwd: ROOT, stdio: 'inherit' },
      );
      seedMs = performance.now() - started;
      console.log(`seeded ${scale}× in ${(seedMs / 1000).toFixed(1)} s`);
    } else if (sites !== expected) {
      throw new Error(`the database holds ${sites} sites, not the ${expected} of ${scale}×`);
    }
    const server = await startServerProcess(options.runner, {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
    });
    const costs = await databaseCosts(url);
    try {
      const pid = server.child.pid as number;
      console.log(`\n### PostgreSQL 15, ${scale}×, ${options.runner}\n\n${HEADER}`);
      const figures = await measure(
        server.url,
        pid,
        await inspectionIdsIn(url),
        options.connections,
        options.duration,
        (run) => storedIn(url, run),
        costs,
        options.savesOnly,
      );
      return {
        database: 'PostgreSQL 15',
        scale,
        runner: options.runner,
        seedMs,
        startMs: server.startMs,
        ...figures,
        loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
        at: new Date().toISOString(),
      };
    } finally {
      await costs.close();
      await stopProcess(server.child);
    }
  } finally {
    await cluster?.stop();
  }
}

async function onPglite(options: {
  runner: 'bundle' | 'tsx';
  duration: number;
  savesOnly: boolean;
}): Promise<Run> {
  const { seededDataDir } = await import('../apps/server/src/testing/seeded-data-dir.ts');
  // The folder the tests use (made once, then copied): the sample around the mock's date.
  const folder = await seededDataDir({ referenceDate: MOCK_NOW });
  try {
    // The folder's own secret, which sealed its tag codes when it was seeded.
    const server = await startServerProcess(options.runner, {
      DATA_DIR: folder.dataDir,
      SERVER_SECRET: undefined,
    });
    try {
      const pid = server.child.pid as number;
      console.log(`\n### PGlite, 1×, ${options.runner}\n\n${HEADER}`);
      // The embedded database's own ids: read through the server's first site's history.
      const token = await signIn(server.url);
      const ids: number[] = [];
      for (let page = 1; ids.length < 200 && page < 4; page += 1) {
        const sites = (await (
          await fetch(`${server.url}/api/inspection_sites/?page=${page}&page_size=50`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { results: { id: number }[] };
        for (const site of sites.results) {
          const history = (await (
            await fetch(`${server.url}/api/site_inspections/${site.id}?page_size=100`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json()) as { results: { id: number }[] };
          ids.push(...history.results.map((entry) => entry.id));
        }
      }
      // The folder is the server's alone while it runs: the saves are counted on PostgreSQL only.
      const figures = await measure(
        server.url,
        pid,
        ids,
        8,
        options.duration,
        async () => null,
        null,
        options.savesOnly,
      );
      return {
        database: 'PGlite',
        scale: 1,
        runner: options.runner,
        seedMs: null,
        startMs: server.startMs,
        ...figures,
        loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
        at: new Date().toISOString(),
      };
    } finally {
      await stopProcess(server.child);
    }
  } finally {
    folder.remove();
  }
}

function verdicts(runs: readonly Run[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    const first = run.loads.filter((entry) => !['One record', 'Save'].includes(entry.screen));
    const worst = first.reduce((a, b) => (b.p95 > a.p95 ? b : a), first[0] as Load);
    const save = run.loads.find((entry) => entry.screen === 'Save');
    const stored = run.saves.stored;
    const counted = `${run.saves.answered} answered, ${stored ? `${stored.rows} stored, ${stored.twice} twice` : 'not counted'}`;
    if (!worst) {
      lines.push(
        `${run.database} ${run.scale}× (${run.runner}), saves only: ${Math.round(save?.perSecond ?? 0)}/s ${(save?.perSecond ?? 0) >= TARGETS.savesPerSecond ? '≥' : '<'} ${TARGETS.savesPerSecond}/s, ${counted}; load average ${run.loadAverage}`,
      );
      continue;
    }
    const target = run.database === 'PGlite' ? TARGETS.pgliteP95Ms : TARGETS.firstScreenP95Ms;
    const records = run.loads.filter((entry) => entry.screen === 'One record');
    const record = records.reduce(
      (a, b) => (b.perSecond < a.perSecond ? b : a),
      records[0] as Load,
    );
    const rss = Math.max(...run.loads.map((entry) => entry.rssMaxMb));
    lines.push(
      `${run.database} ${run.scale}× (${run.runner}): first-screen p95 worst ${worst.p95.toFixed(1)} ms (${worst.call}) ${worst.p95 <= target ? '≤' : '>'} ${target} ms; ` +
        `one record (slowest of ${records.length}) ${Math.round(record?.perSecond ?? 0)}/s ${(record?.perSecond ?? 0) >= TARGETS.singleRecordPerSecond ? '≥' : '<'} ${TARGETS.singleRecordPerSecond}/s; ` +
        `saves ${Math.round(save?.perSecond ?? 0)}/s ${(save?.perSecond ?? 0) >= TARGETS.savesPerSecond ? '≥' : '<'} ${TARGETS.savesPerSecond}/s, ${counted}; ` +
        `RSS max ${rss.toFixed(0)} MB ${rss <= TARGETS.rssMb ? '≤' : '>'} ${TARGETS.rssMb} MB; ` +
        `start ${(run.startMs / 1000).toFixed(1)} s, first answer ${(run.firstAnswerMs / 1000).toFixed(2)} s` +
        (run.seedMs === null ? '' : `, seed ${(run.seedMs / 1000).toFixed(0)} s`) +
        `; load average ${run.loadAverage}`,
    );
  }
  return lines;
}

async function main() {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: '1,100,1000' },
      duration: { type: 'string', default: '15' },
      connections: { type: 'string', default: '32' },
      'database-url': { type: 'string' },
      runner: { type: 'string', default: 'bundle' },
      'no-pglite': { type: 'boolean', default: false },
      'no-postgres': { type: 'boolean', default: false },
      'saves-only': { type: 'boolean', default: false },
      seed: { type: 'string' },
    },
  });
  const scales = (values.scales ?? '1000').split(',').map(Number);
  if (values.seed) {
    await seedOnly(values.seed, scales[0] ?? 1);
    return;
  }
  const runner = values.runner === 'tsx' ? 'tsx' : 'bundle';
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const savesOnly = values['saves-only'] ?? false;
  if (values['database-url'] && scales.length !== 1) {
    throw new Error('--database-url holds one scale: give --scales N');
  }
  const runs: Run[] = [];
  for (const scale of values['no-postgres'] ? [] : scales) {
    runs.push(
      await onPostgres(scale, {
        runner,
        connections,
        duration,
        savesOnly,
        ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
      }),
    );
  }
  if (!values['no-pglite']) runs.push(await onPglite({ runner, duration, savesOnly }));
  console.log(`\n${verdicts(runs).join('\n')}`);
  let kept: Run[] = [];
  try {
    kept = JSON.parse(readFileSync(OUT, 'utf8')) as Run[];
  } catch {
    kept = [];
  }
  writeFileSync(OUT, JSON.stringify([...kept, ...runs], null, 2));
  console.log(`\nRaw figures: ${path.relative(ROOT, OUT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
