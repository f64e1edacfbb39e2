// Lighthouse in the machine's Chromium: / and /login of the built demo (apps/portal/dist-demo),
// what a visitor of the public demo opens; /dashboard (signed in) of the real build
// (apps/portal/dist) against the mock's handlers over HTTP, so the signed-in screen is measured
// as the product, without the demo's in-page mock backend seeding and answering on the main
// thread.
//
// The simulated phone is the same on every host: each run's CPU slowdown is calibrated from the
// host's benchmark index measured around that run (scripts/cpu-calibration.ts), instead of
// Lighthouse's fixed 4×, which judged a page on a slower phone whenever the host was slower.
// Each page is audited up to MAX_RUNS times, stopping at the first run that meets the target (95
// on every page): other work on the host during a load that the calibration did not see only ever
// lowers a score, so the best run is the estimate of what the page itself costs. The report sets
// that best run against the target; the gate fails a page whose best run is under GATE, the target
// less what other machines' work alone was seen to take from one build's best run (a real
// regression, a page doing twice the work, falls well under it). Accessibility must be 100 in
// every run. `--runs N` audits every page exactly N times and prints the median as well, for
// docs/PERFORMANCE.md; `--cpu 4` scores with a fixed slowdown instead (the gate before).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
// The two halves of `lighthouse()` (core/index.js, navigation()), so that the CPU slowdown can be
// set from the run's own benchmark index between gathering and scoring (lighthouse is pinned).
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { Runner } from 'lighthouse/core/runner.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { type PreviewServer, preview } from 'vite';
import { paths } from '../apps/portal/src/config/paths.ts';
import { startMockHttpServer } from '../mocks/src/http-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mocks/src/index.ts';
import { chromiumArgs, disabledFeaturesOf, requireChromium } from './chromium.ts';
import { cpuSlowdownFor } from './cpu-calibration.ts';
import { mainThreadInCpuTime, type TraceEvent } from './main-thread-cpu-time.ts';

/** The target on every page, which the report measures (docs/DECISIONS.md "One phone for Lighthouse on every host"). */
const TARGET = { performance: 95, accessibility: 100 };
/**
 * The gate: the target less the spread of one build's best-of-seven score from host to host and
 * hour to hour (the Dashboard's 91 to 97 on these machines, idle), so that only a regression
 * fails it. Accessibility does not depend on the host: 100 in every run.
 */
const GATE = { performance: TARGET.performance - 10, accessibility: TARGET.accessibility };
/** Audits per page in the gate, at most (it stops at the first that meets the budget). */
const MAX_RUNS = 7;
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const FIXED_RUNS = argument('--runs') === undefined ? null : Number(argument('--runs'));
/** `--cpu 4`: a fixed slowdown instead of the calibrated one. */
const FIXED_CPU = argument('--cpu') === undefined ? null : Number(argument('--cpu'));
/** `--only /dashboard`: audit that page alone, for looking into one score. */
const ONLY = argument('--only') ?? null;
/** `--trace`: keep each page's last trace (as scored) beside its report, for a closer look. */
const KEEP_TRACE = process.argv.includes('--trace');
/** `--clock wall`: score the observed wall-clock times, as Lighthouse does by itself. */
const CLOCK = argument('--clock') === 'wall' ? 'wall' : 'cpu';
const wanted = (name: string) => ONLY === null || ONLY === name;

const portalRoot = path.resolve('apps/portal');
const servePortal = (outDir: string, port: number, proxy?: Record<string, string>) =>
  preview({
    root: portalRoot,
    configFile: path.join(portalRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: false, host: '127.0.0.1', proxy },
  });
const urlOf = (server: PreviewServer) => (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');

// The mock API over HTTP for the real build.
const api = await startMockHttpServer();
const demo = await servePortal('dist-demo', 4190);
const real = await servePortal('dist', 4290, { '/api': api.url });
const base = urlOf(demo);
const realBase = urlOf(real);

const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: [
    '--headless=new',
    ...chromiumArgs(disabledFeaturesOf(chromeLauncher.Launcher.defaultFlags())),
  ],
});
// No viewport of puppeteer's own: Lighthouse emulates the phone's screen itself.
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});
const flags: Flags = {
  port: chrome.port,
  onlyCategories: ['performance', 'accessibility'],
  output: 'json',
  logLevel: 'error',
};

