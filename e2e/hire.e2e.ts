// The hire feature as a manager goes through it: a delivery note signed and sent, a collection
// with a short and a damaged line, an off-hire from today that stops the week's statement on its
// date, the hire statement and its CSV for Xero, a delivery note whose answer is lost once (kept
// in the outbox, sent again with its key, stored once), and one signed with no signal (sent once
// when it returns). The same journeys run on the demo build (the mock) and on the real build
// served by the server (PGlite), as real-build-on-server.e2e.ts serves it: one body, given where
// the portal is.
import { readFile } from 'node:fs/promises';
import {
  addDays,
  formatDate,
  formatPence,
  formatUnits,
  type HireStatement,
  londonDate,
  type SiteHireResponse,
} from '@scaffold/domain';
import { DEMO_ACCOUNTS } from '@scaffold/mocks/constants';
import { seedDatabase } from '@scaffold/mocks/seed';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths, siteHirePath } from '../apps/portal/src/config/paths';
import { WAITING_NOTES_HEADING } from '../apps/portal/src/features/hire/site/waiting-notes';
import { STORES } from '../apps/portal/src/offline/offline-db';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { E2E_NOW, portalUrl, signIn, usePortal } from './browser';
import { sign } from './inspection-form';
import { recordsIn } from './offline-store';
import { useServerProcess } from './server-process';

type UrlOf = (path?: string) => string;
type Portal = ReturnType<typeof usePortal>;

/** Where the journeys run: the portal's origin, its browser's date, and how an answer is lost. */
interface HireTarget {
  url: UrlOf;
  /** The browser's London date (the off-hire's default, and the server's today). */
  today: string;
  /** The next delivery note is stored, then a gateway answers 504 instead of its answer, once. */
  loseNextDeliveryAnswer(page: Page): Promise<void>;
}

/** Signs in as the manager and opens the hire of the first site the Dashboard says to collect from. */
async function openSiteHire(page: Page, url: UrlOf): Promise<{ siteId: number; siteName: string }> {
  await signIn(page, DEMO_ACCOUNTS.manager.email, url);
  const link = page.getByRole('list', { name: 'Sites with kit to collect' }).getByRole('link');
  await link.first().waitFor();
  const siteName = (await link.first().textContent())?.trim() ?? '';
  await link.first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/hire/sites/'));
  const siteId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();
  return { siteId, siteName };
}

/**
 * Opens the hire statement of the client of a site, from one day to another, and returns the
 * client's id and the statement the page was answered with.
 */
async function openStatement(
  page: Page,
  url: UrlOf,
  siteId: number,
  from: string,
  to: string,
): Promise<{ clientId: number; statement: HireStatement }> {
  // The seed both serve (the mock's, and the server's template): its clients and their sites.
  const client = seedDatabase()
    .customers.flatMap((customer) => customer.clients)
    .find((candidate) => candidate.sites.some((site) => site.id === siteId));
  if (!client) throw new Error(`No client of site ${siteId}`);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/hire/statement/') && response.ok(),
  );
  await page.goto(url(`${paths.hireStatement}?client=${client.id}&from=${from}&to=${to}`));
  const statement = (await (await answered).json()) as HireStatement;
  return { clientId: client.id, statement };
}

/** The list under a heading of the site's hire page (its card's contents). */
const section = (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading, exact: true }).locator('..');

/** Units of an item in a section's list (0 when it is not listed). */
async function unitsIn(page: Page, heading: string, itemName: string): Promise<number> {
  const row = section(page, heading)
    .getByRole('listitem')
    .filter({
      has: page.getByText(itemName, { exact: true }),
    });
  if ((await row.count()) === 0) return 0;
  return Number((await row.locator('strong').textContent())?.replace(/[^\d]/g, ''));
}

/** The items on hire at the site, as listed (the first is the one the notes move). */
async function itemsOnHire(page: Page): Promise<string[]> {
  const names = section(page, 'On hire').getByRole('listitem').locator('span:first-child');
  await names.first().waitFor();
  return (await names.allTextContents()).map((name) => name.trim());
}

/**
 * Fills and signs a delivery note of `quantity` × item to the site; sends it; its form.
 * `whenOpen`: done once the form is open, before it is filled (the signal lost on site);
 * `more`: more lines, filled after the first.
 */
