// The real build (`npm run build`: no mock code in it) against a server over HTTP: the mock's
// handlers behind a plain HTTP server, answering as the mock does, then as other servers may
// where the spec is silent. The portal must sign in, save, move and log out against both.
import { MESSAGES } from '@scaffold/domain';
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { findMoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { signIn, startsWith, usePortal } from './browser';
import { fillComplete, openNewInspection } from './inspection-form';
import { chooseDestination, openSite } from './move-flow';
import { useRealBuild } from './real-build-server';

const SITE = 'Radford Church Tower Restoration';

describe.each([
  ['the mock as it answers', false],
  ['a lenient server (201 {id}, {status: ok}, extra fields, no null passed)', true],
])('The real build against %s', (_server, lenient) => {
  const portal = usePortal();
  const url = useRealBuild({ lenient });

  it('signs in, draws the dashboard, saves an inspection, moves stock and logs out', async () => {
    const page = portal.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Whatever the Content-Security-Policy refuses, on every page of the flow.
    const refused: string[] = [];
    await portal.context().exposeBinding('reportCspViolation', (_source, text: string) => {
      refused.push(text);
    });
    await portal.context().addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
      });
    });

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
    await page.goto(url(paths.inspections));
    await page.getByRole('button', { name: startsWith(SITE) }).waitFor();
    const dialog = await openNewInspection(page, SITE);
    await fillComplete(page, dialog);
    await dialog.getByRole('button', { name: 'Save inspection' }).click();
    await page.getByText(MESSAGES.inspectionSaved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByText(MESSAGES.unexpectedError).count()).resolves.toBe(0);
    const row = page.getByRole('button', { name: startsWith(SITE) });
    const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
    await history.getByRole('button').filter({ hasText: 'Gate 2 sign to be replaced.' }).waitFor();

    // Move one unit, confirmed: a success whatever the answer says.
    const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    if (!customer) throw new Error('No demo customer');
    const fixture = findMoveFixture(customer);
    await page.goto(url(paths.sites));
    await page.getByRole('heading', { name: 'Clients here:' }).waitFor();
    await openSite(page, fixture.clientName, fixture.site.name);
    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const move = await chooseDestination(page, fixture);
    await move.getByRole('textbox', { name: /Quantity/ }).fill('1');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Move' })
      .getByRole('button', { name: 'Confirm Move' })
      .click();
    await page.getByText(MESSAGES.itemsMoved).waitFor();
    await page
      .getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity - 1) })
      .waitFor();
    await expect(page.getByText(MESSAGES.moveFailed).count()).resolves.toBe(0);

    // Logout, whatever its answer.
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await page.waitForURL('**/login');
    await page.goto(url(paths.dashboard));
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    // The policy let everything the portal does through: inline boot script and styles by
    // hash, photos and signatures as data: images, the API on the same origin, no eval.
    expect(refused).toEqual([]);
  });
});
