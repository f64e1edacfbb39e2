// The phone that stays the inspector's, on the real build against the mock over HTTP:
// 'Remember me' keeps the session on the device through a closed tab, offline, with an expired
// access token; without it the session goes with the tab; a logout hands a shared tablet over
// with nothing of the last session left (screens, notices, data kept on the device).
import { expireAccessTokens, getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';
import { E2E_NOW, startsWith } from './browser';
import { fillRequired, openNewInspection, waitForQueuedNotice } from './inspection-form';
import { useRealBuild } from './real-build-server';

const SITE = 'Radford Church Tower Restoration';
const NOTES = 'Kept on a remembered phone.';
const STAFF = DEMO_ACCOUNTS.staff.email;
const OTHER_FIRM = DEMO_ACCOUNTS.otherAdmin.email;
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 800 };

function historyOf(name: string) {
  const site = getDatabase()
    .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((candidate) => candidate.name === name);
  if (!site) throw new Error(`No site ${name}`);
  return site.inspections;
}

/** The names a trace of customer 1's session would carry: the firm's and its sites'. */
/** The firm's name and its first sites' names: what its screens' answers carry. */
function firmNames(customerId: number): string[] {
  const customer = getDatabase().customers.find((c) => c.id === customerId);
  if (!customer) throw new Error(`No customer ${customerId}`);
  const sites = customer.clients.flatMap((client) => client.sites.map((site) => site.name));
  return [customer.name, ...sites.slice(0, 20)];
}

async function signInThroughForm(page: Page, email: string, rememberMe: boolean) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if (rememberMe) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Everything the page's origin keeps on the device: every IndexedDB database's every record,
 * localStorage and sessionStorage (and, with `page`, the page's text). Whatever a later version
 * keeps where, a trace is in here.
 */
const keptOnDevice = (page: Page, options: { andPage?: boolean } = {}) =>
  page.evaluate(async (andPage) => {
    const records: string[] = [];
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
        records.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        records.push(`${key}: ${storage.getItem(key)}`);
      }
    }
    if (andPage) records.push(document.body.textContent ?? '');
    return records.join('\n');
  }, options.andPage ?? false);

const historyPanel = async (page: Page) => {
  const row = page.getByRole('button', { name: startsWith(SITE) });
  await row.waitFor();
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  return page.locator(`#${await row.getAttribute('aria-controls')}`);
};

const storedSession = (page: Page) =>
  page.evaluate(
    (key) => ({ device: localStorage.getItem(key), tab: sessionStorage.getItem(key) }),
    AUTH_STATE_KEY,
  );

