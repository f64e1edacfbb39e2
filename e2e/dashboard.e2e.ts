import { describe, expect, it } from 'vitest';
import { signIn, usePortal } from './browser';

describe('Dashboard', () => {
  const portal = usePortal();

  it('shows its cards after signing in, and Active Sites opens Site Management', async () => {
    const page = portal.page();
    await signIn(page);

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The heading comes first; the cards once the customer data is in.
    await page.getByText('Total Tonnage', { exact: true }).waitFor();
    for (const card of ['Total Tonnage', 'Total Items']) {
      await page.getByText(card, { exact: true }).waitFor();
    }
    for (const section of [
      'Low Stock',
      'Tonnage Overview',
      'Financial Overview',
      'Active Projects',
      'Upcoming Operations',
    ]) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    await page.getByText('£', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: /^Active Sites/ }).click();
    await page.waitForURL('**/dashboard/sites');
    await page.getByRole('heading', { level: 1, name: 'Site Management' }).waitFor();
  });

  it("counts the scaffolds' tags by colour, and a site opens its scaffolds and tags", async () => {
    const page = portal.page();
    await signIn(page);
    const tags = page.getByRole('region', { name: 'Scaffold Tags' });
    const colours = tags.getByRole('list', { name: 'Tags by colour' });
    const count = async (colour: string) =>
      Number(
        (await colours.getByText(new RegExp(`^\\d+ ${colour}$`)).textContent())?.split(' ')[0],
      );
    await colours.waitFor();
    const [green, amber, red] = [await count('green'), await count('amber'), await count('red')];
    expect(green + amber + red).toBeGreaterThan(0);
    // The site with the most red tags first: its page lists the same tags.
    const first = tags
      .getByRole('list', { name: 'Sites with scaffolds' })
      .getByRole('link')
      .first();
    const site = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/dashboard\/sites\/\d+\/scaffolds$/);
    await page.getByRole('heading', { level: 1, name: `Scaffolds and tags: ${site}` }).waitFor();
    await page.getByText(/^\d+ scaffolds: \d+ green, \d+ amber, \d+ red\.$/).waitFor();
  });

  it('opens the tonnage distribution by site and by category', async () => {
    const page = portal.page();
    await signIn(page);
    await page.getByRole('button', { name: 'View distribution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tonnage distribution' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'By item category' }).click();
    await expect(
      dialog.getByRole('button', { name: 'By item category' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(dialog.getByText('tube', { exact: false }).first().isVisible()).resolves.toBe(
      true,
    );
  });
});

describe('Scroll position, on a phone', () => {
  const portal = usePortal({ viewport: { width: 390, height: 740 } });

  it('starts the next screen at the top, and Back returns to where the dashboard was left', async () => {
    const page = portal.page();
    await signIn(page);
    const allSites = page.getByRole('link', { name: 'All sites' });
    await allSites.scrollIntoViewIfNeeded();
    // The position is noted on the frame after the scroll event: wait for two frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(200);

    await allSites.click();
    await page.getByRole('heading', { level: 1, name: 'Site Management' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, left);
  });
});
