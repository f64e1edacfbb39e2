// Writes that never duplicate and never vanish: the real build (its
// service worker; no mock code) against the mock over HTTP, which keeps Idempotency-Key's rules.
// A save whose answer is lost, a gateway's 504 after the server stored, a 503, two tabs without
// Web Locks, a draft of 12 photos through a reload, and IndexedDB upgraded under the app. One
// browser; the form's flows share one signed-in page.
import { MESSAGES, pathTo } from '@scaffold/domain';
import { clearScenarios, DEMO_ACCOUNTS, getDatabase, setScenario } from '@scaffold/mocks';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { INSPECTIONS_COPY } from '../apps/portal/src/features/inspections/inspections-copy';
import { OFFLINE_DB_NAME } from '../apps/portal/src/offline/offline-db';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { ownerOf } from '../apps/portal/src/offline/owner';
import { sampleInspection } from '../apps/portal/src/testing/sample-inspection';
import { E2E_NOW, launchChromium, newPortalContext, signIn, startsWith } from './browser';
import {
  cameraLikePng,
  fillRequired,
  openNewInspection,
  waitForQueuedNotice,
} from './inspection-form';
import { countIn } from './offline-store';
import { useRealBuild } from './real-build-server';

const SITE = 'Radford Church Tower Restoration';
const { draftSaved: DRAFT_SAVED, draftRestored: DRAFT_RESTORED } = INSPECTIONS_COPY;
const KEPT = /the inspection is kept on this device and will be sent/;
/** How long a poll waits for the page: IndexedDB and photo encoding on a busy 2-core machine. */
const PATIENT = { timeout: 15_000 };

const siteRecord = () => {
  const site = getDatabase()
    .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((candidate) => candidate.name === SITE);
  if (!site) throw new Error(`No site ${SITE}`);
  return site;
};
/** How many inspections of the site the server holds with these notes. */
const copiesOf = (notes: string) =>
  siteRecord().inspections.filter((inspection) => inspection.notes === notes).length;

/** The Idempotency-Key of every save the page (or the context's pages) sent, in order. */
function recordKeys(target: Page | BrowserContext): string[] {
  const keys: string[] = [];
  target.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(pathTo('saveInspection'))) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

