// One device, one person at a time (the real build against the mock over HTTP, one browser
// context, several tabs): a logout in one tab ends the same person's session in a tab on a tag's
// public page and in a duplicated unticked tab, and leaves nothing of them on the device: every
// IndexedDB store, localStorage and sessionStorage key and Cache Storage entry is read, none
// named in advance. Another person signing in from a second tab hands the first tab over: it
// shows nothing more of the first person's and sends nothing with their token after.
import { getDatabase, MOCK_CUSTOMERS, seededTagCode } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionsForSite, paths, tagStatusPath } from '../apps/portal/src/config/paths';
import { TAGS_OWNER } from '../apps/portal/src/features/scaffolds/tag/kept-tag';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';
import { E2E_NOW } from './browser';
import { fillRequired, openNewInspection } from './inspection-form';
import { useRealBuild } from './real-build-server';

const STAFF = DEMO_ACCOUNTS.staff.email;
const OTHER_FIRM = DEMO_ACCOUNTS.otherAdmin.email;
const SITE = { id: 1, name: 'Radford Church Tower Restoration' };
const FORM_NOTES = 'Begun on the shared tablet by the first person.';

/** Customer 1's name and its first sites': what its screens' answers carry. */
function firmNames(): string[] {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  if (!customer) throw new Error('No customer 1');
  return [
    customer.name,
    ...customer.clients.flatMap((c) => c.sites.map((s) => s.name)).slice(0, 20),
  ];
}

/** The access token of the session a tab holds (its own, or the device's remembered one). */
const accessTokenOf = (page: Page) =>
  page.evaluate((key) => {
    const stored = sessionStorage.getItem(key) ?? localStorage.getItem(key);
    return stored ? ((JSON.parse(stored) as { access?: string }).access ?? null) : null;
  }, AUTH_STATE_KEY);

async function signInThroughForm(page: Page, email: string, rememberMe: boolean) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if (rememberMe) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => address.pathname === paths.dashboard);
}

/** Every API request a tab sends, with the bearer token it carries and when. */
function apiRequestsOf(page: Page) {
  const sent: { at: number; url: string; token: string | null }[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const header = request.headers().authorization ?? '';
    sent.push({
      at: Date.now(),
      url: request.url(),
      token: header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null,
    });
  });
  return sent;
}

/**
 * When a tab's page first shows `pathname` from now on, by the browser's own navigation event (a
 * client-side one included), in the order its requests are seen: what the test's own later wait
 * would tell only once it runs.
 */
function arrivalAt(page: Page, pathname: string): () => number | null {
  let at: number | null = null;
  page.on('framenavigated', (frame) => {
    if (at === null && frame === page.mainFrame() && new URL(frame.url()).pathname === pathname) {
      at = Date.now();
    }
  });
  return () => at;
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
  /**
   * Tab 1: X, with a New Inspection form begun on Inspections. Tab 2: Y of another firm signs in
   * (from the form when X's session is the tab's own; after logging X out from the offer when X
   * is remembered on the device). Tab 1 hands over: /login, none of X's firm on screen, nothing
   * sent with X's token from then on, and X's form saved by no one.
   */
  async function handOverFromAnotherTab(context: BrowserContext, xRemembered: boolean) {
    const first = await context.newPage();
    const sentByFirst = apiRequestsOf(first);
    await first.goto(url(paths.login));
    await signInThroughForm(first, STAFF, xRemembered);
    await first.goto(url(inspectionsForSite(SITE.id)));
    const form = await openNewInspection(first, SITE.name);
    await fillRequired(form);
    await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(FORM_NOTES);
    const xToken = await accessTokenOf(first);
    expect(xToken).not.toBeNull();
    const firstAtLogin = arrivalAt(first, paths.login);

    const second = await context.newPage();
    const sentBySecond = apiRequestsOf(second);
    await second.goto(url(paths.login));
    if (xRemembered) {
      // /login says who is signed in on the device, and offers to log them out first.
      await second.getByText(`You are signed in as ${DEMO_ACCOUNTS.staff.first_name}`).waitFor();
      await second.getByRole('button', { name: 'Log out' }).click();
      await second.getByRole('button', { name: 'Sign in' }).waitFor();
    }
    await signInThroughForm(second, OTHER_FIRM, true);
    const ySignedInAt = Date.now();
    const yToken = await accessTokenOf(second);
    expect(yToken).not.toBeNull();

    // Tab 1 hands over by itself: to /login, X's firm gone from its screen.
    await first.waitForURL((address) => address.pathname === paths.login);
    // When tab 1 reached /login, not when this test looked: with X remembered it hands over at
    // X's logout, before Y signs in, and its /login may then ask the server with Y's token.
    const handedOverAt = firstAtLogin();
    if (handedOverAt === null) throw new Error('Tab 1 reached /login unseen');
    // Y is remembered on the device: tab 1's /login names Y, not X.
    await first.getByText(`You are signed in as ${DEMO_ACCOUNTS.otherAdmin.first_name}`).waitFor();
    // Tab 1 used again: what it reads now is Y's, with Y's token.
    await first.getByRole('link', { name: /^Continue as / }).click();
    await first.waitForURL((address) => address.pathname === paths.dashboard);
    await first.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const shown = (await first.textContent('body')) ?? '';
    expect(firmNames().filter((name) => shown.includes(name))).toEqual([]);
    expect(shown).not.toContain(
      `${DEMO_ACCOUNTS.staff.first_name} ${DEMO_ACCOUNTS.staff.last_name}`,
    );
    expect(shown).not.toContain(STAFF);

    const afterHandOver = sentByFirst.filter((request) => request.at >= handedOverAt);
    expect(afterHandOver.length).toBeGreaterThan(0);
    expect(afterHandOver.filter((request) => request.token === xToken)).toEqual([]);
    // Never Y's token with X's work: no save from tab 1, nothing of Y's before the hand-over.
    expect(sentByFirst.filter((request) => request.url.includes('/api/save_inspection/'))).toEqual(
      [],
    );
    expect(
      sentByFirst.filter((request) => request.at < handedOverAt && request.token === yToken),
    ).toEqual([]);
    // Tab 2 was X's until X left (remembered): nothing of X's from it once Y signed in.
    expect(
      sentBySecond.filter((request) => request.at >= ySignedInAt && request.token === xToken),
    ).toEqual([]);
    const stored = getDatabase()
      .customers.flatMap((c) => c.clients.flatMap((client) => client.sites))
      .flatMap((site) => site.inspections)
      .filter((inspection) => inspection.notes === FORM_NOTES);
    expect(stored).toEqual([]);
  }

  it("another person signing in from a second tab over X's own unticked session hands the first tab over", async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      serviceWorkers: 'block',
    });
    await context.clock.install({ time: new Date(E2E_NOW) });
    try {
      await handOverFromAnotherTab(context, false);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('with X remembered, the second tab logs X out first, then Y signs in: the first tab hands over', async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      serviceWorkers: 'block',
    });
    await context.clock.install({ time: new Date(E2E_NOW) });
    try {
      await handOverFromAnotherTab(context, true);
    } finally {
      await context.close();
    }
  }, 120_000);
});
