// Offline benchmark: the real build (apps/portal/dist, with its service worker)
// against the mock's handlers over HTTP, in headless Chromium. It measures
//   1. the cold start with no network after one signed-in visit: the page reloaded offline
//      until the Inspections screen is drawn from the shell cache and the last data read;
//      for comparison, the same reload online;
//   2. an outbox of N inspections (default 20), each with photos (a 1600×1200 JPEG per photo,
//      as PhotoInput re-encodes a camera picture) and three signatures: the storage it takes
//      (navigator.storage.estimate, and the bytes of the inspections themselves), and the time
//      from the network's return until every one is on the server.
// A benchmark, not a test: it prints its figures and exits 0 (1 only when it cannot run).
//
//   npm run build && tsx scripts/bench-offline.ts [--runs 3] [--inspections 20] [--photos 3]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHECKLIST_CATEGORIES, CHECKLIST_ITEMS, emptyInspectionForm } from '@scaffold/domain';
import { getDatabase, resetDatabase } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { startMockHttpServer } from '@scaffold/mocks/node';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { paths } from '../apps/portal/src/config/paths.ts';
import { OFFLINE_DB_NAME, STORES } from '../apps/portal/src/offline/offline-db.ts';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms.ts';
import { CHROMIUM_ARGS, requireChromium } from './chromium.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    inspections: { type: 'string', default: '20' },
    photos: { type: 'string', default: '3' },
  },
});
const RUNS = Number(options.runs);
const COUNT = Number(options.inspections);
const PHOTOS = Number(options.photos);
const portalRoot = path.resolve('apps/portal');
if (!existsSync(path.join(portalRoot, 'dist/sw.js'))) {
  console.error('No real build with its service worker: run `npm run build` first.');
  process.exit(1);
}

// The mock API over HTTP, in this process (one module graph, one database).
const EMPTY_FORM = emptyInspectionForm();
const PHOTO_KEYS = CHECKLIST_CATEGORIES.flatMap((category) =>
  CHECKLIST_ITEMS[category].map((item) => `${category}.${item}`),
);
const api = await startMockHttpServer();
const site = await preview({
  root: portalRoot,
  configFile: path.join(portalRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: 'dist' },
  preview: { port: 4390, strictPort: false, host: '127.0.0.1', proxy: { '/api': api.url } },
});
const base = (site.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: CHROMIUM_ARGS,
  headless: true,
});

const SITE_NAME = 'Radford Church Tower Restoration';
const inspectionCount = () =>
  getDatabase()
    .customers.flatMap((c) => c.clients.flatMap((client) => client.sites))
    .reduce((sum, s) => sum + s.inspections.length, 0);
function siteRecord() {
  const found = getDatabase()
    .customers.flatMap((c) => c.clients.flatMap((client) => client.sites))
    .find((s) => s.name === SITE_NAME);
  if (!found) throw new Error(`No site ${SITE_NAME} in the mock's data`);
  return { id: found.id, name: found.name };
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function signedIn() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const page = await context.newPage();
  await page.goto(`${base}${paths.login}`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(paths.dashboard));
  await page.goto(`${base}${paths.inspections}`);
  await page.getByRole('button', { name: new RegExp(`^${SITE_NAME}`) }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The last data read is written when the browser is idle.
  await page.waitForFunction(
    ({ name, store }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const count = open.result.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result >= 2);
          };
        };
      }),
    { name: OFFLINE_DB_NAME, store: STORES.lastRead },
    { timeout: 30_000 },
  );
  return { context, page };
}

/** Reloads the Inspections screen and times it until the first site row is drawn. */
async function timedReload(page: Page) {
  await page.reload({ waitUntil: 'commit' });
  await page.getByRole('button', { name: new RegExp(`^${SITE_NAME}`) }).waitFor();
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      drawn: performance.now(),
      fcp: paint?.startTime ?? null,
      documentMs: navigation ? navigation.responseEnd - navigation.startTime : null,
      fromWorker: navigation ? navigation.workerStart > 0 : false,
    };
  });
}

async function coldStart() {
  resetDatabase(); // every run against the seeded data, not the last run's sent photos
  const { context, page } = await signedIn();
  const online = await timedReload(page);
  await context.setOffline(true);
  const offline = await timedReload(page);
  const noted = await page
    .getByText(/^Offline: showing data from/)
    .first()
    .isVisible();
  await context.close();
  return { online, offline, noted };
}

