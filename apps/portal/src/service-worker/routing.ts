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
  /** A page of the portal: the kept shell, else the network. */
  | 'shell'
  /** A kept file: from the cache, else the network. */
  | 'precached'
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
  return precached.has(url.pathname) ? 'precached' : 'network';
}

/** The shell caches of older builds, deleted once this one is active. */
export const staleCaches = (names: readonly string[], current: string): string[] =>
  names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== current);

/** A message from the page: the user chose Reload, so the waiting version may take over. */
export const SKIP_WAITING = 'scaffold:skip-waiting';
