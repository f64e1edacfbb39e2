// Inspections waiting on the device (the real build against the mock over HTTP): a logout lists
// them and either sends them now or keeps them for the same person's next sign-in here, never
// sending them as someone else; and an entry the server never answers does not hold back the
// others. The API's save call is cut, held or let through at the browser (context.route), so
// each inspection is queued the way a lost signal queues it.
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionsForSite, paths } from '../apps/portal/src/config/paths';
import { launchChromium, newPortalContext } from './browser';
import { fillRequired, openNewInspection, waitForQueuedNotice } from './inspection-form';
import { useRealBuild } from './real-build-server';

const SAVE = '**/api/save_inspection/';
/** Three inspections filled in and saved, then sent: a ceiling for a loaded 2-core machine. */
const WORK_ON_A_BUSY_MACHINE_MS = 150_000;
const X = DEMO_ACCOUNTS.staff.email;
const Y = DEMO_ACCOUNTS.admin.email;

/** Three active sites of customer 1, one inspection queued on each (oldest first). */
function threeSites() {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  const sites = (customer?.clients ?? [])
    .flatMap((client) => client.sites)
    .filter((site) => site.status.code === 'active')
    .slice(0, 3);
  if (sites.length < 3) throw new Error('Customer 1 has fewer than three active sites');
  return sites.map((site, index) => ({
    id: site.id,
    name: site.name,
    notes: `Queued on the device, number ${index + 1} (${site.id}).`,
  }));
}

const userId = (email: string) => {
  const user = getDatabase().users.find((entry) => entry.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
};

/**
 * Where each inspection with these notes is on the server: how many times it is stored (on its
 * site), and whose Idempotency-Key scope recorded it (`<user id>:saveInspection:<key>`).
 */
function onServer(notes: readonly string[]) {
  const database = getDatabase();
  const sites = database.customers.flatMap((c) => c.clients.flatMap((client) => client.sites));
  return notes.map((text) => ({
    stored: sites.flatMap((site) => site.inspections).filter((i) => i.notes === text).length,
    savedBy: Object.entries(database.idempotency ?? {})
      .filter(([, record]) => record.body.includes(JSON.stringify(text)))
      .map(([scope]) => Number(scope.split(':')[0])),
  }));
}

/** What the browser does with the save call: cut (no network), let through, or held for ever. */
type Policy = (route: Route, body: string) => 'cut' | 'through' | 'hold';

function controlSaves(context: BrowserContext) {
  let policy: Policy = () => 'cut';
  const held: Route[] = [];
  void context.route(SAVE, async (route) => {
    const choice = policy(route, route.request().postData() ?? '');
    if (choice === 'cut') await route.abort('internetdisconnected');
    else if (choice === 'through') await route.continue();
    else held.push(route);
  });
  return {
    set: (next: Policy) => {
      policy = next;
    },
    held,
  };
}

async function signInAs(page: Page, url: (path: string) => string, email: string) {
  await page.goto(url(paths.login));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => address.pathname === paths.dashboard);
}

/** Saves an inspection of the site while the save call is cut: it waits on the device. */
async function queueOne(
  page: Page,
  url: (path: string) => string,
  site: { id: number; name: string; notes: string },
) {
  await page.goto(url(inspectionsForSite(site.id)));
  const dialog = await openNewInspection(page, site.name);
  await fillRequired(dialog);
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill(site.notes);
  await dialog.getByRole('button', { name: 'Save inspection' }).click();
  await waitForQueuedNotice(page);
}

const logoutButton = (page: Page) =>
  page.getByRole('button', { name: 'Logout' }).filter({ visible: true });