/** Puts COUNT inspections with PHOTOS photos each in the signed-in user's outbox, as the form does. */
async function fillOutbox(page: Page) {
  return page.evaluate(
    async ({ count, photos, site, empty, photoKeys, dbName, authKey }) => {
      const auth = JSON.parse(sessionStorage.getItem(authKey) ?? '{}');
      // The owner key the portal uses: customer and FNV-1a of the email (offline/owner.ts).
      let hash = 0x811c9dc5;
      for (const char of auth.email.trim().toLowerCase()) {
        hash ^= char.codePointAt(0) ?? 0;
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      const owner = `${auth.customer_id}.${hash.toString(16).padStart(8, '0')}`;

      // A camera-like picture: gradients and grain, re-encoded as PhotoInput does (JPEG, 0.82).
      const context2d = (canvas: HTMLCanvasElement) => {
        const g = canvas.getContext('2d');
        if (!g) throw new Error('No 2D canvas');
        return g;
      };
      const picture = (seed: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 1200;
        const g = context2d(canvas);
        const sky = g.createLinearGradient(0, 0, 0, 1200);
        sky.addColorStop(0, `hsl(${(seed * 37) % 360}, 40%, 70%)`);
        sky.addColorStop(1, '#556070');
        g.fillStyle = sky;
        g.fillRect(0, 0, 1600, 1200);
        let x = seed * 9973;
        const random = () => {
          x = (x * 16807) % 2147483647;
          return x / 2147483647;
        };
        for (let i = 0; i < 900; i += 1) {
          g.fillStyle = `rgba(${(random() * 255) | 0},${(random() * 255) | 0},${(random() * 255) | 0},0.5)`;
          g.fillRect(random() * 1600, random() * 1200, 10 + random() * 120, 4 + random() * 60);
        }
        const grain = g.getImageData(0, 0, 1600, 1200);
        for (let i = 0; i < grain.data.length; i += 4) {
          const n = (random() - 0.5) * 24;
          for (let c = i; c < i + 3; c += 1) grain.data[c] = (grain.data[c] ?? 0) + n;
        }
        g.putImageData(grain, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.82);
      };
      const signature = (() => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 200;
        const g = context2d(canvas);
        g.lineWidth = 3;
        g.beginPath();
        for (let i = 0; i < 40; i += 1) g.lineTo(20 + i * 14, 100 + Math.sin(i) * 50);
        g.stroke();
        return canvas.toDataURL('image/png');
      })();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      let payloadChars = 0;
      let photoChars = 0;
      for (let n = 0; n < count; n += 1) {
        const photosOf: Record<string, string> = {};
        for (let p = 0; p < photos; p += 1) {
          const key = photoKeys[p % photoKeys.length] ?? '';
          const photo = picture(n * 10 + p + 1);
          photosOf[key] = photo;
          photoChars += photo.length;
        }
        const values = {
          ...empty,
          weather: 'clear',
          temperature: '8',
          humidity: '70',
          wind_speed: '12',
          scaffold_type: 'Cuplock',
          scaffold_height: '14.5',
          load_rating: 'General purpose (2.0 kN/m²)',
          tie_pattern: 'Box ties at every other lift',
          notes: `Benchmark inspection ${n + 1}`,
          photos: photosOf,
          signatures: { inspector: signature, supervisor: signature, client: signature },
          inspector_name: 'Alex Morgan',
          inspector_position: 'Administrator',
          action_taken: '',
          further_action: '',
        };
        payloadChars += JSON.stringify(values).length;
        const id = `bench-${n}-${Date.now()}`;
        await new Promise((resolve, reject) => {
          const tx = db.transaction(['outbox', 'outbox-payloads'], 'readwrite');
          tx.objectStore('outbox').add({
            id,
            owner,
            siteId: site.id,
            siteName: site.name,
            savedAt: Date.now() + n,
            idempotencyKey: `bench-key-${id}`,
            status: 'waiting',
            attempts: 0,
            reason: null,
          });
          tx.objectStore('outbox-payloads').put({ id, values });
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      return { payloadChars, photoChars };
    },
    {
      count: COUNT,
      photos: PHOTOS,
      site: siteRecord(),
      empty: EMPTY_FORM,
      photoKeys: PHOTO_KEYS,
      dbName: OFFLINE_DB_NAME,
      authKey: AUTH_STATE_KEY,
    },
  );
}

const outboxCount = (page: Page) =>
  page.evaluate(
    ({ name, store }) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const count = open.result.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    { name: OFFLINE_DB_NAME, store: STORES.outbox },
  );

async function outboxRun() {
  resetDatabase();
  const { context, page } = await signedIn();
  await context.setOffline(true);
  const before = await page.evaluate(() => navigator.storage.estimate());
  const sizes = await fillOutbox(page);
  const after = await page.evaluate(() => navigator.storage.estimate());
  // The new rows show (the page reads the outbox when told; a reload offline is the simplest).
  await page.reload();
  await page.getByRole('link', { name: new RegExp(`${COUNT} waiting to send`) }).waitFor();
  const onServer = inspectionCount();
  await page.evaluate(() => performance.clearResourceTimings());
  const started = Date.now();
  await context.setOffline(false);
  while ((await outboxCount(page)) > 0) {
    if (Date.now() - started > 300_000) throw new Error('The outbox did not empty in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sendMs = Date.now() - started;
  const arrived = inspectionCount() - onServer;
  // Each save as the page saw it: from the request's start to the answer's (on this machine the
  // upload is instant, so this is the server's handling: here the mock's, in this process).
  const saves = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming =>
        entry.name.endsWith('/api/save_inspection/'),
      )
      .map((entry) => ({
        start: entry.startTime,
        end: entry.responseEnd,
        // Before the request left: the service worker's fetch event, the body handed over.
        before: entry.requestStart - entry.startTime,
        server: entry.responseStart - entry.requestStart,
      })),
  );
  const serverMs = saves.reduce((sum, save) => sum + save.server, 0);
  const beforeMs = saves.reduce((sum, save) => sum + save.before, 0);
  // Between one answer and the next request: reading the next inspection, checking it, and
  // recording the last one as sent.
  const betweenMs = saves
    .slice(1)
    .reduce((sum, save, i) => sum + (save.start - (saves[i]?.end ?? save.start)), 0);
  await context.close();
  return {
    storageBytes: (after.usage ?? 0) - (before.usage ?? 0),
    payloadChars: sizes.payloadChars,
    photoChars: sizes.photoChars,
    sendMs,
    serverMs,
    beforeMs,
    betweenMs,
    saves: saves.length,
    arrived,
  };
}

try {
  const starts: Awaited<ReturnType<typeof coldStart>>[] = [];
  const outboxes: Awaited<ReturnType<typeof outboxRun>>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    starts.push(await coldStart());
    outboxes.push(await outboxRun());
    console.log(`run ${run + 1}/${RUNS} done`);
  }
  const photosTotal = COUNT * PHOTOS;
  console.log(`\nCold start of ${paths.inspections} (reload after one signed-in visit)`);
  console.log(
    `  online : first row drawn ${ms(median(starts.map((s) => s.online.drawn)))}, FCP ${ms(median(starts.map((s) => s.online.fcp ?? Number.NaN)))}, page from the worker: ${starts.every((s) => s.online.fromWorker)}`,
  );
  console.log(
    `  offline: first row drawn ${ms(median(starts.map((s) => s.offline.drawn)))}, FCP ${ms(median(starts.map((s) => s.offline.fcp ?? Number.NaN)))}, page from the worker: ${starts.every((s) => s.offline.fromWorker)}, offline note shown: ${starts.every((s) => s.noted)}`,
  );
  console.log(`  runs   : ${starts.map((s) => ms(s.offline.drawn)).join(', ')} (offline)`);
  console.log(`\nOutbox of ${COUNT} inspections, ${PHOTOS} photos each (${photosTotal} photos)`);
  console.log(
    `  storage used (navigator.storage.estimate): ${mb(median(outboxes.map((o) => o.storageBytes)))}`,
  );
  console.log(
    `  the inspections as JSON: ${mb(median(outboxes.map((o) => o.payloadChars)))} (photos ${mb(median(outboxes.map((o) => o.photoChars)))}, ${kb(median(outboxes.map((o) => o.photoChars)) / photosTotal)} a photo)`,
  );
  console.log(
    `  back online → all on the server: ${ms(median(outboxes.map((o) => o.sendMs)))} (runs ${outboxes.map((o) => ms(o.sendMs)).join(', ')}); arrived ${outboxes.map((o) => o.arrived).join(', ')} of ${COUNT} in ${outboxes.map((o) => o.saves).join(', ')} requests`,
  );
  console.log(
    `  of which the server's handling (request start → answer): ${ms(median(outboxes.map((o) => o.serverMs)))}; before each request left the page: ${ms(median(outboxes.map((o) => o.beforeMs)))}; between an answer and the next request: ${ms(median(outboxes.map((o) => o.betweenMs)))}`,
  );
} finally {
  await browser.close();
  await site.close();
  await api.close();
}
