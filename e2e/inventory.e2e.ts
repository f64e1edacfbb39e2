import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import type { MoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { escapeRegExp } from '../apps/portal/src/testing/name-matchers';
import { portalUrl, signIn, startsWith, usePortal } from './browser';
import { chooseDestination, demoMoveFixture, openSite } from './move-flow';

const MOVED = 'Items moved successfully!';

/** Units of an item on a site, read from the item's 'Sites holding' breakdown on Inventory. */
async function unitsOnSite(page: Page, itemName: string, siteName: string): Promise<number> {
  const items = page.getByRole('region', { name: 'Items' });
  await page.getByRole('searchbox', { name: 'Find an item' }).fill(itemName);
  const toggle = items.getByRole('button', {
    name: new RegExp(`^(Sites \\(\\d+\\)|Hide sites) for ${escapeRegExp(itemName)}$`),
  });
  await toggle.waitFor(); // strict: exactly one
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
    // Every site holding it: the row names a few, the rest are read when it opens.
    const count = Number(/\((\d+)\)/.exec((await toggle.textContent()) ?? '')?.[1] ?? 0);
    await toggle.click();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: `Sites holding ${itemName}` })
          .getByRole('listitem')
          .count(),
      )
      .toBe(count);
  }
  const share = page
    .getByRole('list', { name: `Sites holding ${itemName}` })
    .getByRole('listitem')
    .filter({ has: page.getByText(siteName, { exact: true }) });
  if ((await share.count()) === 0) return 0;
  const text = (await share.textContent()) ?? '';
  return Number(/([\d,]+) \(/.exec(text.slice(siteName.length))?.[1]?.replace(/,/g, ''));
}

describe('Inventory', () => {
  const portal = usePortal();
  let fixture: MoveFixture;

  beforeAll(() => {
    fixture = demoMoveFixture();
  });

  it('a move shows in the site, in the log (and its CSV), and in the per-site figures', async () => {
    const page = portal.page();
    const item = fixture.row.itemName;
    await signIn(page);
    await page.goto(portalUrl(paths.inventory));
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    const sourceBefore = await unitsOnSite(page, item, fixture.site.name);
    const destinationBefore = await unitsOnSite(page, item, fixture.destination.site);

    // The move, on Site Management.
    await page
      .getByRole('link', { name: startsWith('Sites') })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Clients here:' }).waitFor();
    await openSite(page, fixture.clientName, fixture.site.name);
    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const dialog = await chooseDestination(page, fixture);
    await dialog.getByRole('textbox', { name: /Quantity/ }).fill('2');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Move' })
      .getByRole('button', { name: 'Confirm Move' })
      .click();
    await page.getByText(MOVED).waitFor();

    // The site's recent movements show it going out.
    const recent = page.getByRole('region', { name: 'Recent movements' }).first();
    await recent
      .getByText(
        `Out: 2 × ${item} to ${fixture.destination.site} › ${fixture.destination.sublocation} › ${fixture.destination.subarea}`,
      )
      .waitFor();
    await recent.getByRole('link', { name: 'Full movement log' }).click();
    await page.waitForURL(
      (url) => url.pathname === paths.inventory && url.search.startsWith('?site='),
    );

    // The log, filtered to the site, has it first: who, what, from where to where.
    const log = page.getByRole('list', { name: 'Movements, newest first' });
    const newest = log.getByRole('listitem').first();
    await newest.getByText(`2 × ${item}`).waitFor();
    await expect(newest.textContent()).resolves.toContain(
      `From ${fixture.site.name} › ${fixture.row.sublocationName} › ${fixture.row.subareaName} to ${fixture.destination.site}`,
    );
    await expect(newest.textContent()).resolves.toContain('by Alex Morgan');

    // Its CSV holds the same row.
    const download = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Stock movements' })
      .getByRole('button', { name: 'Export CSV' })
      .click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('Date,Item,Category,Quantity,From,To,Moved by');
    expect(first).toMatch(new RegExp(`^\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d,${escapeRegExp(item)},`));
    expect(first).toContain(',2,');

    // The per-site figures moved by 2; the firm's total did not change.
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'All sites' });
    // The list of every site was read before the move: shown, then read again (the move
    // invalidated it), so its figures are waited for.
    await expect.poll(() => unitsOnSite(page, item, fixture.site.name)).toBe(sourceBefore - 2);
    await expect
      .poll(() => unitsOnSite(page, item, fixture.destination.site))
      .toBe(destinationBefore + 2);
  });
});