/** Fills the required fields and the notes (what tells the copies apart), and saves. */
async function saveInspection(dialog: Locator, notes: string) {
  await fillRequired(dialog);
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill(notes);
  await dialog.getByRole('button', { name: 'Save inspection' }).click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(() => clearScenarios());
// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
const url = useRealBuild();

const newContext = () => newPortalContext(browser);

describe('Writes that never duplicate and never vanish (the real build, the mock over HTTP)', () => {
  let context: BrowserContext;
  let page: Page;
  let keys: string[];
  const errors: string[] = [];

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    keys = recordKeys(page);
    await signIn(page, undefined, url);
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  async function inspections() {
    await page.goto(url(paths.inspections));
    await page.getByRole('button', { name: startsWith(SITE) }).waitFor();
    keys.length = 0;
  }

  it('(a) the answer is lost after the server stored it: queued, sent again with its key, one copy', async () => {
    await inspections();
    setScenario({ name: 'lost-answer', endpoint: 'saveInspection' });
    const dialog = await openNewInspection(page, SITE);
    await saveInspection(dialog, 'Answer lost on the way back.');
    // The connection is cut after the server stored it: the browser sees a network error, or
    // the 502 of a proxy in between (the preview server here); either way it is kept.
    await page.getByText(KEPT).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The outbox sends it at once; the server answers from the key's first answer.
    await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(copiesOf('Answer lost on the way back.')).toBe(1);
    await expect.poll(() => countIn(page, 'outbox'), PATIENT).toBe(0);
  });

  it("(b) a 504 after storing, then 'Discard draft' and a second inspection of the site: both stored, each once", async () => {
    await inspections();
    setScenario({ name: 'lost-answer', endpoint: 'saveInspection', status: 504 });
    let dialog = await openNewInspection(page, SITE);
    await saveInspection(dialog, 'First: the gateway timed out.');
    await page.getByText(OUTBOX_COPY.queuedBecause('server')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();

    // A second inspection of the same site, started, thrown away, started again.
    dialog = await openNewInspection(page, SITE);
    await dialog.getByRole('textbox', { name: 'Temperature' }).fill('3');
    await dialog.getByText(DRAFT_SAVED).waitFor();
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await dialog.getByText(DRAFT_SAVED).waitFor({ state: 'detached' });
    await saveInspection(dialog, 'Second: a new inspection.');
    await page.getByText(MESSAGES.inspectionSaved).waitFor();

    expect(copiesOf('First: the gateway timed out.')).toBe(1);
    expect(copiesOf('Second: a new inspection.')).toBe(1);
    const [first, ...rest] = keys;
    expect(rest.at(-1)).not.toBe(first);
    expect(keys.filter((key) => key === first).length).toBeGreaterThanOrEqual(2);
  });

  it('(c) a 503: queued, sent when the server is back, one copy', async () => {
    await inspections();
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 503 });
    const dialog = await openNewInspection(page, SITE);
    await saveInspection(dialog, 'Sent once the server was back.');
    await page.getByText(OUTBOX_COPY.queuedBecause('server')).waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /1 waiting to send/ })
      .waitFor();
    expect(copiesOf('Sent once the server was back.')).toBe(0);
    clearScenarios();
    // The sender tries again after its backoff (5 s ± 20%).
    await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor({ timeout: 20_000 });
    expect(copiesOf('Sent once the server was back.')).toBe(1);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps a draft of 12 photos in IndexedDB and gives it back whole after a reload', async () => {
    await inspections();
    const dialog = await openNewInspection(page, SITE);
    await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Twelve photos.');
    const inputs = dialog.locator('input[type="file"]');
    await expect.poll(() => inputs.count(), PATIENT).toBeGreaterThanOrEqual(12);
    // A camera's photo compresses poorly: 12 of these are over localStorage's 5 MB. Chosen one
    // after another; each is read and re-encoded as a JPEG in the page (slow on a busy machine).
    for (let index = 0; index < 12; index += 1) {
      await inputs.nth(index).setInputFiles({
        name: `photo-${index}.png`,
        mimeType: 'image/png',
        buffer: cameraLikePng(800, 600, index + 1),
      });
    }
    await expect
      .poll(() => dialog.getByRole('img', { name: /photo$/ }).count(), { timeout: 30_000 })
      .toBe(12);
    const photos = () =>
      dialog
        .getByRole('img', { name: /photo$/ })
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const before = await photos();
    await dialog.getByText(DRAFT_SAVED).waitFor();
    await expect.poll(() => countIn(page, 'drafts'), PATIENT).toBe(1);
    // Not in localStorage any more (about 5 MB, shared by every user of the tablet).
    await expect(
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft'))),
    ).resolves.toEqual([]);

    await page.reload();
    const again = await openNewInspection(page, SITE);
    await again.getByText(DRAFT_RESTORED).waitFor();
    await expect(
      again.getByRole('textbox', { name: 'Notes', exact: true }).inputValue(),
    ).resolves.toBe('Twelve photos.');
    await expect.poll(() => again.getByRole('img', { name: /photo$/ }).count(), PATIENT).toBe(12);
    const after = await again
      .getByRole('img', { name: /photo$/ })
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(after).toEqual(before);
    expect(new Set(after).size).toBe(12);
    // Well past what localStorage could hold (about 5 MB).
    expect(after.join('').length).toBeGreaterThan(5_000_000);
    // Thrown away, so the next flow starts with no draft.
    await again.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await expect.poll(() => countIn(page, 'drafts'), PATIENT).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('keeps the next queued inspection when a newer version opened IndexedDB under the app', async () => {
    await inspections();
    // Another tab (a newer portal) opens the database at a higher version: the app's connection
    // gets `versionchange` and steps aside.
    const upgraded = await page.evaluate(
      (database) =>
        new Promise<number>((resolve, reject) => {
          const probe = indexedDB.open(database);
          probe.onerror = () => reject(probe.error);
          probe.onsuccess = () => {
            const version = probe.result.version;
            probe.result.close();
            const newer = indexedDB.open(database, version + 1);
            newer.onerror = () => reject(newer.error);
            newer.onsuccess = () => {
              newer.result.close();
              resolve(version + 1);
            };
          };
        }),
      OFFLINE_DB_NAME,
    );
    expect(upgraded).toBeGreaterThanOrEqual(3);
    await context.setOffline(true);
    try {
      const dialog = await openNewInspection(page, SITE);
      await saveInspection(dialog, 'Kept after the upgrade.');
      await waitForQueuedNotice(page);
      await expect.poll(() => countIn(page, 'outbox'), PATIENT).toBe(1);
    } finally {
      await context.setOffline(false);
    }
    await page.getByText(OUTBOX_COPY.sent([SITE])).waitFor();
    expect(copiesOf('Kept after the upgrade.')).toBe(1);
  });
});

