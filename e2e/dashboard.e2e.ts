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
      await expect(page.getByText(card, { exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const section of [
      'Low Stock',
      'Tonnage Overview',
      'Financial Overview',
      'Active Projects',
      'Upcoming Operations',
    ]) {
      await expect(page.getByRole('heading', { name: section }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText('£', { exact: false }).first().isVisible()).resolves.toBe(true);

    await page.getByRole('link', { name: /^Active Sites/ }).click();
    await page.waitForURL('**/dashboard/sites');
    await page.getByRole('heading', { level: 1, name: 'Site Management' }).waitFor();
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
