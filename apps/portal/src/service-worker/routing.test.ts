import { describe, expect, it } from 'vitest';
import { precacheList, routeOf, SHELL_URL, shellCacheName, staleCaches } from './routing';

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

  it('serves kept files from the cache, and leaves the rest to the network', () => {
    expect(routeOf(get('/assets/InspectionsPage-abc.js'), ORIGIN, KEPT)).toBe('precached');
    expect(routeOf(get('/assets/InspectionsPage-abc.js?v=2'), ORIGIN, KEPT)).toBe('precached');
    expect(routeOf(get('/assets/inter-latin-ext-400.woff2'), ORIGIN, KEPT)).toBe('network');
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