/** One audit's scores and timings. */
interface Audit {
  name: string;
  performance: number;
  accessibility: number;
  lcp: string | undefined;
  tbt: string | undefined;
  cls: string | undefined;
  /** The host's benchmark index around the load (the calibration), and Lighthouse's own. */
  benchmarkIndex: { before: number; after: number; lighthouse: number };
  /** The CPU slowdown the run was scored with. */
  cpuSlowdown: number;
  metrics: Record<string, number>;
  failedA11y: string[];
}

/**
 * Lighthouse's benchmark index of the host (its own benchmark, run in the page), by the page's
 * main-thread CPU time instead of the clock: the host's speed, without the time other work took
 * the core while it ran. On an idle host it is Lighthouse's figure.
 */
async function cpuBenchmarkIndex(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  try {
    await session.send('Performance.enable');
    const sample = async () => {
      const { metrics } = await session.send('Performance.getMetrics');
      const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return { wall: value('Timestamp'), cpu: value('ThreadTime') };
    };
    const start = await sample();
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const end = await sample();
    if (CLOCK === 'wall') return index;
    const cpu = end.cpu - start.cpu;
    if (!(cpu > 0)) throw new Error('Chromium reported no main-thread CPU time for the benchmark');
    return (index * (end.wall - start.wall)) / cpu;
  } finally {
    await session.detach();
  }
}

/**
 * One Lighthouse run. The host's benchmark index is measured in the page just before Lighthouse
 * loads it and just after; Lighthouse loads it unthrottled and records its trace; the trace's
 * main-thread tasks are put in the CPU time they took (scripts/main-thread-cpu-time.ts), and the
 * simulated phone is scored with the CPU slowdown calibrated from the mean of the two indexes
 * (scripts/cpu-calibration.ts): the page's own work, on the same phone whatever the host.
 */
async function audit(name: string, url: string, page: Page, resetStorage: boolean) {
  const before = await cpuBenchmarkIndex(page);
  const { artifacts, runnerOptions } = await navigationGather(page, url, {
    flags: { ...flags, disableStorageReset: !resetStorage },
  });
  const after = await cpuBenchmarkIndex(page);
  const cpuSlowdown = FIXED_CPU ?? cpuSlowdownFor((before + after) / 2);
  // The gathered artifacts hold the very settings object they were gathered with, and scoring
  // refuses settings that differ from it: replace the throttling there (never mutate it in place,
  // it is Lighthouse's shared default).
  const settings = runnerOptions.resolvedConfig.settings;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
  artifacts.settings = settings;
  if (CLOCK === 'cpu') {
    const traceEvents = mainThreadInCpuTime(artifacts.Trace.traceEvents as TraceEvent[]);
    artifacts.Trace = { ...artifacts.Trace, traceEvents: traceEvents as never };
    // Nothing computed from the wall-clock trace while gathering may be reused.
    runnerOptions.computedCache = new Map();
  }
  const result: RunnerResult | undefined = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  // The full report, for reading why a score is what it is.
  mkdirSync('node_modules/.cache/lighthouse', { recursive: true });
  writeFileSync(
    `node_modules/.cache/lighthouse/${name.replace(/\W+/g, '') || 'landing'}.json`,
    JSON.stringify(result.lhr),
  );
  if (KEEP_TRACE) {
    writeFileSync(
      `node_modules/.cache/lighthouse/${name.replace(/\W+/g, '') || 'landing'}.trace.json`,
      JSON.stringify(artifacts.Trace),
    );
  }
  const { performance, accessibility } = result.lhr.categories;
  const score = (category: typeof performance) => Math.round((category?.score ?? 0) * 100);
  const audits = result.lhr.audits;
  const failedA11y = Object.values(result.lhr.audits)
    .filter((a) => a.score === 0 && (accessibility?.auditRefs ?? []).some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    name,
    performance: score(performance),
    accessibility: score(accessibility),
    lcp: audits['largest-contentful-paint']?.displayValue,
    tbt: audits['total-blocking-time']?.displayValue,
    cls: audits['cumulative-layout-shift']?.displayValue,
    benchmarkIndex: {
      before: Math.round(before),
      after: Math.round(after),
      lighthouse: Math.round(artifacts.BenchmarkIndex),
    },
    cpuSlowdown,
    metrics: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'speed-index',
        'total-blocking-time',
      ].map((id) => [id, Math.round(audits[id]?.numericValue ?? Number.NaN)]),
    ),
    failedA11y,
  } satisfies Audit;
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
/** Audits stop at the first run that meets the budget. */
const goodEnough = (run: Audit) => run.performance >= TARGET.performance;

