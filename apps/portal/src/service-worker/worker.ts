// The real build's service worker, bundled by vite-plugins/service-worker.ts into /sw.js with
// the build's file list and version. It keeps the shell and every screen's chunk, so after one
// visit the portal opens with no network; the API is never cached here (the app keeps the last
// data read itself, per user). A new version waits until the page asks it to take over: the
// user chooses Reload, never in the middle of an inspection. An older version's cache stays while
// a tab that may run it is open, so that tab's next screen still loads after the server has
// dropped its files.
import {
  type CacheHolders,
  holdAtActivation,
  PAGE_LOADED,
  releaseCaches,
  routeOf,
  SHELL_URL,
  SKIP_WAITING,
  shellCacheName,
  staleCaches,
} from './routing';

declare const __PRECACHE__: readonly string[];
declare const __VERSION__: string;

// The few worker types used (the project's types are the DOM's, not WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ id: string }[]>;
  };
  readonly location: Location;
}

const worker = self as unknown as WorkerScope;
const CACHE = shellCacheName(__VERSION__);
const PRECACHED = new Set(__PRECACHE__);

/** Where the worker notes which tabs hold the older caches (a worker's memory does not last). */
const HOLDERS_CACHE = 'scaffold-cache-holders';
const HOLDERS_URL = '/holders.json';

async function readHolders(): Promise<CacheHolders> {
  const kept = await caches.match(HOLDERS_URL, { cacheName: HOLDERS_CACHE });
  return kept ? ((await kept.json()) as CacheHolders) : {};
}

async function writeHolders(holders: CacheHolders): Promise<void> {
  const cache = await caches.open(HOLDERS_CACHE);
  await cache.put(
    HOLDERS_URL,
    new Response(JSON.stringify(holders), { headers: { 'Content-Type': 'application/json' } }),
  );
}

const openTabs = async () =>
  (await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })).map(
    (client) => client.id,
  );

/**
 * Deletes the older caches no open tab may still use. `current` is a tab known to run this
 * version (it reported its load to this worker): it holds no older cache, even when it was
 * already open as the version took over (a tab reloading through Reload could be counted then,
 * and kept the old cache for as long as it stayed open).
 */
async function releaseUnheld(current?: string): Promise<boolean> {
  const stale = staleCaches(await caches.keys(), CACHE);
  const open = new Set(await openTabs());
  if (current) open.delete(current);
  const { drop, holders } = releaseCaches(stale, await readHolders(), open);
  await Promise.all(drop.map((name) => caches.delete(name)));
  await writeHolders(holders);
  return Object.keys(holders).length > 0;
}

/**
 * After a page's load: the document it replaced (a reload) may still be listed for a moment,
 * and no later event would release what it held; so look again while something is held, a
 * few times.
 */
async function releaseAfterLoad(current?: string): Promise<void> {
  for (let look = 0; look < 10 && (await releaseUnheld(current)); look += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

worker.addEventListener('install', (event) => {
  // Fresh from the server, not from the HTTP cache: the page must match its chunks.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' }))),
      ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every tab open now was loaded by an older version: its cache stays while they do.
      const stale = staleCaches(await caches.keys(), CACHE);
      await writeHolders(holdAtActivation(stale, await readHolders(), await openTabs()));
      await releaseUnheld();
      // The first install serves the open page at once (its next reload works offline).
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void worker.skipWaiting();
  // A page has loaded (maybe a reload of a tab that held an older version).
  if (event.data === PAGE_LOADED) {
    // The tab that posted it (a Client: the worker's own event types omit `source`).
    const { source } = event as unknown as { source?: { id?: unknown } | null };
    event.waitUntil(releaseAfterLoad(typeof source?.id === 'string' ? source.id : undefined));
  }
});

/** A response a navigation may use: a redirected one would be refused by the browser. */
async function asPage(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin, PRECACHED);
  if (route === 'network') return;
  // Files are named by their content: whatever the server varies on (Origin, for module
  // scripts), the kept copy is the one.
  const options = { ignoreVary: true };
  // A page gets this version's shell (older caches may still be kept beside it); a file is
  // found in whichever version's cache holds it.
  const cached =
    route === 'shell'
      ? caches.match(SHELL_URL, { ...options, cacheName: CACHE })
      : caches.match(event.request, options);
  event.respondWith(
    cached.then((response) =>
      response ? (route === 'shell' ? asPage(response) : response) : fetch(event.request),
    ),
  );
});
