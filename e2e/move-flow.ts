// Site Management's move flow as a manager goes through it, shared by the e2e flows.
import { getDatabase, MOCK_CUSTOMERS, resetDatabase } from '@scaffold/mocks';
import type { Page } from 'playwright-core';
import { findMoveFixture, type MoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { startsWith } from './browser';

/**
 * Opens a client row, then one of its site rows, and waits for the site's details (the client's
 * sites and the site's details are read as they open).
 */
export async function openSite(page: Page, clientName: string, siteName: string) {
  const client = page.getByRole('button', { name: startsWith(clientName) });
  if ((await client.getAttribute('aria-expanded')) !== 'true') await client.click();
  const site = page.getByRole('button', { name: startsWith(siteName) });
  if ((await site.getAttribute('aria-expanded')) !== 'true') await site.click();
  await page
    .locator(`#${await site.getAttribute('aria-controls')}`)
    .getByRole('heading', { name: 'Stock Allocation' })
    .waitFor();
}

export async function chooseDestination(page: Page, fixture: MoveFixture) {
  const dialog = page.getByRole('dialog', { name: 'Move Items' });
  await dialog.getByRole('combobox', { name: 'Destination site' }).selectOption({
    label: fixture.destination.site,
  });
  await dialog.getByRole('combobox', { name: 'Sublocation' }).selectOption({
    label: fixture.destination.sublocation,
  });
  await dialog.getByRole('combobox', { name: 'Subarea' }).selectOption({
    label: fixture.destination.subarea,
  });
  return dialog;
}

/** The move the flows make, picked from the demo's seeded data (the same seed in the browser). */
export function demoMoveFixture(): MoveFixture {
  resetDatabase();
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  if (!customer) throw new Error('No demo customer');
  return findMoveFixture(customer);
}
