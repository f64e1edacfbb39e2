// Reads benchmark ("Measured"): the real build (apps/portal/dist) against the mock API
// over HTTP (`npm run serve:mock`, started here once per scale, with the calls shaped by the
// screens and with the base calls only), in headless Chromium on a phone. A benchmark, not a
// test: it prints a table against the issue's targets and exits 0 (1 only when it cannot run).
//
//   npm run perf:reads -- [--scales 1,100,1000] [--spec-only-scales 1,100] [--runs 3] [--first-visit] [--typing 8] [--timeout 120] [--dist apps/portal/dist] [--label name]
//
// Method (every run is a fresh browser context, so a first visit's storage and service worker):
// - Phone: 390×844, deviceScaleFactor 3, touch, en-GB. UNTHROTTLED warm-up: the portal registers
//   its service worker only after the first signed-in screen, so the run signs in once, waits
//   until the worker controls the page (the code is precached), logs out, clears the origin's
//   IndexedDB and localStorage (CDP; the code's Cache Storage stays) and reloads /login until
//   quiet (--first-visit skips this: the code then comes over the throttled link too). Then, for
//   the rest of the run, CDP Emulation.setCPUThrottlingRate 4 and
//   Network.emulateNetworkConditions 1.6 Mbps down, 750 Kbps up, 150 ms latency (Lighthouse's
//   mobile link, applied per request as DevTools does), from the measured load of /login on.
// - The login page is left to itself for --typing s from its load (8: a person typing), then the
//   form is filled and pressed: what the page fetches meanwhile for the signed-in screens is
//   not in the sign-in's time, as on a phone. Its LCP and the bytes it reads meanwhile are
//   figures too (the page itself must not get slower for it).
// - Times: from the trusted pointerdown of the click (the Sign in button, a menu link, a row) to
//   the state painted, read in the page (scripts/bench-reads-page.js; the method of
//   scripts/bench-scale.ts). 'Usable' = the screen's main content drawn and nothing in <main>
//   aria-busy or showing a LoadingState. The phone's menu is opened before the timed link click.
// - Bytes per screen: the body as sent (compressed) and headers of every response from the
//   network (not those the service worker answers from its cache) for the requests made from the
//   click until the page and the network have been quiet, by Playwright's request sizes.
// - Heap: CDP Runtime.getHeapUsage (used) after a forced GC, once the three screens are done.
//   Offline copy: navigator.storage.estimate() then (usage; IndexedDB and Cache Storage apart).
// - Then on Inspections a site's history is expanded and its newest inspection's details opened
//   until its first photo (scrolled into view, as photos load lazily) is decoded and drawn.
// Figures are medians over the runs; raw figures go to node_modules/.cache/bench-reads.json
// (merged with earlier invocations, by configuration), with what explains them: each phase's
// requests (bytes; start and end in ms from the phase's start) and the main thread's busy time
// during each timed step (CDP Performance metrics: tasks, script, layout, style).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { paths } from '../apps/portal/src/config/paths.ts';
import { type Figures, growth, markdownTable, medians } from './bench-reads-table';
import { CHROMIUM_ARGS, requireChromium } from './chromium.ts';

/** A step's limit (--timeout, s): spec-only at 100× reads tens of MB over the phone's link. */
let TIMEOUT_MS = 120_000;
/** How long the login page waits for the person, from its load to the press (--typing, s). */
let TYPING_MS = 8_000;
/** The build served (--dist), and a name its figures are kept under (--label). */
let DIST = 'apps/portal/dist';
let LABEL = '';
const OUT = 'node_modules/.cache/bench-reads.json';
const ADMIN = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };
/** A sample site whose newest inspection has a photo (e2e/reads.e2e.ts relies on it too). */
const PHOTO_SITE = 'Portobello Railway Station Canopy';
const PHONE_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

interface Config {
  scale: number;
  specOnly: boolean;
  /** No warm-up sign-in: the code too comes over the throttled link. */
  firstVisit: boolean;
}
const configKey = ({ scale, specOnly, firstVisit }: Config) =>
  `${scale}×${specOnly ? ' spec-only' : ''}${firstVisit ? ' first visit' : ''}${LABEL ? ` ${LABEL}` : ''}`;