describe('Two tabs without Web Locks (the real build, the mock over HTTP)', () => {
  it('sends each of 20 inspections queued offline once, whichever tab sends', async () => {
    const context = await newContext();
    try {
      // Web Locks missing, as on Safari before 15.4 or a plain-http LAN server.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'locks', {
          get: () => undefined,
          configurable: true,
        });
      });
      const keys = recordKeys(context);
      const tabs = [await context.newPage(), await context.newPage()];
      for (const tab of tabs) {
        await signIn(tab, undefined, url);
        await tab.goto(url(paths.inspections));
        await tab.getByRole('button', { name: startsWith(SITE) }).waitFor();
        await expect(tab.evaluate(() => navigator.locks)).resolves.toBeUndefined();
      }
      const [first, second] = tabs as [Page, Page];

      // Twenty inspections saved on the device with no network.
      await context.setOffline(true);
      const site = siteRecord();
      // The owner the portal names the signed-in admin by: the server's user id.
      const admin = getDatabase().users.find((user) => user.email === DEMO_ACCOUNTS.admin.email);
      const owner = ownerOf({
        customer_id: 1,
        email: DEMO_ACCOUNTS.admin.email,
        user_id: admin?.id,
      });
      const queued = Array.from({ length: 20 }, (_, index) => ({
        entry: {
          id: `two-tabs-${String(index).padStart(2, '0')}`,
          owner,
          siteId: site.id,
          siteName: site.name,
          savedAt: Date.parse(E2E_NOW) + index,
          idempotencyKey: `two-tabs-key-${index}`,
          status: 'waiting',
          attempts: 0,
          reason: null,
        },
        values: sampleInspection(`Two tabs, inspection ${index + 1}.`),
      }));
      await first.evaluate(
        ({ database, records }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(database);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction(['outbox', 'outbox-payloads'], 'readwrite');
              for (const { entry, values } of records) {
                tx.objectStore('outbox').put(entry);
                tx.objectStore('outbox-payloads').put({ id: entry.id, values });
              }
              tx.oncomplete = () => {
                db.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
          }),
        { database: OFFLINE_DB_NAME, records: queued },
      );

      // The network returns: both tabs hear `online` at once, and both would send.
      await context.setOffline(false);
      await expect.poll(() => countIn(second, 'outbox'), { timeout: 30_000 }).toBe(0);
      expect([...keys].sort()).toEqual(queued.map(({ entry }) => entry.idempotencyKey).sort());
      for (let index = 0; index < 20; index += 1) {
        expect(copiesOf(`Two tabs, inspection ${index + 1}.`)).toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});
