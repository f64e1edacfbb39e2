// The main journey of the real build against a server over HTTP, shared by the runs against the
// mock (real-build.e2e.ts) and against the server itself (real-build-on-server.e2e.ts): sign in,
// the Dashboard, save an inspection with a photo and find it in the site's history, move one unit
// of stock, log out; no page error and nothing the Content-Security-Policy refuses.
import { MESSAGES } from '@scaffold/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import type { MoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { signIn, startsWith, type usePortal } from './browser';
import { fillComplete, INSPECTION_NOTES, openNewInspection } from './inspection-form';
import { chooseDestination, openSite } from './move-flow';

/** The site the journeys inspect (customer 1's first, in every seed). */
export const JOURNEY_SITE = 'Radford Church Tower Restoration';
/** What the journey's inspection says, to find it in the site's history. */
export const JOURNEY_NOTES = INSPECTION_NOTES;

type Portal = ReturnType<typeof usePortal>;
type Url = (pathname?: string) => string;

/** Collects the page's errors and what the Content-Security-Policy refuses, on every page. */
export async function watchPage(portal: Portal) {
  const page = portal.page();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const refused: string[] = [];
  await portal.context().exposeBinding('reportCspViolation', (_source, text: string) => {
    refused.push(text);
  });
  await portal.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return { errors, refused };
}

/** The site's row on Inspections, opened, and its history's panel. */
export async function siteHistory(page: Page, site = JOURNEY_SITE): Promise<Locator> {
  const row = page.getByRole('button', { name: startsWith(site) });
  await row.waitFor();
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  return page.locator(`#${await row.getAttribute('aria-controls')}`);
}

/** Saves the journey's inspection (a photo, three signatures) and waits for it in the history. */
export async function saveJourneyInspection(page: Page, url: Url, notes = JOURNEY_NOTES) {
  await page.goto(url(paths.inspections));
  await page.getByRole('button', { name: startsWith(JOURNEY_SITE) }).waitFor();
  const dialog = await openNewInspection(page, JOURNEY_SITE);
  await fillComplete(page, dialog);
  if (notes !== JOURNEY_NOTES)
    await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill(notes);
  await dialog.getByRole('button', { name: 'Save inspection' }).click();
  await page.getByText(MESSAGES.inspectionSaved).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect(page.getByText(MESSAGES.unexpectedError).count()).resolves.toBe(0);
  const history = await siteHistory(page);
  await history.getByRole('button').filter({ hasText: notes }).waitFor();
}

export async function mainJourney(portal: Portal, url: Url, move: MoveFixture) {
  const page = portal.page();
  const watched = await watchPage(portal);

  await signIn(page, undefined, url);
  await expect(
    page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy"]') !== null,
    ),
  ).resolves.toBe(true);
  // The real build: no mock backend in the page.
  await expect(page.evaluate(() => 'scaffoldMock' in window)).resolves.toBe(false);
  await page.getByText('Total Tonnage', { exact: true }).waitFor();

  // Save an inspection: the answer's shape must not matter.
  await saveJourneyInspection(page, url);

  // Move one unit, confirmed: a success whatever the answer says.
  await page.goto(url(paths.sites));
  await page.getByRole('heading', { name: 'Clients here:' }).waitFor();
  await openSite(page, move.clientName, move.site.name);
  await page.getByRole('button', { name: move.moveButtonName(move.row.quantity) }).click();
  const dialog = await chooseDestination(page, move);
  await dialog.getByRole('textbox', { name: /Quantity/ }).fill('1');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Move' })
    .getByRole('button', { name: 'Confirm Move' })
    .click();
  await page.getByText(MESSAGES.itemsMoved).waitFor();
  await page.getByRole('button', { name: move.moveButtonName(move.row.quantity - 1) }).waitFor();
  await expect(page.getByText(MESSAGES.moveFailed).count()).resolves.toBe(0);

  // Logout, whatever its answer.
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await page.waitForURL('**/login');
  await page.goto(url(paths.dashboard));
  await page.waitForURL('**/login');
  expect(watched.errors).toEqual([]);
  // The policy let everything the portal does through: inline boot script and styles by
  // hash, photos and signatures as images, the API on the same origin, no eval.
  expect(watched.refused).toEqual([]);
}
