// The screens' reads against two servers over HTTP: the mock with the calls shaped by
// the screens, and the same mock with only the base calls (its capabilities call answers 404).
// The same screens must show the same figures; with the new calls no screen reads
// get_customer_data (Site Management's All Sites tree included), and with the spec's only
// the client computes the answers itself.
import { pathTo } from '@scaffold/domain';
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { signIn, startsWith, usePortal } from './browser';
import { fillComplete, INSPECTION_NOTES, openNewInspection } from './inspection-form';
import { chooseDestination, demoMoveFixture, openSite } from './move-flow';
import { useRealBuild } from './real-build-server';

const SITE = 'Portobello Railway Station Canopy';

/** Every API path the page asks for, from now on. */
function recordApi(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  return asked;
}

describe.each([
  ['with the calls shaped by the screens', false],
  ['with only the spec’s calls', true],
])('The screens read through one cache, %s', (_server, specOnly) => {
  const portal = usePortal();
  const url = useRealBuild({ specOnly });

  it('shows the dashboard, inspections (history, details, report) and inventory alike', async () => {
    const page = portal.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked = recordApi(page);

    await signIn(page, undefined, url);
    await page.getByRole('link', { name: /^Active Sites 30 of 75 sites/ }).waitFor();

    await page.goto(url(paths.inspections));
    await page.getByText('109 of 136 passed').waitFor();
    const row = page.getByRole('button', { name: startsWith(SITE) });
    await row.click();
    const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
    const first = history.getByRole('button').filter({ hasText: 'View details' }).first();
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Inspection Details' });
    await dialog.getByRole('heading', { name: 'Checklist' }).waitFor();
    // The photo is drawn: by its media URL, or as a data URL from a spec-only server.
    const photo = dialog.getByRole('img', { name: / photo$/ });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const src = await photo.getAttribute('src');
    expect(src?.startsWith(specOnly ? 'data:' : '/api/media/')).toBe(true);
    await dialog.getByRole('link', { name: 'Report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Scaffold inspection report' }).waitFor();

    await page.goto(url(paths.inventory));
    await page.getByText(/^5 items · /).waitFor();

    expect(asked).toContain(pathTo('capabilities'));
    if (specOnly) {
      expect(asked).toContain(pathTo('customerData'));
    } else {
      // No screen here reads the firm's whole tree or its whole history.
      expect(asked).not.toContain(pathTo('customerData'));
      expect(asked.some((path) => path.startsWith('/api/get_customer_inspections/'))).toBe(false);
      expect(asked).toContain(pathTo('dashboardSummary'));
    }
    // The capabilities are read once a session, however many screens.
    expect(asked.filter((path) => path === pathTo('capabilities'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('shows Site Management: figures, clients, a site, the component search and the move', async () => {
    const fixture = demoMoveFixture();
    const page = portal.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked = recordApi(page);

    await signIn(page, undefined, url);
    await page.goto(url(paths.sites));
    await page.getByText('30/75').waitFor();
    await page.getByText('50 clients', { exact: true }).waitFor();
    await openSite(page, fixture.clientName, fixture.site.name);
    await page
      .getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) })
      .waitFor();

    // The All Sites tree, read level by level: opened where the site sits, then another
    // client's site opened to its sublocations.
    await page.getByRole('button', { name: 'All Sites', exact: true }).click();
    const tree = page.getByRole('list', { name: 'All Sites' });
    await tree
      .getByRole('button', { name: startsWith(fixture.row.sublocationName) })
      .first()
      .waitFor();
    const { destination } = fixture;
    await tree.getByRole('button', { name: startsWith(destination.clientName) }).click();
    const otherSite = tree.getByRole('button', { name: startsWith(destination.site) });
    await otherSite.click();
    const group = tree.locator(`[id="${await otherSite.getAttribute('aria-controls')}"]`);
    await group.getByRole('button', { name: startsWith(destination.sublocation) }).waitFor();

    await page.getByRole('searchbox', { name: 'Find a component' }).fill(fixture.row.itemName);
    await page
      .getByRole('list', { name: 'Where the components are' })
      .getByRole('button')
      .first()
      .waitFor();

    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const dialog = await chooseDestination(page, fixture);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Site' }).click();
    const addSite = page.getByRole('dialog', { name: 'Add Site' });
    // Its customers: the placeholder and the demo's 50 clients.
    await expect.poll(() => addSite.getByRole('option').count()).toBe(51);

    if (specOnly) {
      expect(asked).toContain(pathTo('customerData'));
    } else {
      // Site Management reads what it shows, its All Sites tree too: not the firm's whole tree.
      expect(asked).not.toContain(pathTo('customerData'));
      for (const name of [
        'siteOverview',
        'siteClients',
        'siteList',
        'componentSearch',
        'moveDestinations',
      ] as const) {
        expect(asked).toContain(pathTo(name));
      }
      expect(asked).toContain(pathTo('siteDetails', { site_id: fixture.site.id }));
    }
    expect(errors).toEqual([]);
  });

  // A save makes every figure on the screen old; with only the base calls the figures are
  // computed from the spec's answers, which must be read again too (data/reads/read-again.ts).
  it('counts a saved inspection in the figures and heads its site history with it', async () => {
    const page = portal.page();
    await signIn(page, undefined, url);
    await page.goto(url(paths.inspections));
    await page.getByText('of 136 inspections', { exact: true }).waitFor();

    const dialog = await openNewInspection(page, SITE);
    await fillComplete(page, dialog);
    await dialog.getByRole('button', { name: 'Save inspection' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('of 137 inspections', { exact: true }).waitFor();
    const row = page.getByRole('button', { name: startsWith(SITE) });
    const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
    await expect
      .poll(() => history.getByRole('button').first().textContent())
      .toContain(INSPECTION_NOTES);
  });
});

describe('Add Site at ten times the sample (500 clients, more than a page)', () => {
  const portal = usePortal();
  const url = useRealBuild({ scale: 10 });

  it('finds a client past the first page by a search asked once the typing pauses, in Add Site and in the filter', async () => {
    const page = portal.page();
    const searches: string[] = [];
    page.on('request', (request) => {
      const address = new URL(request.url());
      const search = address.searchParams.get('search');
      if (address.pathname === pathTo('siteClients') && search !== null) searches.push(search);
    });
    // A client past the first 200 by name.
    const names = (
      getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id)?.clients ?? []
    )
      .map((client) => client.name)
      .sort((a, b) => a.localeCompare(b, 'en-GB'));
    const far = names[450] ?? '';
    expect(far).not.toBe('');

    await signIn(page, undefined, url);
    await page.goto(url(paths.sites));
    await page.getByText('500 clients', { exact: true }).waitFor();
    const open = page.getByRole('button', { name: 'Add Site', exact: true });
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    const customer = dialog.getByRole('combobox', { name: /Customer/ });
    await expect.poll(() => customer.getByRole('option').count()).toBe(201);
    await dialog.getByRole('searchbox', { name: 'Find a customer' }).pressSequentially(far);
    await expect
      .poll(() => customer.getByRole('option').allTextContents())
      .toEqual(['Select a customer', far]);
    await customer.selectOption({ label: far });
    await expect.poll(() => customer.inputValue()).not.toBe('');
    // Asked once the typing paused: not once a key (a slow machine may pause mid-word once).
    expect(searches.at(-1)).toBe(far);
    expect(searches.length).toBeLessThanOrEqual(2);

    // The client filter of the list offers it too, by the same search.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const filter = page.getByRole('region', { name: 'Filter sites' });
    await filter.getByRole('searchbox', { name: 'Find a client' }).pressSequentially(far);
    const client = filter.getByRole('combobox', { name: 'Client' });
    await expect
      .poll(() => client.getByRole('option').allTextContents())
      .toEqual(['All Clients', far]);
    await client.selectOption({ label: far });
    await page.getByText('1 of 500 clients', { exact: true }).waitFor();
  });
});