function readOptions(): { configs: Config[]; runs: number } {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: '1,100,1000' },
      'spec-only-scales': { type: 'string', default: '1,100' },
      runs: { type: 'string', default: '3' },
      'first-visit': { type: 'boolean', default: false },
      typing: { type: 'string', default: '8' },
      // Another build to measure (e.g. the one before a change), named apart in the raw file.
      dist: { type: 'string', default: 'apps/portal/dist' },
      label: { type: 'string', default: '' },
      timeout: { type: 'string', default: '120' },
    },
  });
  const firstVisit = values['first-visit'];
  TIMEOUT_MS = Number(values.timeout) * 1000;
  TYPING_MS = Number(values.typing) * 1000;
  DIST = values.dist;
  LABEL = values.label;
  const list = (text: string) => (text === '' ? [] : text.split(',').map(Number));
  const scales = list(values.scales);
  const specOnly = list(values['spec-only-scales']);
  const runs = Number(values.runs);
  if (
    [...scales, ...specOnly].some((s) => !(s >= 1 && s <= 1000)) ||
    !(runs >= 1) ||
    !(TYPING_MS >= 0)
  ) {
    console.error(
      'Usage: tsx scripts/bench-reads.ts [--scales 1,100,1000] [--spec-only-scales 1,100] [--runs 3] [--first-visit] [--typing 8] [--timeout 120]',
    );
    process.exit(1);
  }
  return {
    configs: [
      ...scales.map((scale) => ({ scale, specOnly: false, firstVisit })),
      ...specOnly.map((scale) => ({ scale, specOnly: true, firstVisit })),
    ],
    runs,
  };
}

/** `npm run serve:mock` as a child process; resolves with its URL once it prints it. */
function startServer(config: Config): Promise<{ url: string; child: ChildProcess }> {
  const args = [
    '--import',
    'tsx',
    'scripts/serve-mock.ts',
    '--scale',
    String(config.scale),
    '--port',
    '0',
    '--dist',
    DIST,
  ];
  if (config.specOnly) args.push('--spec-only');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Open (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        console.info(`  ${out.split('\n')[0]}`);
        resolve({ url: url.replace(/\/$/, ''), child });
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`serve:mock exited (${code}) before it was ready`)),
    );
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Network bytes by phase, from Playwright's request events (page and service worker). */
function trackBytes(context: BrowserContext) {
  let phase = 'login';
  const phaseOf = new Map<Request, string>();
  const bytes: Record<string, number> = {};
  const requests: Record<string, Record<string, number | string | null>[]> = {};
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  let phaseStarted = Date.now();
  /** When the request started and its answer ended, in ms from the phase's start. */
  const timingOf = (request: Request) => {
    const timing = request.timing();
    const at = Math.round(timing.startTime - phaseStarted);
    return { at, end: timing.responseEnd < 0 ? null : Math.round(at + timing.responseEnd) };
  };
  const account = async (request: Request) => {
    const label = phaseOf.get(request) ?? phase;
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes();
    const size = sizes.responseBodySize + sizes.responseHeadersSize;
    bytes[label] = (bytes[label] ?? 0) + size;
    requests[label] = [
      ...(requests[label] ?? []),
      { path: new URL(request.url()).pathname, bytes: size, ...timingOf(request) },
    ];
  };
  context.on('request', (request) => {
    phaseOf.set(request, phase);
    inFlight += 1;
    lastChange = Date.now();
  });
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    settle();
    pending.push(account(request).catch(() => {}));
  });
  return {
    /** Starts a phase; a phase started again counts afresh (a retried measurement). */
    startPhase: (name: string) => {
      phase = name;
      phaseStarted = Date.now();
      delete bytes[name];
      delete requests[name];
    },
    /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
    idle: async (quietMs = 500, timeoutMs = 60_000) => {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(pending);
    },
    bytesOf: (name: string) => bytes[name] ?? 0,
    requests,
  };
}

interface BenchWindow {
  __benchReads: {
    arm(state: string, timeoutMs: number): void;
    result(): Promise<{ start: number; end: number }>;
    photoCount(): number;
  };
  /** scripts/bench-page-quiet.js */
  __benchQuiet(quietMs: number, timeoutMs: number): Promise<number>;
}

