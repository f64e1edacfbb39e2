// Scaffold tags on the real build against the mock over HTTP: a manager adds a
// scaffold and hands it over without the client, prints the site's tags (every label read back
// from the PDF), the tag's public page (no account) says 'Awaiting client signature' in red;
// the client signs through a link in a browser of their own and the tag turns green; a failed
// inspection of the scaffold, started from its row in Inspections, turns it red there and on the
// tag; a reprint makes the old tag say it was replaced.
import { MESSAGES } from '@scaffold/domain';
import { advanceMockClock, getDatabase, MOCK_CUSTOMERS, setMockClock } from '@scaffold/mocks';
import { DEMO_ACCOUNTS } from '@scaffold/mocks/constants';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { generatePath } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionsForSite, paths, siteScaffoldsPath } from '../apps/portal/src/config/paths';
import { E2E_NOW, signIn, usePortal } from './browser';
import { fillComplete, sign } from './inspection-form';
import { pdfPages } from './pdf-text';
import { useRealBuild } from './real-build-server';

/** customer 1's first active site, where the seeded scaffolds in every state stand. */
const SITE = 'Radford Church Tower Restoration';
const NEW_TAG = 'T-0012';

/** A fresh browser of someone with no account: nothing shared with the manager's. */
async function visitor(portal: ReturnType<typeof usePortal>): Promise<Page> {
  const browser = portal.context().browser();
  if (!browser) throw new Error('no browser');
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  await context.clock.install({ time: new Date(E2E_NOW) });
  return context.newPage();
}

