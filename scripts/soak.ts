// Soak and capacity (docs/PERFORMANCE.md, "Several instances behind nginx"): the scale-out cluster
// (apps/server/src/testing/cluster/) seeded at a scale, loaded with autocannon one call at a time,
// first on one instance alone (per-instance figures), then through nginx across all of them; the
// database connections each instance holds; then a rolling restart under load from clients that
// retry as the portal does, counting what failed. A benchmark: it prints its figures and exits 0
// (1 only when a client saw a failure in the rolling restart or it cannot run).
//
//   npm run soak -- [--scale 1000] [--instances 3] [--duration 15] [--connections 16] [--pool 10]
//     [--restart-workers 6] [--db-delay-ms 0]
// --db-delay-ms puts PostgreSQL that far from the instances each way (a relay in between), as on
// machines of their own.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENDPOINTS } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { fixtures } from '@scaffold/mocks/contract-suite';
import autocannon from 'autocannon';
import { type ScaleOut, startScaleOut } from '../apps/server/src/testing/cluster/cluster.ts';
import { withRetries } from '../apps/server/src/testing/cluster/retrying-client.ts';
import { storedByNotes } from '../apps/server/src/testing/stored-notes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'node_modules/.cache/soak.json');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '3' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    pool: { type: 'string', default: '10' },
    'restart-workers': { type: 'string', default: '6' },
    'db-delay-ms': { type: 'string', default: '0' },
  },
});
const scale = Number(args.scale);
const duration = Number(args.duration);
const connections = Number(args.connections);

interface Figures {
  target: string;
  call: string;
  connections: number;
  requests: number;
  non2xx: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPercent: Record<string, number>;
  /** CPU time per 2xx answer: every instance's together, and PostgreSQL's. */
  instanceCpuMsPerAnswer: number;
  postgresCpuMsPerAnswer: number;
  /** Statements PostgreSQL ran per 2xx answer (BEGIN and COMMIT included): its round trips. */
  statementsPerAnswer: number;
}

async function statementsRun(cluster: ScaleOut): Promise<number> {
  const [row] = await cluster.query<{ calls: string }>(
    "select coalesce(sum(calls), 0) as calls from pg_stat_statements where query not like '%pg_stat%'",
  );
  return Number(row?.calls ?? 0);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** CPU seconds a process has used (utime + stime), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Clock ticks: 100 a second on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The CPU seconds of PostgreSQL: the postmaster on the cluster's port and every backend of it. */
function postgresCpuSeconds(databaseUrl: string): number {
  const port = new URL(databaseUrl).port;
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return {
          pid: Number(pid),
          cmdline,
          ppid: Number(fields[1]),
          ticks: Number(fields[11]) + Number(fields[12]),
        };
      } catch {
        return null;
      }
    })
    .filter((entry) => entry !== null);
  const master = stats.find(
    (s) => s.cmdline.includes('postgres') && s.cmdline.includes(`\0${port}\0`),
  );
  if (!master) return 0;
  const ticks = stats
    .filter((s) => s.pid === master.pid || s.ppid === master.pid)
    .reduce((sum, s) => sum + s.ticks, 0);
  return ticks / 100;
}

const CALLS = {
  dashboardSummary: { method: 'GET' as const, path: ENDPOINTS.dashboardSummary.path },
  siteList: {
    method: 'GET' as const,
    path: `${ENDPOINTS.siteList.path}?sort=name&page=1&page_size=50`,
  },
  saveInspection: { method: 'POST' as const, path: ENDPOINTS.saveInspection.path },
};

/**
 * The admin's session: an access token lives 5 minutes, so it is refreshed (rotated) before each
 * load and whenever a call meets a 401, as the portal does; one refresh at a time.
 */
function session(url: string, pair: { access: string; refresh: string }) {
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= (async () => {
      const { answer } = await withRetries(`${url}${ENDPOINTS.refresh.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: pair.refresh }),
      });
      if (answer.status !== 200) throw new Error(`refresh: ${answer.status}`);
      pair.access = String(answer.json.access);
      pair.refresh = String(answer.json.refresh);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  return { access: () => pair.access, refresh };
}
type Session = ReturnType<typeof session>;

/** A call with the portal's retries, and one refresh of the session on a 401. */
async function portalCall(who: Session, url: string, init: RequestInit = {}) {
  const send = () =>
    withRetries(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${who.access()}`,
      },
    });
  const first = await send();
  if (first.answer.status !== 401) return first;
  await who.refresh();
  return send();
}

