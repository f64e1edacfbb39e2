// The portal with no network: the real build (its service worker; no mock code) against the
// mock's handlers over HTTP (startMockHttpServer, this process). One signed-in visit, then the
// network goes: the shell and the screens still open, the last data read is shown with its
// time, a saved inspection waits in the outbox through a reload and a browser restart, and it
// arrives on the server exactly once when the network returns.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDatabase } from '@scaffold/mocks';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';
import { E2E_NOW, signIn, startsWith } from './browser';
import {
  fillComplete,
  fillRequired,
  INSPECTION_NOTES,
  openNewInspection,
  waitForQueuedNotice,
} from './inspection-form';
import { countIn } from './offline-store';
import { useRealBuild } from './real-build-server';

const SITE = 'Radford Church Tower Restoration';
const NOTES = INSPECTION_NOTES;
const LATER_NOTES = 'Saved before the browser closed.';

function historyOf(name: string) {
  const site = getDatabase()
    .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((candidate) => candidate.name === name);
  if (!site) throw new Error(`No site ${name}`);
  return site.inspections;
}

/** A browser with a profile on disk: closing and launching it again is a browser restart. */
async function launch(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  await context.clock.install({ time: new Date(E2E_NOW) });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

const historyPanel = async (page: Page) => {
  const row = page.getByRole('button', { name: startsWith(SITE) });
  await row.waitFor();
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  return page.locator(`#${await row.getAttribute('aria-controls')}`);
};

const indicator = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name });

describe.each([
  ['with the calls shaped by the screens', false],
  ['with only the spec’s calls', true],
])(
  'Offline (the real build and its service worker, the mock over HTTP %s)',
  (_server, specOnly) => {
    const url = useRealBuild({ specOnly });

    it('opens with no network, keeps a saved inspection through a reload and a restart, and sends it once', async () => {
      const profile = await mkdtemp(path.join(tmpdir(), 'scaffold-offline-'));
      let { context, page } = await launch(profile);
      try {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));

        // One signed-in visit: the service worker installs and keeps the shell and every screen.
        await signIn(page, undefined, url);
        await page.goto(url(paths.inspections));
        await historyPanel(page);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await page.evaluate(() => navigator.serviceWorker.ready);
        // The offline copy holds what the screens read: the Dashboard's answer, the Inspections
        // screen's figures, its first page of sites, the scaffold types and the opened history.
        await expect
          .poll(() => countIn(page, 'last-read'), { timeout: 15_000 })
          .toBeGreaterThanOrEqual(4);
        const before = historyOf(SITE).length;

        // No network: the inspection goes into the outbox, photo and signatures included.
        await context.setOffline(true);
        const dialog = await openNewInspection(page, SITE);
        await fillComplete(page, dialog);
        await dialog.getByRole('button', { name: 'Save inspection' }).click();
        await waitForQueuedNotice(page);
        await dialog.waitFor({ state: 'detached' });
        let panel = await historyPanel(page);
        await panel.getByText(OUTBOX_COPY.waiting).waitFor();
        await indicator(page, 'Offline: 1 waiting to send').waitFor();
        expect(historyOf(SITE)).toHaveLength(before);

        // Reloaded with no network: the shell and the screen open, from the last data read.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
        // Read at the pinned instant (10:15 in London), give or take the minutes the test took.
        await page
          .getByText(/^Offline: showing data from Nov 24, 2026, 10:[12]\d\./)
          .first()
          .waitFor();
        panel = await historyPanel(page);
        await panel.getByText(OUTBOX_COPY.waiting).waitFor();
        await indicator(page, 'Offline: 1 waiting to send').waitFor();
        // Site Management reads offline too; moving stock says why it cannot.
        await page
          .getByRole('link', { name: /^Sites/ })
          .filter({ visible: true })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Site Management' }).waitFor();
        expect(historyOf(SITE)).toHaveLength(before);

        // The network returns: the outbox sends by itself, once.
        await context.setOffline(false);
        await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();
        await indicator(page, 'All sent').waitFor();
        expect(historyOf(SITE)).toHaveLength(before + 1);
        expect(historyOf(SITE).filter((entry) => entry.notes === NOTES)).toHaveLength(1);

        // Another one saved offline, then the browser closes with it still waiting.
        await page.goto(url(paths.inspections));
        await historyPanel(page);
        await context.setOffline(true);
        const second = await openNewInspection(page, SITE);
        await fillRequired(second);
        await second.getByRole('textbox', { name: 'Notes', exact: true }).fill(LATER_NOTES);
        await second.getByRole('button', { name: 'Save inspection' }).click();
        await waitForQueuedNotice(page);
        await expect.poll(() => countIn(page, 'outbox')).toBe(1);
        await context.close();

        // The browser opens again, online; the session ended with the browser: sign in, and the
        // outbox, kept on the device for this user, is sent.
        ({ context, page } = await launch(profile));
        await signIn(page, undefined, url);
        await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();
        await page.goto(url(paths.inspections));
        panel = await historyPanel(page);
        await panel.getByRole('button').filter({ hasText: LATER_NOTES }).waitFor();
        await expect(panel.getByText(OUTBOX_COPY.waiting).count()).resolves.toBe(0);
        expect(historyOf(SITE)).toHaveLength(before + 2);
        expect(historyOf(SITE).filter((entry) => entry.notes === LATER_NOTES)).toHaveLength(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close().catch(() => undefined);
        await rm(profile, { recursive: true, force: true });
      }
    });
  },
);
