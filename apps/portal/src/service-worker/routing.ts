// What the portal's service worker does with each request, and what it keeps: pure functions
// shared by the worker (worker.ts) and the build plugin that writes it
// (vite-plugins/service-worker.ts), so both are tested in Node.

/** Every cache of the shell starts so; the rest of the name is the build's version. */
export const SHELL_CACHE_PREFIX = 'scaffold-shell-';
export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** The page every navigation gets: the app decides the screen from the address. */
export const SHELL_URL = '/index.html';

/**
 * What the build keeps for offline use: the page, every script and stylesheet (every screen's
 * chunk included, so any screen opens offline), and the portal's own cut of Inter. The full
 * @fontsource files (other scripts, accented Latin) are fetched when needed online only; offline
 * such a character falls back to the system font.
 */
export function precacheList(fileNames: readonly string[]): string[] {
  const kept = fileNames.filter(
    (name) =>
      name === 'index.html' ||
      (name.startsWith('assets/') &&
        (/\.(js|css)$/.test(name) || /\/inter-basic-[^/]+\.woff2$/.test(name))),
  );
  return kept.map((name) => (name === 'index.html' ? SHELL_URL : `/${name}`)).sort();
}

export type RequestRoute =
  /** A page of the portal: this version's kept shell, else the network. */
  | 'shell'
  /** A kept file: from the cache, else the network. */
  | 'precached'
  /**
   * Another build file: an older version's, asked for by a tab still running it after a newer
   * one took over (the server may have none of it any more), from that version's kept cache,
   * else the network.
   */
  | 'earlier'
  /** Everything else (the API, other origins, writes): the worker stays out of the way. */
  | 'network';

export function routeOf(
  request: { method: string; mode: string; url: string },
  origin: string,
  precached: ReadonlySet<string>,
): RequestRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'shell';
  if (precached.has(url.pathname)) return 'precached';
  return url.pathname.startsWith('/assets/') ? 'earlier' : 'network';
}

/** The shell caches of older builds. */
export const staleCaches = (names: readonly string[], current: string): string[] =>
  names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== current);

/**
 * Which open tabs may still run each older build: every tab open when a newer version took over
 * (a tab loaded later gets the newer page; a reloaded tab is a new client). Stale cache name to
 * client ids.
 */
export type CacheHolders = Record<string, string[]>;

/** At activation: every stale cache is held by the tabs open now (and those holding it before). */
export function holdAtActivation(
  stale: readonly string[],
  holders: CacheHolders,
  openClients: readonly string[],
): CacheHolders {
  return Object.fromEntries(
    stale.map((name) => [name, [...new Set([...(holders[name] ?? []), ...openClients])]]),
  );
}

/**
 * The stale caches no open tab holds any more (to delete), and the holders left. An older build's
 * cache is kept while a tab may still run it, so that tab's next screen still loads.
 */
export function releaseCaches(
  stale: readonly string[],
  holders: CacheHolders,
  openClients: ReadonlySet<string>,
): { drop: string[]; holders: CacheHolders } {
  const kept: CacheHolders = {};
  const drop: string[] = [];
  for (const name of stale) {
    const still = (holders[name] ?? []).filter((id) => openClients.has(id));
    if (still.length > 0) kept[name] = still;
    else drop.push(name);
  }
  return { drop, holders: kept };
}

/** A message from a page once it has loaded: tabs may have gone, old caches may be released. */
export const PAGE_LOADED = 'scaffold:page-loaded';

/** A message from the page: the user chose Reload, so the waiting version may take over. */
export const SKIP_WAITING = 'scaffold:skip-waiting';