async function load(
  cluster: ScaleOut,
  target: { label: string; url: string },
  token: string,
  name: keyof typeof CALLS,
): Promise<Figures> {
  const call = CALLS[name];
  const siteId = fixtures.ownSite().id;
  const times: number[] = [];
  let non2xx = 0;
  const cpuBefore = cluster.instances.map((i) => cpuSeconds(i.pid()));
  const postgresBefore = postgresCpuSeconds(cluster.databaseUrl);
  const statementsBefore = await statementsRun(cluster);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            method: call.method,
            path: call.path,
            setupRequest: (request) =>
              call.method === 'POST'
                ? {
                    ...request,
                    headers: { ...request.headers, 'idempotency-key': randomUUID() },
                    body: JSON.stringify({
                      ...fixtures.savedInspectionBody(siteId),
                      notes: `soak ${randomUUID()}`,
                    }),
                  }
                : request,
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const cpuPercent = Object.fromEntries(
    cluster.instances.map((i, n) => [
      i.name,
      Math.round(((cpuSeconds(i.pid()) - (cpuBefore[n] ?? 0)) / seconds) * 100),
    ]),
  );
  const answers = Math.max(1, times.length - non2xx);
  const instanceCpu = cluster.instances.reduce(
    (sum, i, n) => sum + cpuSeconds(i.pid()) - (cpuBefore[n] ?? 0),
    0,
  );
  const statements = (await statementsRun(cluster)) - statementsBefore;
  return {
    statementsPerAnswer: statements / answers,
    instanceCpuMsPerAnswer: (instanceCpu * 1000) / answers,
    postgresCpuMsPerAnswer:
      ((postgresCpuSeconds(cluster.databaseUrl) - postgresBefore) * 1000) / answers,
    target: target.label,
    call: name,
    connections,
    requests: times.length,
    non2xx,
    perSecond: (times.length - non2xx) / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpuPercent,
  };
}

const row = (f: Figures) =>
  `| ${f.target} | ${f.call} | ${f.connections} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${Math.round(f.perSecond)} | ${f.non2xx} | ${Object.values(f.cpuPercent).join(' / ')} | ${f.instanceCpuMsPerAnswer.toFixed(1)} | ${f.postgresCpuMsPerAnswer.toFixed(1)} | ${f.statementsPerAnswer.toFixed(1)} |`;

async function connectionsByInstance(cluster: ScaleOut) {
  return cluster.query<{ name: string; n: string; active: string }>(
    "select application_name as name, count(*) as n, count(*) filter (where state <> 'idle') as active from pg_stat_activity where application_name like 'instance-%' group by 1 order by 1",
  );
}

