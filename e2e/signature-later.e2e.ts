// A client's signature taken later through a signing link reaches a device that had opened the
// inspection (the real build against the mock over HTTP): its details are read again each time
// they are opened, revalidated with their ETag (304 while nothing changed, 200 with the signature
// after), and the report on that device shows the signature too.
import { getDatabase, seededSigningToken } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionsForSite, paths } from '../apps/portal/src/config/paths';
import { launchChromium, newPortalContext } from './browser';
import { sign } from './inspection-form';
import { useRealBuild } from './real-build-server';

/** The seeded inspection of customer 1 that waits on its client's signature through a link. */
function waitingInspection() {
  const database = getDatabase();
  const link = database.signingLinks.find((entry) => entry.document.kind === 'inspection');
  if (!link) throw new Error('No seeded signing link for an inspection');
  for (const client of database.customers.flatMap((customer) => customer.clients)) {
    for (const site of client.sites) {
      const inspection = site.inspections.find((entry) => entry.id === link.document.id);
      if (inspection) return { site, inspection, token: link.token };
    }
  }
  throw new Error(`No inspection ${link.document.id}`);
}

describe('A signature taken later (the real build, the mock over HTTP)', () => {
  const url = useRealBuild();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows on the device that had opened the inspection: in its details (304 until then, 200 after) and in the report', async () => {
    const { site, inspection, token } = waitingInspection();
    expect(token).toBe(seededSigningToken('inspection'));
    expect(inspection.signatures.map((entry) => entry.role)).not.toContain('client');
    const notes = (inspection.notes ?? '').slice(0, 30);
    expect(notes).not.toBe('');

    const device = await newPortalContext(browser);
    const visitor = await newPortalContext(browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await device.newPage();
      const reads: { status: number; conditional: boolean }[] = [];
      page.on('response', (response: Response) => {
        if (
          !new URL(response.url()).pathname.startsWith(`/api/inspection_details/${inspection.id}`)
        )
          return;
        reads.push({
          status: response.status(),
          conditional: response.request().headers()['if-none-match'] !== undefined,
        });
      });
      await page.goto(url(paths.login));
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.manager.email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((address) => address.pathname === paths.dashboard);
      await page.goto(url(inspectionsForSite(site.id)));
      const details = page.getByRole('dialog', { name: 'Inspection Details' });

      const openDetails = async () => {
        await page.getByRole('button').filter({ hasText: notes }).first().click();
        await details.waitFor();
        await details.getByRole('img', { name: 'Inspector signature' }).waitFor();
      };
      const closeDetails = async () => {
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'detached' });
      };

      // Opened once: read in full, no client signature yet.
      await openDetails();
      await expect.poll(() => reads.some((read) => read.status === 200)).toBe(true);
      expect(await details.getByRole('img', { name: 'Client signature' }).count()).toBe(0);
      await closeDetails();

      // Opened again, nothing changed: revalidated with its tag, 304, the copy kept.
      await openDetails();
      await expect
        .poll(() => reads.some((read) => read.status === 304 && read.conditional))
        .toBe(true);
      expect(await details.getByRole('img', { name: 'Client signature' }).count()).toBe(0);
      await closeDetails();
      const before = reads.length;

      // The client signs through the link, on their own phone.
      const client = await visitor.newPage();
      await client.goto(url(paths.signing.replace(':token', token)));
      await client.getByRole('heading', { level: 1, name: 'Please read and sign' }).waitFor();
      await client.getByRole('textbox', { name: /^Your full name/ }).fill('Helen Ward');
      await sign(client, client.locator('form'), 'Your signature');
      await client.getByRole('button', { name: 'Sign', exact: true }).click();
      await client.getByText(/^Signed by the client on /).waitFor();

      // Opened again on the device: the current record (200), the client's signature on it.
      await openDetails();
      await details.getByRole('img', { name: 'Client signature' }).waitFor();
      expect(reads.slice(before).map((read) => read.status)).toContain(200);

      // And in the report, from the same device.
      await details.getByRole('link', { name: 'Report' }).click();
      await page.waitForURL((address) => address.pathname.endsWith('/report'));
      await page.getByRole('heading', { level: 1, name: 'Scaffold inspection report' }).waitFor();
      await page.getByRole('img', { name: 'Client signature' }).waitFor();
    } finally {
      await device.close();
      await visitor.close();
    }
  });
});