const card = (page: Page, tag: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Tag ${tag}` }) });

/** The tag's sign (on its public page, or in a scaffold's row), once it reads `words`. */
async function expectSign(where: Page | Locator, words: string, colour: 'green' | 'amber' | 'red') {
  const sign = where.locator(`[data-status="${colour}"]`);
  await sign.getByText(words, { exact: true }).waitFor();
}

describe('Scaffold tags on the real build', () => {
  const portal = usePortal();
  const url = useRealBuild();
  beforeAll(() => {
    // The server's clock runs from the browser's start instant, as a live server's would.
    setMockClock('live');
    advanceMockClock(Date.parse(E2E_NOW) - Date.now());
  });

  it('hands a scaffold over, prints its tag, has the client sign later, follows its inspections and its reprint', async () => {
    const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    const site = customer?.clients.flatMap((c) => c.sites).find((s) => s.name === SITE);
    if (!site) throw new Error(`No site ${SITE}`);
    const manager = portal.page();
    await signIn(manager, DEMO_ACCOUNTS.manager.email, url);

    // A new scaffold, being erected: red.
    await manager.goto(url(siteScaffoldsPath(site.id)));
    await manager.getByRole('button', { name: '+ New scaffold' }).first().click();
    const dialog = manager.getByRole('dialog', { name: `New scaffold on ${SITE}` });
    await dialog
      .getByRole('textbox', { name: /^Description/ })
      .fill('Independent scaffold, bell tower');
    await dialog.getByRole('combobox', { name: /^Scaffold type/ }).selectOption('Cuplock');
    await dialog.getByRole('combobox', { name: /^Load class/ }).selectOption('3');
    await dialog.getByRole('textbox', { name: /^Height/ }).fill('18');
    await dialog.getByRole('textbox', { name: /^Lifts/ }).fill('9');
    await dialog.getByRole('textbox', { name: /^Permitted use/ }).fill('Stone repairs');
    await dialog.getByRole('button', { name: 'Add scaffold' }).click();
    await dialog.waitFor({ state: 'detached' });
    const scaffold = card(manager, NEW_TAG);
    await scaffold.getByText('Being erected', { exact: true }).waitFor();

    // Its handover, without the client.
    await scaffold.getByRole('link', { name: 'Record handover' }).click();
    await manager.getByRole('heading', { level: 1, name: `Handover of tag ${NEW_TAG}` }).waitFor();
    await manager.getByRole('combobox', { name: /^Ties and anchors tested/ }).selectOption('yes');
    await manager.getByRole('textbox', { name: /^Test results/ }).fill('1 in 10 pull-tested');
    await manager.getByRole('textbox', { name: /^Erected by/ }).fill('Summit erection team 2');
    await sign(manager, manager.locator('main'), "Competent person's signature");
    await manager.getByRole('button', { name: 'Record handover' }).click();
    await manager.waitForURL(/\/dashboard\/handovers\/\d+$/);
    await manager
      .getByRole('heading', { level: 1, name: 'Scaffold handover certificate' })
      .waitFor();
    await manager.getByText('Awaiting client signature', { exact: true }).first().waitFor();

    // The certificate on A4: every field, and nothing of the app around it.
    const certificate = await pdfPages(await manager.pdf({ preferCSSPageSize: true }));
    const printed = certificate.join(' ');
    for (const field of [
      MOCK_CUSTOMERS.demo.name.toUpperCase(),
      'Scaffold handover certificate',
      `Tag ${NEW_TAG}, ${SITE}`,
      'Awaiting client signature',
      'Independent scaffold, bell tower',
      'Cuplock',
      '18 m',
      'Class 3 (2.0 kN/m²): general purpose building work',
      'Stone repairs',
      'Limitations None',
      'Glenmore Developments Ltd',
      'Tested: 1 in 10 pull-tested',
      'Summit erection team 2',
      'Priya Shah, Manager',
      'Client: awaiting client signature',
    ]) {
      expect(printed).toContain(field);
    }
    expect(printed).toMatch(new RegExp(`Site ${SITE}, `));
    // Handed over as the form opened, from the browser's clock.
    expect(printed).toMatch(/Handed over Nov 24, 2026, 10:[1-5]\d/);
    expect(printed).not.toContain('Print or save as PDF');
    expect(printed).not.toContain('Logout');
    certificate.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${certificate.length}`);
    });

    // The site's tags on A4: every label's tag number and the site.
    await manager.goto(url(generatePath(paths.tagSheet, { siteId: String(site.id) })));
    const labels = manager.getByRole('list', { name: 'Tag labels' }).getByRole('listitem');
    await labels.filter({ hasText: NEW_TAG }).waitFor();
    const tags = getDatabase()
      .scaffolds.filter((s) => s.site_id === site.id && s.life !== 'struck')
      .map((s) => s.tag_number);
    expect(tags).toContain(NEW_TAG);
    expect(await labels.count()).toBe(tags.length);
    const sheet = (await pdfPages(await manager.pdf({ preferCSSPageSize: true }))).join(' ');
    for (const tag of tags) expect(sheet).toContain(tag);
    expect(sheet.split(SITE).length - 1).toBe(tags.length);
    expect(sheet.split('Scan for the live status').length - 1).toBe(tags.length);
    expect(sheet).not.toContain('Print or save as PDF');

    // The tag's page, in a browser with no account: red, awaiting the client.
    await manager.goto(url(siteScaffoldsPath(site.id)));
    const tagPath = await card(manager, NEW_TAG)
      .getByRole('link', { name: 'Open tag page' })
      .getAttribute('href');
    if (!tagPath) throw new Error('No tag page link');
    const anyone = await visitor(portal);
    await anyone.goto(url(tagPath));
    await anyone.getByRole('heading', { level: 1, name: `Scaffold tag ${NEW_TAG}` }).waitFor();
    await expectSign(anyone, 'Do not use', 'red');
    await anyone.getByText(/^Awaiting client signature/).waitFor();
    await expect(anyone.getByText('Record for your firm').count()).resolves.toBe(0);

    // A signing link for the client.
    const fresh = card(manager, NEW_TAG);
    await fresh.getByRole('button', { name: `Record and signing links of tag ${NEW_TAG}` }).click();
    await fresh.getByRole('button', { name: 'Create signing link' }).click();
    const link = fresh.getByRole('textbox', { name: /^Signing link for the handover/ });
    await link.waitFor();
    const signingUrl = await link.inputValue();
    expect(signingUrl).toMatch(/\/sign\/[A-Za-z0-9_-]{43}$/);

    // The client, in a browser of their own, reads and signs on a phone.
    const client = await visitor(portal);
    await client.goto(signingUrl);
    await client.getByRole('heading', { level: 1, name: 'Please read and sign' }).waitFor();
    await client.getByRole('heading', { name: 'Scaffold handover certificate' }).waitFor();
    await client.getByRole('textbox', { name: /^Your full name/ }).fill('Helen Ward');
    await sign(client, client.locator('form'), 'Your signature');
    await client.getByRole('button', { name: 'Sign', exact: true }).click();
    await client.getByText(/^Signed by the client on /).waitFor();
    // A used link says so.
    await client.reload();
    await client.getByText(/^Signed by the client on /).waitFor();

    // The tag is green.
    await anyone.reload();
    await expectSign(anyone, 'Safe to use', 'green');

    // Inspections lists the site's scaffolds with their tags: this one green, with its own
    // '+ New inspection'. A failed inspection of it turns its tag red, there and on the tag.
    await manager.goto(url(inspectionsForSite(site.id)));
    const row = manager.getByRole('button', { name: new RegExp(`^${SITE}`) });
    const panel = manager.locator(`#${await row.getAttribute('aria-controls')}`);
    const inInspections = panel
      .getByRole('region', { name: 'Scaffolds' })
      .locator(`li[data-tag="${NEW_TAG}"]`);
    await expectSign(inInspections, 'Safe to use', 'green');
    await inInspections.getByRole('button', { name: `+ New inspection of ${NEW_TAG}` }).click();
    const form = manager.getByRole('dialog', { name: `New Inspection for ${SITE}` });
    await form.getByText(`This inspection is of scaffold ${NEW_TAG}`, { exact: false }).waitFor();
    await fillComplete(manager, form);
    await form.getByRole('button', { name: 'Save inspection' }).click();
    await manager.getByText(MESSAGES.inspectionSaved).waitFor();
    await expectSign(inInspections, 'Do not use', 'red');
    await anyone.reload();
    await expectSign(anyone, 'Do not use', 'red');
    await anyone.getByText('It failed its last inspection.').waitFor();

    // A reprint: the old tag says it has been replaced.
    await manager.goto(url(siteScaffoldsPath(site.id)));
    await card(manager, NEW_TAG).getByRole('button', { name: 'Reprint tag' }).click();
    await manager
      .getByRole('dialog', { name: `Reprint tag ${NEW_TAG}` })
      .getByRole('button', { name: 'Reprint' })
      .click();
    await manager.getByText(/has a new code/).waitFor();
    await anyone.reload();
    await anyone.getByText('This tag has been replaced').waitFor();

    await anyone.context().close();
    await client.context().close();
  });
});