/** Arms the page for `state`, performs `action` and returns the ms from its input to the paint. */
async function measure(page: Page, state: string, action: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ([s, t]) => (window as unknown as BenchWindow).__benchReads.arm(s as string, t as number),
    [state, TIMEOUT_MS] as const,
  );
  const result = page.evaluate(() => (window as unknown as BenchWindow).__benchReads.result());
  try {
    await action();
  } catch (error) {
    result.catch(() => {});
    throw error;
  }
  const { start, end } = await result;
  return end - start;
}

/** The page's largest contentful paint, ms from its navigation (once the browser reports one). */
function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) resolve(Math.round(last.startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function quietPage(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as BenchWindow).__benchQuiet(500, 30_000));
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_LINK);
}

const MAIN_THREAD = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

/** The main thread's busy time so far (CDP Performance metrics, in ms) by kind. */
async function mainThread(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(
    metrics
      .filter((metric) => MAIN_THREAD.includes(metric.name))
      .map((metric) => [metric.name, metric.value * 1000]),
  );
}

async function markTarget(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    for (const old of document.querySelectorAll('[data-bench-target]')) {
      old.removeAttribute('data-bench-target');
    }
    element.setAttribute('data-bench-target', '');
  });
}

/** Opens the phone's menu (not timed), then times the click on the screen's link. */
async function openScreen(page: Page, href: string, state: string): Promise<number> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page.locator(`nav a[href="${href}"]`).locator('visible=true').first();
  return measure(page, state, () => link.click());
}

/**
 * The mock is one Node process: an answer it is still building for an abandoned request (the
 * whole firm at 1,000×: about 25 s before its 500, and the client's retries) delays every other
 * answer. Waits until it answers a page within 100 ms again (at most 3 minutes).
 */
