// A new version deployed while two tabs of the real build are open, one of them halfway through
// an inspection: both are told, one reloads into the new version, the other goes on with the old
// one — every screen still opens although the server now has only the new files, what was typed
// stays — until its own Reload, which works. v2 is v1 with every file renamed and a new worker
// version (nextVersionOf), not a second build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetDatabase } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { type MockHttpServer, startMockHttpServer } from '@scaffold/mocks/node';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_COPY } from '../apps/portal/src/app/offline/update-copy';
import { NAV_ITEMS } from '../apps/portal/src/app/screens';
import { paths } from '../apps/portal/src/config/paths';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';
import { E2E_NOW, startsWith } from './browser';
import { openNewInspection } from './inspection-form';
import { nextVersionOf, type SwitchableSite, startSwitchableSite } from './switchable-site';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/dist');
const SITE = 'Radford Church Tower Restoration';
const TYPED = 'Box ties at every other lift, typed before the update';
/** A screen's heading, where it is not its menu entry's label. */
const TITLES: Record<string, string> = { Sites: 'Site Management' };

/** Which version the page runs: its entry script is named differently in v2. */
const version = (page: Page) =>
  page.evaluate(() => (document.querySelector('script[type="module"][src*="-v2."]') ? 'v2' : 'v1'));

const shellCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('scaffold-shell-')),
  );

describe('updates that break no open tab (the real build, two tabs)', () => {
  let api: MockHttpServer;
  let site: SwitchableSite;
  let browser: Browser;
  let v2 = '';
  let renamed = new Map<string, string>();

  beforeAll(async () => {
    resetDatabase();
    v2 = await mkdtemp(path.join(tmpdir(), 'portal-v2-'));
    renamed = nextVersionOf(DIST, v2);
    api = await startMockHttpServer();
    site = await startSwitchableSite(api.url, DIST);
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
    if (v2) await rm(v2, { recursive: true, force: true });
  });

  it('tells both tabs; Reload in one; the other keeps its form and every screen, and reloads when asked', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    await context.clock.install({ time: new Date(E2E_NOW) });
    const errors: string[] = [];
    try {
      // Tab A signs in and remembers the device; tab B opens with that session.
      const a = await context.newPage();
      await a.goto(site.url(paths.login));
      await a.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email);
      await a.getByLabel('Password').fill(DEMO_PASSWORD);
      await a.getByRole('checkbox', { name: 'Remember me' }).check();
      await a.getByRole('button', { name: 'Sign in' }).click();
      await a.waitForURL((url) => url.pathname === paths.dashboard);
      await a.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const b = await context.newPage();
      b.on('pageerror', (error) => errors.push(error.message));
      await b.goto(site.url(paths.inspections));
      await b.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // A reload of B would lose this mark.
      await b.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      const form = await openNewInspection(b, SITE);
      await form.getByLabel('Tie pattern').fill(TYPED);

      // v2 is deployed: v1's files are gone from the server.
      site.serve(v2);
      const [oldChunk] = renamed.keys();
      expect((await fetch(site.url(`/assets/${oldChunk}`))).status).toBe(404);
      // The pages check hourly and when the network returns; here, now.
      await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      for (const page of [a, b]) await page.getByText(UPDATE_COPY.available).waitFor();

      await a.getByRole('button', { name: UPDATE_COPY.reload }).click();
      await expect.poll(() => version(a), { timeout: 15_000 }).toBe('v2');

      // B was not reloaded: its form is open with what was typed, its banner still offers v2.
      await expect(form.getByLabel('Tie pattern').inputValue()).resolves.toBe(TYPED);
      await expect(version(b)).resolves.toBe('v1');
      await b.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      // Every screen still opens in B, its chunks from v1's kept cache.
      for (const { label, href } of NAV_ITEMS) {
        await b
          .getByRole('navigation')
          .getByRole('link', { name: startsWith(label) })
          .first()
          .click();
        await b.waitForURL((url) => url.pathname === href);
        await b.getByRole('heading', { level: 1, name: TITLES[label] ?? label }).waitFor();
      }
      await b.getByRole('link', { name: 'Tom Hughes' }).click();
      await b.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      await expect(b.evaluate(() => 'stillTheSamePage' in window)).resolves.toBe(true);
      // v1's cache is kept while B runs v1.
      expect(await shellCaches(b)).toHaveLength(2);

      // Reload in B works although v2 took over long ago; then v1's cache goes.
      await b.getByRole('button', { name: UPDATE_COPY.reload }).click();
      await expect.poll(() => version(b), { timeout: 15_000 }).toBe('v2');
      await expect.poll(() => shellCaches(b).then((names) => names.length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
