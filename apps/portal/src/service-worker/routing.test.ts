import { describe, expect, it } from 'vitest';
import {
  holdAtActivation,
  precacheList,
  releaseCaches,
  routeOf,
  SHELL_URL,
  shellCacheName,
  staleCaches,
} from './routing';

const ORIGIN = 'https://portal.example';
const KEPT = new Set(['/assets/InspectionsPage-abc.js', SHELL_URL]);
const get = (path: string, mode = 'cors', origin = ORIGIN) => ({
  method: 'GET',
  mode,
  url: `${origin}${path}`,
});

describe('precacheList', () => {
  it('keeps the page, every script and stylesheet and the portal’s own fonts, nothing else', () => {
    expect(
      precacheList([
        'index.html',
        'assets/index-a1.js',
        'assets/InspectionsPage-b2.js',
        'assets/index-c3.css',
        'assets/inter-basic-400-d4.woff2',
        'assets/inter-latin-ext-400-normal-e5.woff2',
        'assets/inter-latin-400-normal-f6.woff',
        'mockServiceWorker.js',
        '.vite/manifest.json',
        'sw.js',
      ]),
    ).toEqual([
      '/assets/InspectionsPage-b2.js',
      '/assets/index-a1.js',
      '/assets/index-c3.css',
      '/assets/inter-basic-400-d4.woff2',
      SHELL_URL,
    ]);
  });
});

describe('routeOf', () => {
  it('answers every page of the portal with the shell', () => {
    for (const path of ['/', '/login', '/dashboard/inspections?site=3', '/no/such/page']) {
      expect(routeOf(get(path, 'navigate'), ORIGIN, KEPT)).toBe('shell');
    }
  });

  it("serves kept files from the cache, an older build's from its cache, the rest from the network", () => {
    expect(routeOf(get('/assets/InspectionsPage-abc.js'), ORIGIN, KEPT)).toBe('precached');
    expect(routeOf(get('/assets/InspectionsPage-abc.js?v=2'), ORIGIN, KEPT)).toBe('precached');
    // A tab still running the previous version asks for its own chunk after a deploy.
    expect(routeOf(get('/assets/InspectionsPage-old.js'), ORIGIN, KEPT)).toBe('earlier');
    expect(routeOf(get('/favicon.ico'), ORIGIN, KEPT)).toBe('network');
  });

  it('never touches the API, writes or other origins: the app keeps its own data', () => {
    expect(routeOf(get('/api/get_customer_data/'), ORIGIN, KEPT)).toBe('network');
    expect(routeOf(get('/api/auth/login/', 'navigate'), ORIGIN, KEPT)).toBe('network');
    expect(
      routeOf({ ...get('/assets/InspectionsPage-abc.js'), method: 'POST' }, ORIGIN, KEPT),
    ).toBe('network');
    expect(
      routeOf(get('/assets/InspectionsPage-abc.js', 'cors', 'https://api.example'), ORIGIN, KEPT),
    ).toBe('network');
  });
});

describe('staleCaches', () => {
  it("deletes older builds' shells, never this one's or anyone else's caches", () => {
    const current = shellCacheName('b2');
    expect(staleCaches([shellCacheName('a1'), current, 'other-app'], current)).toEqual([
      shellCacheName('a1'),
    ]);
  });
});

describe('older caches and the tabs that hold them', () => {
  const OLD = shellCacheName('a1');
  const OLDER = shellCacheName('a0');

  it('are held at activation by every tab open then, added to those holding them already', () => {
    expect(holdAtActivation([OLD, OLDER], { [OLDER]: ['gone'] }, ['tab-a', 'tab-b'])).toEqual({
      [OLD]: ['tab-a', 'tab-b'],
      [OLDER]: ['gone', 'tab-a', 'tab-b'],
    });
  });

  it('are kept while one of their tabs is open, and released when none is', () => {
    const holders = { [OLD]: ['tab-a', 'tab-b'] };
    // Tab A reloaded into the new version (a new client); B still runs the old one.
    expect(releaseCaches([OLD], holders, new Set(['tab-a2', 'tab-b']))).toEqual({
      drop: [],
      holders: { [OLD]: ['tab-b'] },
    });
    expect(releaseCaches([OLD], { [OLD]: ['tab-b'] }, new Set(['tab-a2', 'tab-b2']))).toEqual({
      drop: [OLD],
      holders: {},
    });
    // A cache nobody was noted for (no tab was open at activation) goes at once.
    expect(releaseCaches([OLDER], {}, new Set(['tab-a2']))).toEqual({ drop: [OLDER], holders: {} });
  });
});
