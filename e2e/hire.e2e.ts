// The hire feature in the demo build (the mock), as a manager goes through it: a delivery note
// signed and sent, a collection with a short count, an off-hire from today, the hire statement
// and its CSV for Xero, a delivery note whose answer is lost once (kept in the outbox, sent again
// with its key, stored once), and one signed with no signal (sent once when it returns).
import { readFile } from 'node:fs/promises';
import { formatDate, formatPence, type HireStatement } from '@scaffold/domain';
import { getDatabase, resetDatabase } from '@scaffold/mocks';
import { DEMO_ACCOUNTS } from '@scaffold/mocks/constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { E2E_NOW, portalUrl, signIn, usePortal } from './browser';
import { sign } from './inspection-form';

/** The browser's London date at E2E_NOW (a morning in November: GMT, so the UTC date). */
const TODAY = E2E_NOW.slice(0, 10);

/** Signs in as the manager and opens the hire of the first site the Dashboard says to collect from. */
async function openSiteHire(page: Page): Promise<{ siteId: number; siteName: string }> {
  await signIn(page, DEMO_ACCOUNTS.manager.email);
  const link = page.getByRole('list', { name: 'Sites with kit to collect' }).getByRole('link');
  await link.first().waitFor();
  const siteName = (await link.first().textContent())?.trim() ?? '';
  await link.first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/hire/sites/'));
  const siteId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();
  return { siteId, siteName };
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

/** The first item on hire at the site (the one the notes move). */
async function firstItemOnHire(page: Page): Promise<string> {
  const first = section(page, 'On hire').getByRole('listitem').first().locator('span').first();
  await first.waitFor();
  return (await first.textContent())?.trim() ?? '';
}

/**
 * Fills and signs a delivery note of `quantity` × item to the site; sends it; its form.
 * `whenOpen`: done once the form is open, before it is filled (the signal lost on site).
 */
async function sendDeliveryNote(
  page: Page,
  itemName: string,
  quantity: number,
  whenOpen?: () => Promise<void>,
): Promise<Locator> {
  await page.getByRole('link', { name: 'New delivery note' }).click();
  const form = page.getByRole('form', { name: 'Delivery note' });
  await form.waitFor();
  await whenOpen?.();
  await form.getByRole('combobox', { name: 'Item, line 1' }).selectOption({ label: itemName });
  await form.getByRole('textbox', { name: 'Quantity, line 1' }).fill(String(quantity));
  await form.getByRole('textbox', { name: 'Vehicle registration' }).fill('E2E 24 HIR');
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

describe('Hire on the demo build', () => {
  const portal = usePortal();

  it('delivers kit, collects it with a short count and off-hires the site from today', async () => {
    const page = portal.page();
    const { siteName } = await openSiteHire(page);
    const item = await firstItemOnHire(page);
    const before = await unitsIn(page, 'On hire', item);
    expect(before).toBeGreaterThan(0);

    // 1. A delivery note of 5, signed by the receiver and the driver.
    const delivery = await sendDeliveryNote(page, item, 5);
    const deliveryNumber = await recordedNumber(delivery, 'Delivery note');
    expect(deliveryNumber).toMatch(/^DN-/);
    await backToSiteHire(page, siteName);
    const notes = section(page, 'Notes');
    await notes.getByText(`Delivery note ${deliveryNumber}`, { exact: true }).waitFor();
    await expect.poll(() => unitsIn(page, 'On hire', item)).toBe(before + 5);

    // The docket opens.
    await notes.getByRole('link', { name: `Docket ${deliveryNumber}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/hire/notes/'));
    await page.getByText(deliveryNumber).first().waitFor();
    await page.getByText('E2E 24 HIR').first().waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: `Hire at ${siteName}` }).waitFor();

    // 2. A collection note of 3, one short at the yard.
    await page.getByRole('link', { name: 'New collection note' }).click();
    const collection = page.getByRole('form', { name: 'Collection note' });
    await collection.waitFor();
    await collection.getByRole('combobox', { name: 'Item, line 1' }).selectOption({ label: item });
    await collection.getByRole('textbox', { name: 'Quantity, line 1' }).fill('3');
    await collection.getByRole('textbox', { name: 'Short at the yard, line 1' }).fill('1');
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

    // 3. Everything on the site off-hired from today: off-hired, not yet collected.
    await page.getByRole('button', { name: 'Off-hire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Off-hire at ${siteName}` });
    await dialog.getByRole('radio', { name: 'Everything on the site' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Off-hire from' }).inputValue()).resolves.toBe(
      TODAY,
    );
    await dialog.getByRole('textbox', { name: 'Requested by' }).fill('Pat Client');
    await dialog.getByRole('button', { name: 'Off-hire', exact: true }).click();
    await dialog.getByRole('status').filter({ hasText: 'Off-hire sent' }).waitFor();
    await dialog.getByText('Close', { exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const offHires = section(page, 'Off-hires');
    await offHires
      .getByRole('listitem')
      .filter({ hasText: `From ${formatDate(TODAY)}` })
      .filter({ hasText: 'Everything on the site; asked by Pat Client' })
      .waitFor();
    await expect.poll(() => unitsIn(page, 'Off-hired, not yet collected', item)).toBe(before + 2);
    await expect.poll(() => unitsIn(page, 'On hire', item)).toBe(0);
  }, 90_000);

  it("shows a client's statement and exports the same total as CSV", async () => {
    const page = portal.page();
    const { siteId } = await openSiteHire(page);
    resetDatabase();
    const client = getDatabase()
      .customers.flatMap((customer) => customer.clients)
      .find((candidate) => candidate.sites.some((site) => site.id === siteId));
    if (!client) throw new Error(`No client of site ${siteId}`);

    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/hire/statement/') && response.ok(),
    );
    await page.goto(
      portalUrl(`${paths.hireStatement}?client=${client.id}&from=2026-10-01&to=2026-11-23`),
    );
    const statement = (await (await answered).json()) as HireStatement;
    expect(statement.client.id).toBe(client.id);
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
    const { siteName } = await openSiteHire(page);
    const item = await firstItemOnHire(page);
    const countNotes = () =>
      section(page, 'Notes')
        .getByText(/^Delivery note DN-/)
        .count();
    const notesBefore = await countNotes();
    // The mock stores the note, then a gateway answers 504 instead of its answer, once.
    await page.evaluate(() =>
      window.scaffoldMock?.setScenario({
        name: 'lost-answer',
        endpoint: 'createDeliveryNote',
        status: 504,
      }),
    );
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/hire/delivery_notes/'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });

    // The 504 keeps it in the outbox with its key; the outbox sends it again at once, and the
    // mock answers from the note it stored.
    const form = await sendDeliveryNote(page, item, 1);
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
    await expect.poll(countNotes, { timeout: 15_000 }).toBe(notesBefore + 1);
  }, 60_000);

  it('keeps a delivery note signed with no signal and sends it once when the signal returns', async () => {
    const page = portal.page();
    const { siteName } = await openSiteHire(page);
    const item = await firstItemOnHire(page);
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

    const form = await sendDeliveryNote(page, item, 2, () => portal.context().setOffline(true));
    await form
      .getByRole('status')
      .filter({ hasText: 'Delivery note kept on this device' })
      .waitFor();
    await expect(form.getByRole('button', { name: 'Sign and send' }).isDisabled()).resolves.toBe(
      true,
    );
    expect(keys).toEqual([]);

    // The signal returns: the outbox sends it by itself, once.
    await portal.context().setOffline(false);
    await page
      .getByText(OUTBOX_COPY.sentWrites([{ kind: 'delivery-note', siteName }]))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(keys).toHaveLength(1);
    await backToSiteHire(page, siteName);
    await expect.poll(countNotes, { timeout: 15_000 }).toBe(notesBefore + 1);
  }, 60_000);
});