async function sendDeliveryNote(
  page: Page,
  itemName: string,
  quantity: number,
  vehicle: string,
  whenOpen?: () => Promise<void>,
  more?: (form: Locator) => Promise<void>,
): Promise<Locator> {
  await page.getByRole('link', { name: 'New delivery note' }).click();
  const form = page.getByRole('form', { name: 'Delivery note' });
  await form.waitFor();
  await whenOpen?.();
  await form.getByRole('combobox', { name: 'Item, line 1' }).selectOption({ label: itemName });
  await form.getByRole('textbox', { name: 'Quantity, line 1' }).fill(String(quantity));
  await more?.(form);
  await form.getByRole('textbox', { name: 'Vehicle registration' }).fill(vehicle);
  await form.getByRole('textbox', { name: 'Received by: name' }).fill('Sam Foreman');
  await sign(page, form, 'Received by: signature', 0);
  await sign(page, form, 'Driver: signature', 1);
  await form.getByRole('button', { name: 'Sign and send' }).click();
  return form;
}

/** The note's number from the form's notice ('Recorded as DN-0004.'). */
async function recordedNumber(form: Locator, noun: string): Promise<string> {
  const notice = form.getByRole('status').filter({ hasText: `${noun} sent` });
  // Or why not: a refusal, or a field the form's checks stopped at (its error, an alert).
  await notice.or(form.getByRole('alert').first()).waitFor();
  if (!(await notice.isVisible()))
    throw new Error(`The ${noun} was not sent: ${await form.getByRole('alert').allTextContents()}`);
  const number = /Recorded as ([A-Z]+-\d+)\./.exec((await notice.textContent()) ?? '')?.[1];
  if (!number) throw new Error(`No number in the notice of the ${noun}`);
  return number;
}

async function backToSiteHire(page: Page, siteName: string) {
  await page.getByRole('link', { name: "Back to the site's hire" }).click();
  await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();
}

/**
 * A note's docket, once its screen is drawn. Its number alone is no sign: the site's list of
 * notes shows it too, and stays on the screen until the docket's screen is ready.
 */
async function openedDocket(page: Page, number: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/hire/notes/'));
  const docket = page.getByRole('article', { name: `Docket ${number}` });
  await docket.getByRole('heading', { level: 1 }).waitFor();
  return docket;
}

/**
 * The cells of an item's row in the docket's table of lines. The cell that picks the row is
 * named from the page: a `has` locator is matched inside each row, so one that starts at the
 * docket's article would never match.
 */
const docketRow = (docket: Locator, itemName: string) =>
  docket
    .getByRole('row')
    .filter({ has: docket.page().getByRole('cell', { name: itemName, exact: true }) })
    .getByRole('cell')
    .allTextContents();

/**
 * A page on a site's hire that watches its delivery notes: the site, the item they move, how
 * many the page lists, and the Idempotency-Key of every delivery note the page sends.
 */
async function watchDeliveryNotes(page: Page, url: UrlOf) {
  const { siteId, siteName } = await openSiteHire(page, url);
  const [item = ''] = await itemsOnHire(page);
  const countNotes = () =>
    section(page, 'Notes')
      .getByText(/^Delivery note DN-/)
      .count();
  const notesBefore = await countNotes();
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/hire/delivery_notes/'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return { siteId, siteName, item, countNotes, notesBefore, keys };
}

/**
 * The site's delivery notes carried by `vehicle`, as the site's hire read answers the user (the
 * server's book, or the mock's): the page is opened again and its read awaited.
 */
async function storedNotesOf(page: Page, url: UrlOf, siteId: number, vehicle: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === `/api/hire/sites/${siteId}/` &&
      response.ok(),
  );
  await page.goto(url(siteHirePath(siteId)));
  const hire = (await (await answered).json()) as SiteHireResponse;
  return hire.notes.filter((note) => note.kind === 'delivery' && note.vehicle === vehicle);
}

/** Sums a Xero CSV's Quantity × UnitAmount, in pence (RFC 4180: quoted fields, doubled quotes). */
function csvTotalPence(csv: string): number {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && csv[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...lines] = rows;
  const quantityAt = header?.indexOf('*Quantity') ?? -1;
  const amountAt = header?.indexOf('*UnitAmount') ?? -1;
  if (quantityAt < 0 || amountAt < 0) throw new Error('No quantity or amount column');
  return lines.reduce((sum, line) => {
    const [pounds, pence = '00'] = (line[amountAt] ?? '').split('.');
    const unit = Number(pounds) * 100 + Math.sign(Number(`${pounds}1`)) * Number(pence);
    return sum + Number(line[quantityAt]) * unit;
  }, 0);
}