/** A rolling restart while `workers` clients save and read with the portal's retries. */
async function rollingUnderLoad(cluster: ScaleOut, who: Session, workers: number) {
  const siteId = fixtures.ownSite().id;
  let loading = true;
  const tally = { requests: 0, failed: [] as string[], transient: 0, saves: [] as string[] };
  const worker = async (index: number) => {
    while (loading) {
      tally.requests += 1;
      if (index % 2 === 0) {
        const notes = `soak rolling ${randomUUID()}`;
        const { answer, transient } = await portalCall(
          who,
          `${cluster.url}${ENDPOINTS.saveInspection.path}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ ...fixtures.savedInspectionBody(siteId), notes }),
          },
        );
        tally.transient += transient.length;
        if (answer.status === 201) tally.saves.push(notes);
        else tally.failed.push(`save ${answer.status}`);
      } else {
        const { answer, transient } = await portalCall(
          who,
          `${cluster.url}${ENDPOINTS.dashboardSummary.path}`,
        );
        tally.transient += transient.length;
        if (answer.status !== 200) tally.failed.push(`read ${answer.status}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  const started = performance.now();
  const warmed: number[] = [];
  // An instance goes back into nginx once it holds the customer's view: its first read of a
  // large customer is seconds to minutes (the whole view read), which no client should wait for.
  await cluster.rollingRestart(async (instance) => {
    const started = performance.now();
    await portalCall(who, `${instance.url}${ENDPOINTS.dashboardSummary.path}`);
    warmed.push(Math.round(performance.now() - started));
  });
  const seconds = (performance.now() - started) / 1000;
  loading = false;
  await running;
  const stored = [...(await storedByNotes(cluster.query, 'soak rolling %')).values()];
  const twice = stored.filter((n) => n !== 1).length;
  const missing = tally.saves.length - stored.length;
  return { seconds, warmedMs: warmed, ...tally, saves: tally.saves.length, twice, missing };
}

async function main() {
  const instances = Number(args.instances);
  console.log(
    `soak: ${instances} instances, ${scale}×, ${duration} s a call at ${connections} connections, PostgreSQL ${args['db-delay-ms']} ms away each way; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const cluster = await startScaleOut({
    instances,
    scale,
    poolSize: Number(args.pool),
    databaseDelayMs: Number(args['db-delay-ms']),
    // Statements counted per answer: the round trips a request makes to the database.
    postgresSettings: ['shared_preload_libraries=pg_stat_statements'],
    log: (line) => console.log(line),
  });
  await cluster.query('create extension if not exists pg_stat_statements');
  try {
    const { answer } = await withRetries(`${cluster.url}${ENDPOINTS.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    const who = session(cluster.url, {
      access: String(answer.json.access),
      refresh: String(answer.json.refresh),
    });
    // Each instance's view of the customer read once, before anything is timed; the first read
    // (the whole view from the database) timed apart.
    const firstAnswerMs: number[] = [];
    for (const i of cluster.instances) {
      const started = performance.now();
      await portalCall(who, `${i.url}${ENDPOINTS.dashboardSummary.path}`);
      firstAnswerMs.push(Math.round(performance.now() - started));
      for (const call of Object.values(CALLS).filter((c) => c.method === 'GET')) {
        await portalCall(who, `${i.url}${call.path}`);
      }
    }
    console.log(
      `first answer of each instance (its view read whole): ${firstAnswerMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const first = cluster.instances[0];
    if (!first) throw new Error('no instance');
    console.log(
      '\n| through | call | connections | p50 ms | p95 ms | p99 ms | answers/s | non-2xx | CPU % per instance | instance CPU ms/answer | PostgreSQL CPU ms/answer | statements/answer |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const figures: Figures[] = [];
    let connectionsSeen: Awaited<ReturnType<typeof connectionsByInstance>> = [];
    for (const name of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
      for (const target of [
        { label: 'instance 1 alone', url: first.url },
        { label: `nginx, ${instances} instances`, url: cluster.url },
      ]) {
        const sampling = setInterval(() => {
          void connectionsByInstance(cluster).then((rows) => {
            if (
              rows.reduce((sum, r) => sum + Number(r.n), 0) >=
              connectionsSeen.reduce((sum, r) => sum + Number(r.n), 0)
            )
              connectionsSeen = rows;
          });
        }, 1000);
        await who.refresh();
        const done = await load(cluster, target, who.access(), name);
        clearInterval(sampling);
        figures.push(done);
        console.log(row(done));
      }
    }
    console.log(
      `\ndatabase connections at the busiest sample (per instance, of them active): ${connectionsSeen.map((r) => `${r.name} ${r.n} (${r.active})`).join(', ')}`,
    );
    const rssMb = cluster.instances.map((i) => {
      try {
        const status = readFileSync(`/proc/${i.pid()}/status`, 'utf8');
        return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        return 0;
      }
    });
    console.log(`instances' RSS after the loads: ${rssMb.map((mb) => `${mb} MB`).join(', ')}`);
    await who.refresh();
    const rolling = await rollingUnderLoad(cluster, who, Number(args['restart-workers']));
    console.log(
      `rolling restart of ${instances} instances under ${args['restart-workers']} retrying clients: ${rolling.seconds.toFixed(1)} s, ${rolling.requests} requests, ${rolling.failed.length} failed, ${rolling.transient} transient answers retried, ${rolling.saves} saves of which ${rolling.twice} stored twice and ${rolling.missing} missing; each restarted instance warm in ${rolling.warmedMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(
      OUT,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          scale,
          instances,
          databaseDelayMs: Number(args['db-delay-ms']),
          duration,
          connections,
          figures,
          connectionsSeen,
          rssMb,
          firstAnswerMs,
          rolling: { ...rolling, failed: rolling.failed.slice(0, 20) },
          loadAverage: os.loadavg(),
        },
        null,
        2,
      ),
    );
    console.log(`figures in ${path.relative(ROOT, OUT)}`);
    if (rolling.failed.length > 0 || rolling.twice > 0 || rolling.missing > 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

await main();