describe('Inspections waiting on the device (the real build, the mock over HTTP)', () => {
  const url = useRealBuild();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The real build's service worker is kept out, so the route sees every save.
  const newContext = () => newPortalContext(browser, { serviceWorkers: 'block' });

  it(
    "logout with three queued: 'Send now' sends each once, as their owner, then logs out",
    async () => {
      const sites = threeSites();
      const notes = sites.map((site) => site.notes);
      const context = await newContext();
      const saves = controlSaves(context);
      try {
        const page = await context.newPage();
        await signInAs(page, url, X);
        for (const site of sites) await queueOne(page, url, site);
        expect(onServer(notes).map((found) => found.stored)).toEqual([0, 0, 0]);

        await logoutButton(page).click();
        const dialog = page.getByRole('dialog', { name: 'Inspections not sent yet' });
        const listed = dialog.getByRole('list', { name: 'Inspections not sent yet' });
        await expect.poll(() => listed.getByRole('listitem').allTextContents()).toHaveLength(3);
        for (const site of sites) await listed.getByText(site.name).waitFor();

        // The signal is back; the person chooses to send.
        saves.set(() => 'through');
        await dialog.getByRole('button', { name: 'Send now, then log out' }).click();
        await page.waitForURL((address) => address.pathname === paths.login);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();

        const staff = userId(X);
        expect(onServer(notes)).toEqual(notes.map(() => ({ stored: 1, savedBy: [staff] })));
      } finally {
        await context.close();
      }
    },
    WORK_ON_A_BUSY_MACHINE_MS,
  );

  it(
    "logout with three queued: 'Keep' keeps them for the same person's next sign-in, never sent as another",
    async () => {
      const sites = threeSites().map((site) => ({ ...site, notes: `${site.notes} Kept.` }));
      const notes = sites.map((site) => site.notes);
      const context = await newContext();
      const saves = controlSaves(context);
      try {
        const page = await context.newPage();
        await signInAs(page, url, X);
        for (const site of sites) await queueOne(page, url, site);

        await logoutButton(page).click();
        const dialog = page.getByRole('dialog', { name: 'Inspections not sent yet' });
        await dialog.getByRole('button', { name: 'Keep them for my next sign-in here' }).click();
        await page.waitForURL((address) => address.pathname === paths.login);

        // From now on every save reaches the server: one sent as Y would be stored.
        saves.set(() => 'through');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await signInAs(page, url, Y);
        await page.goto(url(inspectionsForSite(sites[0]?.id ?? 0)));
        await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
        // None of X's is Y's to list, send or discard: Y logs out at once.
        await logoutButton(page).click();
        await page.waitForURL((address) => address.pathname === paths.login);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        expect(onServer(notes).map((found) => found.stored)).toEqual([0, 0, 0]);

        // X signs in again on this device: theirs go, once each, as X's.
        await signInAs(page, url, X);
        const staff = userId(X);
        await expect
          .poll(() => onServer(notes), { timeout: 30_000 })
          .toEqual(notes.map(() => ({ stored: 1, savedBy: [staff] })));
      } finally {
        await context.close();
      }
    },
    WORK_ON_A_BUSY_MACHINE_MS,
  );

  it(
    'an oldest entry the server never answers steps aside: the later ones are sent',
    async () => {
      const sites = threeSites().map((site) => ({ ...site, notes: `${site.notes} Jam.` }));
      const [oldest, ...later] = sites;
      if (!oldest) throw new Error('No site');
      const context = await newContext();
      const saves = controlSaves(context);
      try {
        const page = await context.newPage();
        await signInAs(page, url, X);
        for (const site of sites) await queueOne(page, url, site);

        // The signal is back, but the server never answers the oldest (a payload it chokes on).
        saves.set((_route, body) =>
          body.includes(JSON.stringify(oldest.notes)) ? 'hold' : 'through',
        );
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        await expect.poll(() => saves.held.length).toBeGreaterThan(0);
        // Its time-out passes (the browser's clock; 90 s for a save).
        await context.clock.fastForward('01:31');

        const staff = userId(X);
        await expect
          .poll(() => onServer(later.map((site) => site.notes)), { timeout: 30_000 })
          .toEqual(later.map(() => ({ stored: 1, savedBy: [staff] })));
        expect(onServer([oldest.notes])).toEqual([{ stored: 0, savedBy: [] }]);

        // Its row says why, and that it is tried again by itself.
        await page.goto(url(inspectionsForSite(oldest.id)));
        await page
          .getByText(/^Not sent yet: no answer from the server in time \(tried \d+ times?\)/)
          .first()
          .waitFor();
      } finally {
        await context.close();
      }
    },
    WORK_ON_A_BUSY_MACHINE_MS,
  );
});