describe('A device that stays the inspector’s (the real build, the mock over HTTP)', () => {
  const url = useRealBuild();
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(viewport = PHONE): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    await context.clock.install({ time: new Date(E2E_NOW) });
    return context;
  }

  /** Signs in and visits Inspections once online: the worker installs, the data is kept. */
  async function firstVisit(context: BrowserContext, rememberMe: boolean): Promise<Page> {
    const page = await context.newPage();
    await page.goto(url(paths.login));
    await signInThroughForm(page, STAFF, rememberMe);
    await page.waitForURL((address) => address.pathname === paths.dashboard);
    await page.goto(url(paths.inspections));
    await historyPanel(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The last data read is kept on the device (when the browser is idle).
    await expect
      .poll(async () => (await keptOnDevice(page)).includes(SITE), { timeout: 15_000 })
      .toBe(true);
    return page;
  }

  it('remembered: a new page opened offline, its access token expired, shows the last data, queues an inspection and sends it once back online', async () => {
    const context = await newContext();
    try {
      const first = await firstVisit(context, true);
      const kept = await storedSession(first);
      expect(kept.tab).toBeNull();
      expect(kept.device).not.toBeNull();
      // The tab closes (a phone's browser does so by itself); the signal and the token go.
      await first.close();
      expireAccessTokens();
      await context.setOffline(true);
      const before = historyOf(SITE).length;

      const page = await context.newPage();
      await page.goto(url(paths.inspections));
      await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
      await page
        .getByText(/^Offline: showing data from /)
        .first()
        .waitFor();
      const dialog = await openNewInspection(page, SITE);
      await fillRequired(dialog);
      await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill(NOTES);
      await dialog.getByRole('button', { name: 'Save inspection' }).click();
      await waitForQueuedNotice(page);
      const panel = await historyPanel(page);
      await panel.getByText(OUTBOX_COPY.waiting).waitFor();
      expect(historyOf(SITE)).toHaveLength(before);

      // Back online: the expired access token is refreshed (the refresh token rotates and the
      // new one is kept on the device), then the inspection goes, once.
      await context.setOffline(false);
      await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();
      expect(historyOf(SITE).filter((entry) => entry.notes === NOTES)).toHaveLength(1);
      const rotated = await storedSession(page);
      expect(JSON.parse(rotated.device ?? '{}').refresh).not.toBe(
        JSON.parse(kept.device ?? '{}').refresh,
      );
    } finally {
      await context.close();
    }
  });

  it('not remembered: the session goes with the page, and a new page offline opens the login', async () => {
    const context = await newContext();
    try {
      const first = await firstVisit(context, false);
      const kept = await storedSession(first);
      expect(kept.device).toBeNull();
      expect(kept.tab).not.toBeNull();
      await first.close();
      await context.setOffline(true);

      const page = await context.newPage();
      await page.goto(url(paths.inspections));
      await page.waitForURL((address) => address.pathname === paths.login);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a logout hands the device over: the next user starts on /dashboard with no trace of the first', async () => {
    const context = await newContext(TABLET);
    // A busy phone: what the page defers until idle waits until the test lets it run, so the
    // first user's deferred writes can only land after their logout.
    await context.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => held.push(callback);
      Object.assign(window, {
        releaseIdle: () => {
          for (const callback of held.splice(0))
            callback({ didTimeout: true, timeRemaining: () => 0 });
        },
      });
    });
    const releaseIdle = (page: Page) =>
      page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
    try {
      const page = await context.newPage();
      await page.goto(url(paths.login));
      await signInThroughForm(page, STAFF, false);
      await page.waitForURL((address) => address.pathname === paths.dashboard);
      // A notice of this session (30 s), then the screen the user leaves the tablet on.
      await page.goto(url(paths.admin));
      const notAuthorised = page.getByText(/^You are not authorised to view this page/);
      await notAuthorised.waitFor();
      await page
        .getByRole('link', { name: /^Inspections/ })
        .filter({ visible: true })
        .click();
      await historyPanel(page);

      await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
      await page.waitForURL((address) => address.pathname === paths.login);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await notAuthorised.waitFor({ state: 'detached' });
      // The first user's deferred work runs now, after the logout.
      await releaseIdle(page);

      await signInThroughForm(page, OTHER_FIRM, false);
      await page.waitForURL((address) => address.pathname === paths.dashboard);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page
        .getByText(/^Total Tonnage/)
        .first()
        .waitFor();
      // The second user's own data is kept (so the first's would have been by now too).
      await expect
        .poll(
          async () => {
            await releaseIdle(page);
            // The Dashboard's answers name sites, not the firm (the reads shaped by the screens).
            const kept = await keptOnDevice(page);
            return firmNames(MOCK_CUSTOMERS.other.id).some((name) => kept.includes(name));
          },
          { timeout: 15_000 },
        )
        .toBe(true);

      const everything = await keptOnDevice(page, { andPage: true });
      const traces = firmNames(MOCK_CUSTOMERS.demo.id).filter((name) => everything.includes(name));
      expect(traces).toEqual([]);
      expect(everything).not.toContain(STAFF);
      expect(everything).not.toMatch(/not authorised/i);
    } finally {
      await context.close();
    }
  });
});
