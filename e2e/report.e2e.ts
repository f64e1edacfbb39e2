// The inspection report of Schedule 7 (Work at Height Regulations 2005), read as its reader gets
// it: printed to an A4 PDF by Chromium, its text read back with pdf.js.

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { describe, expect, it } from 'vitest';
import { inspectionReportPath, paths } from '../apps/portal/src/config/paths';
import { portalUrl, signIn, startsWith, usePortal } from './browser';
import { pdfPages } from './pdf-text';

const FAILED_SITE = 'Portobello Railway Station Canopy';

const PARTICULARS = [
  'Inspection carried out for',
  'Location of the work equipment inspected',
  'Description of the work equipment inspected',
  'Date and time of the inspection',
  'Matters that could give rise to a risk to health or safety',
  'Action taken',
  'Further action considered necessary',
  'Name and position of the person making the report',
];

describe('Inspection report', () => {
  const portal = usePortal();

  it('opens from Inspection Details and prints to A4 with every particular, the site and the inspector', async () => {
    const page = portal.page();
    await signIn(page);
    await page.goto(portalUrl(paths.inspections));
    const row = page.getByRole('button', { name: startsWith(FAILED_SITE) });
    await row.click();
    const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
    await history
      .getByRole('button')
      .filter({ hasText: /^Failed/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Inspection Details' });
    await details.getByRole('link', { name: 'Report' }).click();
    await page.waitForURL(/\/dashboard\/inspections\/\d+\/report$/);
    await page.getByRole('heading', { level: 1, name: 'Scaffold inspection report' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const author = page
      .getByRole('heading', { level: 3, name: /Name and position/ })
      .locator('xpath=..')
      .getByRole('paragraph');
    const inspector = ((await author.textContent()) ?? '').split(',')[0]?.trim() ?? '';
    expect(inspector).not.toBe('');
    expect(inspector).not.toBe('Not recorded');

    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    const text = pages.join(' ');
    for (const title of PARTICULARS) expect(text).toContain(title);
    expect(text).toContain(FAILED_SITE);
    expect(text).toContain(inspector);
    expect(text).toContain('failed');
    // Paper, not the app: no top bar, no buttons; every page names the site and its number.
    expect(text).not.toContain('Logout');
    expect(text).not.toContain('Print or save as PDF');
    pages.forEach((pageText, index) => {
      expect(pageText).toContain(`${FAILED_SITE}, inspected`);
      expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('is a deep link: a visitor signs in and lands on it, and it survives a reload', async () => {
    const page = portal.page();
    await page.goto(portalUrl(inspectionReportPath(1)));
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.manager.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/inspections/1/report');
    const heading = page.getByRole('heading', { level: 1, name: 'Scaffold inspection report' });
    await heading.waitFor();
    await page.reload();
    await heading.waitFor();
    await expect(
      page.getByText('Radford Church Tower Restoration').first().isVisible(),
    ).resolves.toBe(true);
  });
});