/** The journeys, the same on every target: the demo build's mock or the server. */
function hireJourneys(portal: Portal, target: () => HireTarget) {
  it("shows a client's statement and exports the same total as CSV", async () => {
    const page = portal.page();
    const { url } = target();
    const { siteId } = await openSiteHire(page, url);
    const { clientId, statement } = await openStatement(
      page,
      url,
      siteId,
      '2026-10-01',
      '2026-11-23',
    );
    expect(statement.client.id).toBe(clientId);
    expect(statement.totals.total_pence).toBeGreaterThan(0);
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(
      totals
        .locator('dt', { hasText: /^Total$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    ).resolves.toBe(formatPence(statement.totals.total_pence));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV for Xero' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^hire-statement-.+-2026-10-01-to-2026-11-23\.csv$/,
    );
    const csv = await readFile(await download.path(), 'utf8');
    expect(csvTotalPence(csv)).toBe(statement.totals.total_pence);
  }, 60_000);

  it('sends a delivery note again after a lost answer (504) and stores it once', async () => {
    const page = portal.page();
    const { url, loseNextDeliveryAnswer } = target();
    const watched = await watchDeliveryNotes(page, url);
    const { siteId, siteName, item, keys } = watched;
    await loseNextDeliveryAnswer(page);

    // The 504 keeps it in the outbox with its key; the outbox sends it again at once, and the
    // answer comes from the note stored the first time.
    const form = await sendDeliveryNote(page, item, 1, 'E2E 504 HIR');
    await form
      .getByRole('status')
      .filter({ hasText: 'Delivery note kept on this device' })
      .waitFor();
    await page
      .getByText(OUTBOX_COPY.sentWrites([{ kind: 'delivery-note', siteName }]))
      .first()
      .waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await backToSiteHire(page, siteName);
    await expect.poll(watched.countNotes, { timeout: 15_000 }).toBe(watched.notesBefore + 1);
    await expect(storedNotesOf(page, url, siteId, 'E2E 504 HIR')).resolves.toHaveLength(1);
  }, 60_000);

  it('keeps a delivery note signed with no signal and sends it once when the signal returns', async () => {
    const page = portal.page();
    const { url } = target();
    const watched = await watchDeliveryNotes(page, url);
    const { siteId, siteName, item, keys } = watched;

    const form = await sendDeliveryNote(page, item, 2, 'E2E 24 OFF', () =>
      portal.context().setOffline(true),
    );
    await form
      .getByRole('status')
      .filter({ hasText: 'Delivery note kept on this device' })
      .waitFor();
    await expect(form.getByRole('button', { name: 'Sign and send' }).isDisabled()).resolves.toBe(
      true,
    );
    expect(keys).toEqual([]);

    // Still offline, the site's hire lists it as waiting on this device.
    await backToSiteHire(page, siteName);
    const waiting = page.getByRole('list', { name: WAITING_NOTES_HEADING });
    await waiting
      .getByRole('listitem')
      .filter({ hasText: 'Delivery note' })
      .filter({ hasText: '1 line; signed' })
      .waitFor();

    // The signal returns: the outbox sends it by itself, once, and it waits no more.
    await portal.context().setOffline(false);
    await page
      .getByText(OUTBOX_COPY.sentWrites([{ kind: 'delivery-note', siteName }]))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(keys).toHaveLength(1);
    await waiting.waitFor({ state: 'detached' });
    await expect.poll(watched.countNotes, { timeout: 15_000 }).toBe(watched.notesBefore + 1);
    await expect(storedNotesOf(page, url, siteId, 'E2E 24 OFF')).resolves.toHaveLength(1);
  }, 60_000);

  // Last: it off-hires everything on the site the others deliver to (the server keeps its book
  // from one test to the next; the demo starts each test afresh).
  it('delivers kit, collects it with a short and a damaged line and off-hires the site from today', async () => {
    const page = portal.page();
    const { url, today } = target();
    const { siteId, siteName } = await openSiteHire(page, url);
    const onHire = new Map<string, number>();
    for (const name of await itemsOnHire(page))
      onHire.set(name, await unitsIn(page, 'On hire', name));
    const [item = '', before = 0] = [...onHire].at(0) ?? [];
    expect(before).toBeGreaterThan(0);

    // 1. A delivery note of 5 of the item and 2 of another, signed by the receiver and the
    // driver: listed, and on hire.
    let otherItem = '';
    const delivery = await sendDeliveryNote(
      page,
      item,
      5,
      'E2E 24 HIR',
      undefined,
      async (form) => {
        await form.getByRole('button', { name: 'Add line' }).click();
        const line2 = form.getByRole('combobox', { name: 'Item, line 2' });
        const labels = (await line2.locator('option:not([value=""])').allTextContents()).map(
          (label) => label.trim(),
        );
        otherItem = labels.find((label) => label !== item) ?? '';
        await line2.selectOption({ label: otherItem });
        await form.getByRole('textbox', { name: 'Quantity, line 2' }).fill('2');
      },
    );
    const otherBefore = onHire.get(otherItem) ?? 0;
    const deliveryNumber = await recordedNumber(delivery, 'Delivery note');
    expect(deliveryNumber).toMatch(/^DN-/);
    await backToSiteHire(page, siteName);
    const notes = section(page, 'Notes');
    await notes.getByText(`Delivery note ${deliveryNumber}`, { exact: true }).waitFor();
    await expect.poll(() => unitsIn(page, 'On hire', item)).toBe(before + 5);
    await expect.poll(() => unitsIn(page, 'On hire', otherItem)).toBe(otherBefore + 2);

    // Its docket opens.
    await notes.getByRole('link', { name: `Docket ${deliveryNumber}` }).click();
    const deliveryDocket = await openedDocket(page, deliveryNumber);
    await deliveryDocket.getByText('E2E 24 HIR').first().waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();

    // 2. A collection note: 3 of the item, one short at the yard; 1 of the other, damaged.
    await page.getByRole('link', { name: 'New collection note' }).click();
    const collection = page.getByRole('form', { name: 'Collection note' });
    await collection.waitFor();
    await collection.getByRole('combobox', { name: 'Item, line 1' }).selectOption({ label: item });
    await collection.getByRole('textbox', { name: 'Quantity, line 1' }).fill('3');
    await collection.getByRole('textbox', { name: 'Short at the yard, line 1' }).fill('1');
    await collection.getByRole('button', { name: 'Add line' }).click();
    await collection
      .getByRole('combobox', { name: 'Item, line 2' })
      .selectOption({ label: otherItem });
    await collection.getByRole('textbox', { name: 'Quantity, line 2' }).fill('1');
    await collection.getByRole('textbox', { name: 'Damaged, line 2' }).fill('1');
    await collection.getByRole('textbox', { name: 'Vehicle registration' }).fill('E2E 24 COL');
    await collection.getByRole('textbox', { name: 'Released by: name' }).fill('Sam Foreman');
    await sign(page, collection, 'Released by: signature', 0);
    await sign(page, collection, 'Driver: signature', 2);
    await collection.getByRole('button', { name: 'Sign and send' }).click();
    const collectionNumber = await recordedNumber(collection, 'Collection note');
    expect(collectionNumber).toMatch(/^CN-/);
    await backToSiteHire(page, siteName);
    await section(page, 'Notes')
      .getByText(`Collection note ${collectionNumber}`, { exact: true })
      .waitFor();
    await expect.poll(() => unitsIn(page, 'On hire', item)).toBe(before + 2);
    await expect.poll(() => unitsIn(page, 'On hire', otherItem)).toBe(otherBefore + 1);

    // Its docket: collected, short, damaged, line by line.
    await section(page, 'Notes')
      .getByRole('link', { name: `Docket ${collectionNumber}` })
      .click();
    const collectionDocket = await openedDocket(page, collectionNumber);
    await expect
      .poll(() => docketRow(collectionDocket, item))
      .toEqual(
        [item, 3, 1, 0].map((cell) => (typeof cell === 'number' ? formatUnits(cell) : cell)),
      );
    await expect
      .poll(() => docketRow(collectionDocket, otherItem))
      .toEqual(
        [otherItem, 1, 0, 1].map((cell) => (typeof cell === 'number' ? formatUnits(cell) : cell)),
      );
    await page.goBack();
    await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();

    // 3. Everything on the site off-hired from today: off-hired, not yet collected.
    await page.getByRole('button', { name: 'Off-hire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Off-hire at ${siteName}` });
    await dialog.getByRole('radio', { name: 'Everything on the site' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Off-hire from' }).inputValue()).resolves.toBe(
      today,
    );
    await dialog.getByRole('textbox', { name: 'Requested by' }).fill('Pat Client');
    await dialog.getByRole('button', { name: 'Off-hire', exact: true }).click();
    await dialog.getByRole('status').filter({ hasText: 'Off-hire sent' }).waitFor();
    await dialog.getByText('Close', { exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const offHires = section(page, 'Off-hires');
    await offHires
      .getByRole('listitem')
      .filter({ hasText: `From ${formatDate(today)}` })
      .filter({ hasText: 'Everything on the site; asked by Pat Client' })
      .waitFor();
    await expect.poll(() => unitsIn(page, 'Off-hired, not yet collected', item)).toBe(before + 2);
    await expect
      .poll(() => unitsIn(page, 'Off-hired, not yet collected', otherItem))
      .toBe(otherBefore + 1);
    await expect.poll(() => unitsIn(page, 'On hire', item)).toBe(0);

    // 4. The client's statement for the week around today: the off-hire stops the site's hire on
    // its date, mid-period, where kit still on hire would be charged all seven days.
    const { statement } = await openStatement(
      page,
      url,
      siteId,
      addDays(today, -3),
      addDays(today, 3),
    );
    const lines = statement.sites.find((site) => site.site_id === siteId)?.lines ?? [];
    const offHired = lines.filter((line) => line.ended_by?.kind === 'off_hire');
    expect(offHired.length).toBeGreaterThan(0);
    for (const line of offHired) {
      expect(line.ended_by?.date).toBe(today);
      expect(line.days).toBeLessThan(7);
    }
    await page
      .getByRole('region', { name: 'Totals' })
      .locator('dt', { hasText: /^Total$/ })
      .waitFor();
  }, 240_000);
}

describe('Hire on the demo build', () => {
  const portal = usePortal();
  hireJourneys(portal, () => ({
    url: portalUrl,
    // The browser's London date at E2E_NOW (a morning in November: GMT, so the UTC date).
    today: E2E_NOW.slice(0, 10),
    // The mock stores the note, then answers 504 instead of its answer, once.
    loseNextDeliveryAnswer: (page) =>
      page.evaluate(() =>
        window.scaffoldMock?.setScenario({
          name: 'lost-answer',
          endpoint: 'createDeliveryNote',
          status: 504,
        }),
      ),
  }));

  it('finds a delivery note as it was typed after a reload', async () => {
    const page = portal.page();
    await openSiteHire(page, portalUrl);
    const [item = ''] = await itemsOnHire(page);
    await page.getByRole('link', { name: 'New delivery note' }).click();
    const form = page.getByRole('form', { name: 'Delivery note' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Item, line 1' }).selectOption({ label: item });
    await form.getByRole('textbox', { name: 'Quantity, line 1' }).fill('4');
    await form.getByRole('button', { name: 'Add line' }).click();
    const line2 = form.getByRole('combobox', { name: 'Item, line 2' });
    const labels = await line2.locator('option:not([value=""])').allTextContents();
    const other = labels.map((label) => label.trim()).find((label) => label !== item) ?? '';
    await line2.selectOption({ label: other });
    await form.getByRole('textbox', { name: 'Quantity, line 2' }).fill('7');
    await form.getByRole('textbox', { name: 'Vehicle registration' }).fill('E2E 24 DRF');
    await form.getByRole('textbox', { name: 'Driver: name' }).fill('Dana Driver');
    // Kept on the device as it is typed: the draft holds the last field before the reload.
    await expect
      .poll(async () =>
        (await recordsIn(page, STORES.drafts)).some((draft) =>
          JSON.stringify(draft).includes('"Dana Driver"'),
        ),
      )
      .toBe(true);

    await page.reload();
    await form.waitFor();
    const chosen = (name: string) =>
      form
        .getByRole('combobox', { name })
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);
    await expect.poll(() => chosen('Item, line 1')).toBe(item);
    await expect(chosen('Item, line 2')).resolves.toBe(other);
    const value = (name: string) => form.getByRole('textbox', { name }).inputValue();
    await expect(value('Quantity, line 1')).resolves.toBe('4');
    await expect(value('Quantity, line 2')).resolves.toBe('7');
    await expect(value('Vehicle registration')).resolves.toBe('E2E 24 DRF');
    await expect(value('Driver: name')).resolves.toBe('Dana Driver');
  }, 60_000);
});

describe('Hire on the real build served by the server (PGlite)', () => {
  // The server's clock is the machine's, and it refuses an off-hire before its today: the browser
  // starts at the same instant. No service worker, so page.route sees every call.
  const now = new Date();
  const portal = usePortal({ clock: now.toISOString(), serviceWorkers: 'block' });
  const server = useServerProcess();
  hireJourneys(portal, () => ({
    url: server.url,
    today: londonDate(now),
    // The server stores the note; a gateway in front answers 504 instead of its answer, once.
    async loseNextDeliveryAnswer(page) {
      let lost = false;
      await page.route('**/api/hire/delivery_notes/', async (route) => {
        if (lost || route.request().method() !== 'POST') return route.fallback();
        lost = true;
        const stored = await route.fetch();
        expect(stored.status()).toBe(201);
        await route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504</h1>' });
      });
    },
  }));
});
