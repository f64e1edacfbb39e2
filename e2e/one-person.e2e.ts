// One device, one person at a time (the real build against the mock over HTTP, one browser
// context, several tabs): a logout in one tab ends the same person's session in a tab on a tag's
// public page and in a duplicated unticked tab, and leaves nothing of them on the device: every
// IndexedDB store, localStorage and sessionStorage key and Cache Storage entry is read, none
// named in advance.
import { getDatabase, MOCK_CUSTOMERS, seededTagCode } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, tagStatusPath } from '../apps/portal/src/config/paths';
import { TAGS_OWNER } from '../apps/portal/src/features/scaffolds/tag/kept-tag';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';
import { E2E_NOW } from './browser';
import { useRealBuild } from './real-build-server';

const STAFF = DEMO_ACCOUNTS.staff.email;

/** Customer 1's name and its first sites': what its screens' answers carry. */
function firmNames(): string[] {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  if (!customer) throw new Error('No customer 1');
  return [
    customer.name,
    ...customer.clients.flatMap((c) => c.sites.map((s) => s.name)).slice(0, 20),
  ];
}

/** Every record the origin keeps: IndexedDB (all databases, stores), both storages, Cache Storage. */
const everythingKept = (page: Page) =>
  page.evaluate(async (publicOwner) => {
    const found: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        // The tags' last status is public (a tag's own page, anyone's), kept for scans offline.
        const records = all.filter(
          (record) => (record as { owner?: unknown }).owner !== publicOwner,
        );
        found.push(`${name}/${store}: ${JSON.stringify(records)}`);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        found.push(`${key}: ${storage.getItem(key)}`);
      }
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = /text|json|javascript/.test(type) ? await response?.text() : '';
        found.push(`cache ${name} ${request.url}: ${body}`);
      }
    }
    return found.join('\n');
  }, TAGS_OWNER);

describe('One person at a time (the real build, the mock over HTTP)', () => {
  const url = useRealBuild();
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a logout in one tab ends the session in a tag page tab and a duplicated unticked tab, and leaves no trace', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    await context.clock.install({ time: new Date(E2E_NOW) });
    try {
      const first = await context.newPage();
      await first.goto(url(paths.login));
      await first.getByLabel('Email').fill(STAFF);
      await first.getByLabel('Password').fill(DEMO_PASSWORD);
      await first.getByRole('button', { name: 'Sign in' }).click();
      await first.waitForURL((address) => address.pathname === paths.dashboard);
      await first.goto(url(paths.inspections));
      await first.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
      const session = await first.evaluate((key) => sessionStorage.getItem(key), AUTH_STATE_KEY);
      expect(session).not.toBeNull();
      const { access, refresh } = JSON.parse(session ?? '{}') as {
        access: string;
        refresh: string;
      };

      // Two copies of the unticked tab (a browser's 'Duplicate'): its sessionStorage with it.
      const duplicate = async (pathname: string) => {
        const page = await context.newPage();
        await page.addInitScript(
          ([key, value]) => {
            if (!sessionStorage.getItem('e2e:copied')) {
              sessionStorage.setItem(key, value);
              sessionStorage.setItem('e2e:copied', '1');
            }
          },
          [AUTH_STATE_KEY, session ?? ''] as const,
        );
        await page.goto(url(pathname));
        return page;
      };
      const tag = await duplicate(
        tagStatusPath(seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0003', 1)),
      );
      await tag.getByRole('heading', { level: 1 }).first().waitFor();
      const copied = await duplicate(paths.inspections);
      await copied.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();

      await first.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
      await first.waitForURL((address) => address.pathname === paths.login);
      // The copied tab hands over by itself, as a logout does.
      await copied.waitForURL((address) => address.pathname === paths.login);
      await copied.getByLabel('Password').waitFor();
      // Neither copy can reach the dashboard as the person who left.
      for (const page of [tag, copied]) {
        await expect
          .poll(() => page.evaluate((key) => sessionStorage.getItem(key), AUTH_STATE_KEY))
          .toBeNull();
        await page.goto(url(paths.dashboard));
        await page.waitForURL((address) => address.pathname === paths.login);
      }

      const traces = [...firmNames(), STAFF, access, refresh];
      await expect
        .poll(
          async () => {
            const kept = await everythingKept(first);
            return traces.filter((trace) => kept.includes(trace));
          },
          { timeout: 15_000 },
        )
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
});