/**
 * Audits a page until a run is good enough (at most MAX_RUNS), or exactly FIXED_RUNS times, in a
 * fresh tab per run (storage reset by Lighthouse) or, signed in, in the tab given.
 * The best run stands for the page; every run's scores are kept for the report.
 */
async function auditPage(name: string, url: string, signedIn?: Page) {
  const runs: Audit[] = [];
  const limit = FIXED_RUNS ?? MAX_RUNS;
  while (runs.length < limit) {
    const page = signedIn ?? (await browser.newPage());
    try {
      runs.push(await audit(name, url, page, !signedIn));
    } finally {
      if (!signedIn) await page.close();
    }
    if (FIXED_RUNS === null && goodEnough(runs.at(-1) as Audit)) break;
  }
  const best = runs.reduce((a, b) => (b.performance > a.performance ? b : a));
  return {
    ...best,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    runs: runs.map((r) => r.performance),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    cpuSlowdowns: runs.map((r) => r.cpuSlowdown),
    tbts: runs.map((r) => r.metrics['total-blocking-time']),
    metricsPerRun: runs.map((r) => r.metrics),
    median: median(runs.map((r) => r.performance)),
  };
}

const results: Awaited<ReturnType<typeof auditPage>>[] = [];
try {
  if (wanted(paths.landing))
    results.push(await auditPage(paths.landing, `${base}${paths.landing}`));
  if (wanted(paths.login)) results.push(await auditPage(paths.login, `${base}${paths.login}`));
  if (wanted(paths.dashboard)) {
    // /dashboard needs a session: sign in through the form in a tab Lighthouse then reuses.
    const page = await browser.newPage();
    await page.goto(`${realBase}${paths.login}`, { waitUntil: 'networkidle0' });
    await page.type('input[type=email]', DEMO_ACCOUNTS.admin.email);
    await page.type('input[type=password]', DEMO_PASSWORD);
    await Promise.all([
      page.waitForFunction((path) => location.pathname === path, {}, paths.dashboard),
      page.click('button[type=submit]'),
    ]);
    results.push(await auditPage(paths.dashboard, `${realBase}${paths.dashboard}`, page));
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await demo.close();
  await real.close();
  await api.close();
}

const slowdown = FIXED_CPU === null ? 'CPU slowdown calibrated per run' : `${FIXED_CPU}x CPU`;
console.log(
  `Lighthouse, best run per page (mobile, simulated slow 4G, ${slowdown}; target ${TARGET.performance}, gate ${GATE.performance})`,
);
console.log(
  'page         performance: best (runs) median   accessibility  LCP       TBT      CLS  (best run)',
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)} ${`${r.performance} (${r.runs.join(', ')})`.padEnd(30)} ${String(r.median).padEnd(7)}${String(r.accessibility).padEnd(14)} ${String(r.lcp).padEnd(9)} ${String(r.tbt).padEnd(8)} ${r.cls}`,
  );
  console.log(
    `${''.padEnd(12)} per run: host benchmark index (before/after; Lighthouse's) ${r.benchmarkIndexes.map((i) => `${i.before}/${i.after}; ${i.lighthouse}`).join(', ')}; CPU slowdown ${r.cpuSlowdowns.map((m) => `${m.toFixed(1)}x`).join(', ')}; TBT ${r.tbts.map((t) => `${t} ms`).join(', ')}`,
  );
}
mkdirSync('node_modules/.cache', { recursive: true });
writeFileSync('node_modules/.cache/lighthouse.json', JSON.stringify(results, null, 2));

const shortOfTarget = results.filter((r) => r.performance < TARGET.performance);
if (shortOfTarget.length > 0) {
  console.log(
    `\nUnder the target of ${TARGET.performance} (the benchmark's figure; the gate is ${GATE.performance}): ${shortOfTarget.map((r) => `${r.name} ${r.performance}`).join(', ')}`,
  );
}
const failures = results.flatMap((r) => [
  ...(r.performance < GATE.performance
    ? [`${r.name}: performance ${r.performance} < ${GATE.performance} in every run`]
    : []),
  ...(r.accessibility < GATE.accessibility
    ? [
        `${r.name}: accessibility ${r.accessibility} < ${GATE.accessibility} (${r.failedA11y.join(', ')})`,
      ]
    : []),
]);
if (failures.length > 0) {
  console.error(`\nLighthouse budget missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Lighthouse: accessibility ${GATE.accessibility} in every run; performance at least ${GATE.performance} (the gate) in the best run of every page.`,
);