async function serverResponsive(base: string): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const started = Date.now();
    await fetch(`${base}/login`).then((response) => response.arrayBuffer());
    if (Date.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * After a screen that never became usable (Site Management reading get_customer_data at 100×
 * and more): a reload, not timed, ends its download, which would otherwise hold the link while
 * the next screen is measured, and waits for the server to be free. The next screen then starts
 * from a reloaded Dashboard.
 */
async function reloadDashboard(page: Page, base: string): Promise<void> {
  await serverResponsive(base);
  await page.goto(`${base}/dashboard`);
  await page.locator('section[aria-label="Key figures"]').waitFor();
  await quietPage(page);
}

async function storageFigures(page: Page): Promise<Figures> {
  const estimate = await page.evaluate(async () => {
    const { usage, usageDetails } = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: Record<string, number>;
    };
    return { usage: usage ?? null, details: usageDetails ?? {} };
  });
  return {
    storage: estimate.usage,
    storageIdb: estimate.details.indexedDB ?? 0,
    storageCaches: estimate.details.caches ?? 0,
  };
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Unthrottled: the portal registers its service worker only once the first signed-in screen has
 * its data, so sign in once, wait until the worker controls the page (the code is precached),
 * and log out (which clears the session and the user's offline copy) before the measured run.
 */
async function warmUp(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await signIn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await quietPage(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click();
  await page.waitForURL(/\/login/);
  await quietPage(page);
  // The measured sign-in must read its data: no copy of the warm-up's may be left to draw from
  // (one was, when /login was reloaded right after the logout: see docs/PERFORMANCE.md).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'indexeddb,local_storage',
  });
  await cdp.detach();
}

const TRIED_INSPECTIONS = 8;
/** Sites whose histories are tried for an inspection with a photo. */
const TRIED_SITES = 20;

/**
 * Opens the row's inspections, newest first, until one has a photo (photos are on a share of
 * inspections at scale): its time and bytes are the figures. Each attempt is timed afresh.
 */
async function openDetailsWithPhotos(
  page: Page,
  row: Locator,
  timed: (key: string, body: () => Promise<number>) => Promise<void>,
  figures: Figures,
): Promise<void> {
  const panel = page.locator(`[id="${await row.getAttribute('aria-controls')}"]`);
  const entries = panel.locator('li button[aria-haspopup="dialog"]');
  // The history read (a row expanded untimed may still be reading it) before its records count.
  await entries.first().waitFor();
  const count = Math.min(await entries.count(), TRIED_INSPECTIONS);
  for (let index = 0; index < count; index += 1) {
    await timed('details', () => measure(page, 'details', () => entries.nth(index).click()));
    figures.detailsPhotos = await page.evaluate(() =>
      (window as unknown as BenchWindow).__benchReads.photoCount(),
    );
    figures.detailsTried = index + 1;
    if ((figures.detailsPhotos ?? 0) > 0) return;
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }
}

interface RunResult {
  figures: Figures;
  errors: string[];
  busyTime: Record<string, Record<string, number>>;
  requests: Record<string, Record<string, number | string | null>[]>;
}

/** A fresh phone context that signs in and goes through the three screens, then the details. */
async function benchRun(browser: Browser, base: string, firstVisit: boolean): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  await context.addInitScript({ path: path.resolve('scripts/bench-page-quiet.js') });
  await context.addInitScript({ path: path.resolve('scripts/bench-page-watch.js') });
  // The page script checks the screens' routes, which are written once (config/paths.ts): given
  // to it as a global set before it runs, as plain JavaScript.
  const routes = { dashboard: paths.dashboard, sites: paths.sites, inspections: paths.inspections };
  await context.addInitScript({ content: `window.__benchPaths = ${JSON.stringify(routes)};` });
  await context.addInitScript({ path: path.resolve('scripts/bench-reads-page.js') });
  const net = trackBytes(context);
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const figures: Figures = {};
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  /** A step that fails is noted and the run goes on where it can. */
  const step = async (name: string, body: () => Promise<void>) => {
    try {
      await body();
    } catch (error) {
      const message = `${name}: ${(error as Error).message.split('\n')[0]}`;
      errors.push(message);
      console.error(`    ${message}`);
    }
  };
  /** A timed screen or interaction, then its bytes once page and network are quiet. */
  const busyTime: Record<string, Record<string, number>> = {};
  let cdp: CDPSession | null = null;
  const timed = async (key: string, body: () => Promise<number>) => {
    await step(key, async () => {
      net.startPhase(key);
      const before = cdp ? await mainThread(cdp) : {};
      figures[key] = await body();
      const after = cdp ? await mainThread(cdp) : {};
      busyTime[key] = Object.fromEntries(
        Object.entries(after).map(([name, ms]) => [name, Math.round(ms - (before[name] ?? 0))]),
      );
      await quietPage(page);
      await net.idle();
      figures[`${key}Bytes`] = net.bytesOf(key);
    });
  };
  try {
    if (!firstVisit) await warmUp(page, base);
    cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await throttle(cdp);
    // The measured visit: /login on the phone's link, left to itself while the person types.
    net.startPhase('login');
    const loginStarted = Date.now();
    await page.goto(`${base}/login`);
    figures.loginLcp = await largestPaint(page);
    const typed = loginStarted + TYPING_MS;
    await quietPage(page);
    await net.idle();
    figures.loginSettled = Date.now() - loginStarted;
    if (Date.now() < typed) await page.waitForTimeout(typed - Date.now());
    figures.loginBytes = net.bytesOf('login');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await timed('signIn', () =>
      measure(page, 'dashboard', () => page.getByRole('button', { name: 'Sign in' }).click()),
    );
    // Without a usable Dashboard the other screens would each wait out the timeout as well.
    if (figures.signIn === undefined) throw new Error('no usable Dashboard: the run stops');
    await timed('sites', () => openScreen(page, paths.sites, 'sites'));
    if (figures.sites === undefined) await reloadDashboard(page, base);
    await timed('inspections', () => openScreen(page, paths.inspections, 'inspections'));
    await step('heap and storage', async () => {
      if (cdp) figures.heap = await heapAfterGc(cdp);
      Object.assign(figures, await storageFigures(page));
    });

    const rows = page.locator('button[aria-controls$="-inspections"][aria-expanded]');
    // The sample's site with a photo, else the first site inspected at all.
    const photoRow = rows.filter({ hasText: PHOTO_SITE });
    const inspected = rows.filter({ hasNotText: /Last Inspection\s*Never/ });
    const row = (await photoRow.count()) > 0 ? photoRow.first() : inspected.first();
    await timed('history', async () => {
      await markTarget(row);
      return measure(page, 'history', () => row.click());
    });
    await openDetailsWithPhotos(page, row, timed, figures);
    figures.detailsSites = 1;
    // At scale the first inspected site may have no photo in its newest records: the next
    // sites' histories (expanded untimed) are tried, so the photo's cost is measured there too.
    for (let next = 1; next < TRIED_SITES && (figures.detailsPhotos ?? 0) === 0; next += 1) {
      const nth = inspected.nth(next);
      if ((await nth.count()) === 0) break;
      // By its panel's id: the list is windowed, so an index names another row once one grows.
      const other = page.locator(
        `button[aria-controls="${await nth.getAttribute('aria-controls')}"]`,
      );
      await other.scrollIntoViewIfNeeded();
      await other.click();
      await openDetailsWithPhotos(page, other, timed, figures);
      figures.detailsSites = next + 1;
      // Closed again when it had none, so the list stays as short as it was.
      if ((figures.detailsPhotos ?? 0) === 0) await other.click();
    }
  } catch (error) {
    errors.push(`run stopped: ${(error as Error).message.split('\n')[0]}`);
    console.error(`    run stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return { figures, errors, busyTime, requests: net.requests };
}

type Saved = Record<string, { config: Config; runs: { figures: Figures; errors: string[] }[] }>;

function readSaved(): Saved {
  try {
    return JSON.parse(readFileSync(OUT, 'utf8')).configs ?? {};
  } catch {
    return {};
  }
}

/** Adds one configuration's runs to the raw file (earlier invocations' others are kept). */
function save(key: string, entry: Record<string, unknown>): Saved {
  const saved = { ...readSaved(), [key]: { date: new Date().toISOString(), ...entry } } as Saved;
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ configs: saved }, null, 2));
  return saved;
}

const order = ({ config }: Saved[string]) =>
  (config.firstVisit ? 2e4 : 0) + (config.specOnly ? 1e4 : 0) + config.scale;

/** The table of every configuration in the raw file, with the growth and the failed steps. */
function report(saved: Saved): void {
  const entries = Object.entries(saved).sort(([, a], [, b]) => order(a) - order(b));
  const columns = entries.map(([title, entry]) => ({
    title: `${title} (${entry.runs.length} run${entry.runs.length > 1 ? 's' : ''})`,
    figures: medians(entry.runs.map((run) => run.figures)),
    firstVisit: entry.config.firstVisit,
  }));
  console.log(`\n${markdownTable(columns)}\n`);
  const at = (key: string) => columns[entries.findIndex(([title]) => title === key)]?.figures;
  const [one, large] = [at('1×'), at('1000×')];
  if (one && large) {
    const ratio = growth(one, large);
    console.log(
      `1000× over 1× (the screen that grew most): ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`} (target ≤ 1.20×).`,
    );
  }
  for (const [key, entry] of entries) {
    const errors = entry.runs.flatMap((run, i) =>
      run.errors.map((e) => `${key} run ${i + 1}: ${e}`),
    );
    if (errors.length > 0) console.log(`Failed steps:\n- ${errors.join('\n- ')}`);
  }
}

async function benchConfig(browser: Browser, config: Config, runs: number) {
  const key = configKey(config);
  console.info(`${key}: starting serve:mock (load ${os.loadavg()[0]?.toFixed(2)})`);
  const server = await startServer(config);
  const loadBefore = os.loadavg();
  const perRun: RunResult[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.info(`  ${key} run ${run}/${runs} (load ${os.loadavg()[0]?.toFixed(2)})`);
      const result = await benchRun(browser, server.url, config.firstVisit);
      const f = result.figures;
      console.info(
        `    sign-in ${f.signIn} ms, sites ${f.sites} ms, inspections ${f.inspections} ms`,
      );
      perRun.push(result);
    }
  } finally {
    await stopServer(server.child);
  }
  return save(key, { config, runs: perRun, loadavg: [...loadBefore, ...os.loadavg()] });
}

async function main() {
  const { configs, runs } = readOptions();
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error(`No real build in ${DIST}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  let saved = readSaved();
  try {
    for (const config of configs) saved = await benchConfig(browser, config, runs);
  } finally {
    await browser.close();
  }
  report(saved);
  const cpu = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `Medians. ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, Chromium ${browser.version()}; load average now ${load.join(' ')}.`,
  );
}

await main();
