import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import {
  anyMoveButtonName,
  type MoveFixture,
  startsWith,
} from '../apps/portal/src/features/sites/move-fixture';
import { portalUrl, signIn, usePortal } from './browser';
import { chooseDestination, demoMoveFixture, openSite } from './move-flow';

const MOVED = 'Items moved successfully!';
const MOVE_FAILED =
  'Failed to move items. Please try again. If the problem persists, please contact support.';

async function signInToSites(page: Page) {
  await signIn(page);
  await page.goto(portalUrl(paths.sites));
  await page.getByRole('heading', { name: 'Clients here:' }).waitFor();
}

/** Units of the item in the destination subarea, read from its 'Move to' button (0 if none). */
async function unitsAtDestination(page: Page, fixture: MoveFixture): Promise<number> {
  const from = `${fixture.destination.sublocation} › ${fixture.destination.subarea}`;
  const button = page.getByRole('button', { name: anyMoveButtonName(fixture.row.itemName, from) });
  if ((await button.count()) === 0) return 0;
  const name = (await button.getAttribute('aria-label')) ?? '';
  return Number(/, ([\d,]+) in /.exec(name)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

describe('Site Management', () => {
  const portal = usePortal();
  let fixture: MoveFixture;

  beforeAll(() => {
    // The demo seeds the same sample (same seed) around today; only the dates differ.
    fixture = demoMoveFixture();
  });

  it('moves stock: both allocations change after the refresh', async () => {
    const page = portal.page();
    await signInToSites(page);
    await openSite(page, fixture.destination.clientName, fixture.destination.site);
    const before = await unitsAtDestination(page, fixture);
    await openSite(page, fixture.clientName, fixture.site.name);

    const available = fixture.row.quantity;
    await page.getByRole('button', { name: fixture.moveButtonName(available) }).click();
    const dialog = await chooseDestination(page, fixture);
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('2');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Move' })
      .getByRole('button', { name: 'Confirm Move' })
      .click();

    await page.getByText(MOVED).waitFor();
    await page.getByRole('button', { name: fixture.moveButtonName(available - 2) }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // Both open sites' details are read again after the move.
    await expect.poll(() => unitsAtDestination(page, fixture)).toBe(before + 2);
  });

  it('clamps an over-large quantity to what is available', async () => {
    const page = portal.page();
    await signInToSites(page);
    await openSite(page, fixture.clientName, fixture.site.name);
    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const quantity = page.getByRole('dialog', { name: 'Move Items' }).getByRole('textbox', {
      name: /Quantity/,
    });
    await quantity.fill('');
    await quantity.pressSequentially('100000');
    await expect(quantity.inputValue()).resolves.toBe(String(fixture.row.quantity));
  });

  it('keeps the choices of Move Items when the move fails', async () => {
    const page = portal.page();
    await signInToSites(page);
    await page.evaluate(() =>
      window.scaffoldMock?.setScenario({ name: 'server-error', endpoint: 'moveItems' }),
    );
    await openSite(page, fixture.clientName, fixture.site.name);
    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const dialog = await chooseDestination(page, fixture);
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('4');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Move' })
      .getByRole('button', { name: 'Confirm Move' })
      .click();

    await page.getByText(MOVE_FAILED).waitFor();
    const again = page.getByRole('dialog', { name: 'Move Items' });
    await again.waitFor();
    const selected = async (name: string) =>
      again
        .getByRole('combobox', { name })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    await expect(selected('Destination site')).resolves.toBe(fixture.destination.site);
    await expect(selected('Sublocation')).resolves.toBe(fixture.destination.sublocation);
    await expect(selected('Subarea')).resolves.toBe(fixture.destination.subarea);
    await expect(again.getByRole('textbox', { name: /Quantity/ }).inputValue()).resolves.toBe('4');
    // Nothing moved.
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).count(),
    ).resolves.toBe(1);
  });

  it('narrows the list with the filters and finds a component', async () => {
    const page = portal.page();
    await signInToSites(page);
    await page.getByText('50 clients', { exact: true }).waitFor();

    await page.getByRole('button', { name: /^Pending/ }).click();
    await expect(
      page.getByRole('button', { name: /^Pending/ }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.getByText(/^\d+ of 50 clients$/).waitFor();

    // The fixture's client has an active site: Active and that client leave exactly its row.
    await page.getByRole('button', { name: /^Active/ }).click();
    await page
      .getByRole('combobox', { name: 'Client' })
      .selectOption({ label: fixture.clientName });
    await page.getByText('1 of 50 clients').waitFor();
    await expect(
      page.getByRole('button', { name: startsWith(fixture.clientName) }).count(),
    ).resolves.toBe(1);

    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'All Clients' });
    await page.getByRole('searchbox', { name: 'Find a component' }).fill(fixture.row.itemName);
    const results = page.getByRole('list', { name: 'Where the components are' });
    await results.waitFor();
    await results.getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Stock Allocation' }).first().waitFor();
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')),
    ).resolves.toBe('true');
  });
});
