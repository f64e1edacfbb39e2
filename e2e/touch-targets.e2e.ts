// Targets a gloved finger hits: at phone width (390 px), every control of every screen of the
// screens manifest, of every dialog and of the phone menu is at least 44×44 CSS px — a link
// inside a sentence aside (WCAG 2.5.8's inline exception). A form control counts with the label
// that wraps it (a tap on the label is a tap on the control). One sweep, on the built demo.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getDatabase,
  MOCK_CUSTOMERS,
  resetDatabase,
  seededSigningToken,
  seededTagCode,
} from '@scaffold/mocks';
import type { Locator, Page } from 'playwright-core';
import { generatePath } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../apps/portal/src/app/screens';
import { paths } from '../apps/portal/src/config/paths';
import { findMoveFixture, type MoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { portalUrl, signIn, startsWith, usePortal } from './browser';
import { fillRequired, openNewInspection, waitForQueuedNotice } from './inspection-form';
import { chooseDestination } from './move-flow';

const MINIMUM = 44;
const PHONE = { width: 390, height: 844 };
const INSPECTED_SITE = 'Radford Church Tower Restoration';
/** A signed-in screen's heading, where it is not its menu entry's label. */
const HEADINGS: Record<string, string> = {
  [paths.sites]: 'Site Management',
  [paths.preferences]: 'Preferences',
  [paths.admin]: 'Admin Dashboard',
  [paths.newDeliveryNote]: 'Delivery note',
  [paths.newCollectionNote]: 'Collection note',
  [paths.hireStatement]: 'Hire statement',
};
const portalSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/src');

/**
 * Every modal of the portal, by the file that renders it, with the dialogs' names: a new one
 * fails the sweep until it is opened here too.
 */
const DIALOGS: Record<string, string | RegExp | readonly (string | RegExp)[]> = {
  'features/auth/register/RegisterPage.tsx': 'Registration Successful',
  'features/dashboard/TonnageDistributionModal.tsx': 'Tonnage distribution',
  'features/sites/AddSiteModal.tsx': 'Add Site',
  'features/sites/ManagerEmailModal.tsx': 'Manager Email',
  'features/sites/move/MoveItemsModal.tsx': 'Move Items',
  'features/sites/move/ConfirmMoveModal.tsx': 'Confirm Move',
  'features/inspections/InspectionsPage.tsx': /^New Inspection for /,
  'features/inspections/new-inspection/NewInspectionModal.tsx': /^New Inspection for /,
  'features/inspections/details/InspectionDetailsModal.tsx': 'Inspection Details',
  'features/scaffolds/site/NewScaffoldModal.tsx': `New scaffold on ${INSPECTED_SITE}`,
  'features/scaffolds/site/SiteScaffoldsScreen.tsx': [/^Reprint tag /, 'Record adverse weather'],
  'features/hire/site/OffHireDialog.tsx': /^Off-hire at /,
  'person/logout/LogoutDialog.tsx': 'Inspections not sent yet',
};
/** The seeded scaffolds (customer 1, on INSPECTED_SITE) whose screens the sweep opens. */
const ERECTING_TAG = 'T-0001';
const HANDED_OVER_TAG = 'T-0002';
/** Reprinted once: its live code is the second. */
const REPRINTED_TAG = 'T-0003';

/** The portal's source files that render a modal (stories and tests aside). */
function filesWithModals(): string[] {
  return readdirSync(portalSrc, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /(?<!\.stories)\.tsx$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /<Modal\b|role="dialog"/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(portalSrc, file).split(path.sep).join('/'))
    .sort();
}

/**
 * The controls under `scope` (the open dialog, else the page) smaller than the minimum, as
 * 'where: role "name" W×H'. Hidden ones (display, visibility, aria-hidden, inert, or clipped to a
 * pixel as visually hidden text is) are not targets.
 */
function smallTargets(page: Page, where: string, within?: string): Promise<string[]> {
  return page.evaluate(
    ({ where, within, minimum }) => {
      const scope =
        (within ? document.querySelector(within) : document.querySelector('dialog[open]')) ??
        document.body;
      const controls = scope.querySelectorAll<HTMLElement>(
        [
          'a[href]',
          'button',
          'input:not([type="hidden"])',
          'select',
          'textarea',
          'summary',
          '[role="button"]',
          '[role="link"]',
          '[role="checkbox"]',
          '[role="radio"]',
          '[role="switch"]',
          '[role="tab"]',
          '[role="menuitem"]',
          '[tabindex]:not([tabindex="-1"])',
        ].join(', '),
      );
      const hidden = (element: HTMLElement) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return true;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };
      // A link in running text: inline, with words of the sentence beside it.
      const inSentence = (element: HTMLElement) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        [...(element.parentNode?.childNodes ?? [])].some(
          (node) => node !== element && node.nodeType === 3 && node.textContent?.trim(),
        );
      const target = (element: HTMLElement) => {
        const own = element.getBoundingClientRect();
        let { width, height } = own;
        // A tap on the label that wraps a control is a tap on the control.
        const labels = (element as HTMLInputElement).labels ?? [];
        for (const label of labels) {
          if (!label.contains(element)) continue;
          const box = label.getBoundingClientRect();
          width = Math.max(width, box.width);
          height = Math.max(height, box.height);
        }
        return { width, height };
      };
      const nameOf = (element: HTMLElement) =>
        (
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50);
      return [...controls]
        .filter((element) => !hidden(element) && !inSentence(element))
        .map((element) => ({ element, ...target(element) }))
        .filter(({ width, height }) => width < minimum - 0.5 || height < minimum - 0.5)
        .map(
          ({ element, width, height }) =>
            `${where}: ${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${nameOf(element)}" ${Math.round(width)}×${Math.round(height)}`,
        );
    },
    { where, within, minimum: MINIMUM },
  );
}

describe('touch targets at 390 px, every screen and dialog (demo build)', () => {
  const portal = usePortal({ viewport: PHONE });
  let fixture: MoveFixture;
  let scaffoldSite: number;
  let erecting: number;
  let handover: number;
  beforeAll(() => {
    resetDatabase();
    const database = getDatabase();
    const customer = database.customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    if (!customer) throw new Error('No demo customer');
    fixture = findMoveFixture(customer);
    const scaffoldOf = (tag: string) => {
      const found = database.scaffolds.find(
        (scaffold) => scaffold.customer_id === customer.id && scaffold.tag_number === tag,
      );
      if (!found) throw new Error(`No seeded scaffold ${tag}`);
      return found;
    };
    scaffoldSite = scaffoldOf(ERECTING_TAG).site_id;
    erecting = scaffoldOf(ERECTING_TAG).id;
    const handedOver = scaffoldOf(HANDED_OVER_TAG).handover_id;
    if (handedOver == null) throw new Error(`${HANDED_OVER_TAG} has no handover`);
    handover = handedOver;
  });

  it('lists every modal of the portal here, so none is left out of the sweep', () => {
    expect(filesWithModals()).toEqual(Object.keys(DIALOGS).sort());
  });

  it('are at least 44×44: every control of every route, every dialog and the phone menu', async () => {
    const page = portal.page();
    const small: string[] = [];
    const visited = new Set<string>();
    const opened = new Set<string>();

    // In the app, as a link would (no reload): the router hears the history change.
    const open = (address: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
    const screen = async (route: string, address: string, ready: () => Promise<unknown>) => {
      if (page.url() !== portalUrl(address)) await open(address);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === address);
      await ready();
      visited.add(route);
      small.push(...(await smallTargets(page, address)));
    };
    const heading = (name: string | RegExp) => () =>
      page.getByRole('heading', { level: 1, name }).waitFor();
    const dialogNamed = async (name: string | RegExp, dialog: Locator) => {
      await dialog.waitFor();
      opened.add(String(name));
      small.push(...(await smallTargets(page, `dialog ${String(name)}`)));
    };
    const close = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };

    // Signed out: the public screens, the registration summary and confirmation.
    await page.goto(portalUrl('/'));
    await screen(paths.landing, '/', heading(/./));
    await screen(paths.pricing, paths.pricing, heading(/./));
    await screen(paths.login, paths.login, heading('Sign in'));
    await screen(paths.forgotPassword, paths.forgotPassword, heading('Reset Password'));
    await screen(paths.register, paths.register, heading('Request an account'));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Brown');
    await page.getByLabel('Company name').fill('Brown Scaffolding Ltd');
    await page.getByLabel('Email').fill('ada@brown-scaffolding.co.uk');
    await page.getByLabel('Comments').fill('About forty sites a year.');
    await page.getByRole('button', { name: 'Request account' }).click();
    const registered = page.getByRole('dialog', { name: 'Registration Successful' });
    await dialogNamed('Registration Successful', registered);
    await registered.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === paths.registerConfirmation);
    await screen(
      paths.registerConfirmation,
      paths.registerConfirmation,
      heading('Request received'),
    );
    // A tag's QR code and a client's signing link, as someone with no account opens them.
    const tagAddress = generatePath(paths.tagStatus, {
      code: seededTagCode(MOCK_CUSTOMERS.demo.id, REPRINTED_TAG, 1),
    });
    await screen(paths.tagStatus, tagAddress, heading(`Scaffold tag ${REPRINTED_TAG}`));
    await screen(
      paths.signing,
      generatePath(paths.signing, { token: seededSigningToken('open') }),
      heading('Please read and sign'),
    );

    // Signed in as an admin: every screen of the frame, the phone menu, and the dialogs.
    await signIn(page);
    await screen(paths.dashboard, paths.dashboard, heading('Dashboard'));
    await page.getByText('Total Tonnage', { exact: true }).waitFor();
    small.push(...(await smallTargets(page, `${paths.dashboard} (drawn)`)));
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: /^Sites/ }).waitFor();
    small.push(...(await smallTargets(page, 'phone menu', 'nav[aria-label="Main"]')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View distribution' }).click();
    const distribution = page.getByRole('dialog', { name: 'Tonnage distribution' });
    await dialogNamed('Tonnage distribution', distribution);
    await close(distribution);

    for (const { path: route, access, nav } of SCREENS) {
      if (access === 'public' || visited.has(route) || route.includes(':')) continue;
      const title = HEADINGS[route] ?? nav?.label;
      if (!title) throw new Error(`Say which heading ${route} shows (HEADINGS)`);
      await screen(route, route, heading(title));
    }

    // Hire: a site's hire page (from the Dashboard's sites to collect from), its off-hire
    // dialog, a note's docket, and the notes' forms for that site.
    await screen(paths.dashboard, paths.dashboard, heading('Dashboard'));
    const toCollect = page
      .getByRole('list', { name: 'Sites with kit to collect' })
      .getByRole('link')
      .first();
    await toCollect.waitFor();
    const hireSiteName = (await toCollect.textContent())?.trim() ?? '';
    await toCollect.click();
    await page.waitForURL((url) => url.pathname.startsWith('/hire/sites/'));
    const siteHire = new URL(page.url()).pathname;
    const hireSite = siteHire.split('/').pop() ?? '';
    await screen(paths.siteHire, siteHire, heading(`Hire at ${hireSiteName}`));
    await page.getByRole('button', { name: 'Off-hire', exact: true }).click();
    const offHire = page.getByRole('dialog', { name: /^Off-hire at / });
    await dialogNamed(/^Off-hire at /, offHire);
    await close(offHire);
    await page
      .getByRole('link', { name: /^Docket / })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/hire/notes/'));
    await screen(paths.hireNote, new URL(page.url()).pathname, heading(/ note /i));
    for (const [route, name] of [
      [paths.newDeliveryNote, 'Delivery note'],
      [paths.newCollectionNote, 'Collection note'],
    ] as const) {
      await screen(route, `${route}?site=${hireSite}`, () =>
        page.getByRole('form', { name }).getByRole('button', { name: 'Sign and send' }).waitFor(),
      );
    }

    await screen(paths.sites, paths.sites, heading('Site Management'));
    await page.getByRole('heading', { name: 'Clients here:' }).waitFor();
    await page.getByRole('button', { name: 'Add Site' }).first().click();
    const addSite = page.getByRole('dialog', { name: 'Add Site' });
    await dialogNamed('Add Site', addSite);
    await close(addSite);
    await page.getByRole('button', { name: startsWith(fixture.clientName) }).click();
    await page.getByRole('button', { name: startsWith(fixture.site.name) }).click();
    await page
      .getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) })
      .waitFor();
    small.push(...(await smallTargets(page, `${paths.sites} (a site open)`)));
    await page.getByRole('button', { name: 'Manager Email' }).first().click();
    const email = page.getByRole('dialog', { name: 'Manager Email' });
    await dialogNamed('Manager Email', email);
    await close(email);
    await page.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }).click();
    const move = page.getByRole('dialog', { name: 'Move Items' });
    await dialogNamed('Move Items', move);
    await chooseDestination(page, fixture);
    await move.getByRole('textbox', { name: /Quantity/ }).fill('1');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Move' });
    await dialogNamed('Confirm Move', confirm);
    await close(confirm);
    await close(move);

    // A site's scaffolds, their dialogs, tags, a handover and its certificate; a tag signed in.
    const scaffolds = generatePath(paths.siteScaffolds, { siteId: String(scaffoldSite) });
    await screen(paths.siteScaffolds, scaffolds, heading(`Scaffolds and tags: ${INSPECTED_SITE}`));
    await page.getByRole('heading', { name: `Tag ${REPRINTED_TAG}`, exact: true }).waitFor();
    // A scaffold's record open: its history and signing links (a handover awaits the client).
    await page
      .getByRole('button', { name: `Record and signing links of tag ${HANDED_OVER_TAG}` })
      .click();
    await page.getByRole('heading', { name: 'Signing links', level: 4 }).waitFor();
    small.push(...(await smallTargets(page, `${scaffolds} (a record open)`)));
    await page.getByRole('button', { name: '+ New scaffold' }).first().click();
    const newScaffold = page.getByRole('dialog', { name: `New scaffold on ${INSPECTED_SITE}` });
    await dialogNamed(`New scaffold on ${INSPECTED_SITE}`, newScaffold);
    await close(newScaffold);
    await page.getByRole('button', { name: 'Reprint tag' }).first().click();
    const reprint = page.getByRole('dialog', { name: /^Reprint tag / });
    await dialogNamed(/^Reprint tag /, reprint);
    await close(reprint);
    await page.getByRole('button', { name: 'Record adverse weather' }).click();
    const weather = page.getByRole('dialog', { name: 'Record adverse weather' });
    await dialogNamed('Record adverse weather', weather);
    await close(weather);
    await screen(
      paths.tagSheet,
      generatePath(paths.tagSheet, { siteId: String(scaffoldSite) }),
      heading(`Tags: ${INSPECTED_SITE}`),
    );
    await screen(
      paths.handover,
      generatePath(paths.handover, { scaffoldId: String(erecting) }),
      heading(`Handover of tag ${ERECTING_TAG}`),
    );
    await screen(
      paths.handoverCertificate,
      generatePath(paths.handoverCertificate, { handoverId: String(handover) }),
      heading('Scaffold handover certificate'),
    );
    await open(tagAddress);
    await page.getByRole('heading', { level: 1, name: `Scaffold tag ${REPRINTED_TAG}` }).waitFor();
    await page
      .getByRole('link', { name: /New inspection/ })
      .first()
      .waitFor();
    small.push(...(await smallTargets(page, `${tagAddress} (signed in)`)));

    await screen(paths.inspections, paths.inspections, heading('Inspections'));
    const row = page.getByRole('button', { name: startsWith(INSPECTED_SITE) });
    await row.click();
    const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
    // The site's past inspections and its scaffolds, every target drawn.
    await history
      .getByRole('button', { name: /Updated / })
      .first()
      .waitFor();
    await history
      .getByRole('button', { name: /^\+ New inspection of / })
      .first()
      .waitFor();
    small.push(...(await smallTargets(page, `${paths.inspections} (a site open)`)));
    await page.getByRole('button', { name: `+ New inspection for ${INSPECTED_SITE}` }).click();
    const form = page.getByRole('dialog', { name: `New Inspection for ${INSPECTED_SITE}` });
    await dialogNamed(/^New Inspection for /, form);
    await close(form);
    await history
      .getByRole('button', { name: /Updated / })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Inspection Details' });
    await dialogNamed('Inspection Details', details);
    await details.getByRole('link', { name: 'Report' }).click();
    await page.waitForURL(/\/dashboard\/inspections\/\d+\/report$/);
    const report = new URL(page.url());
    await screen(paths.inspectionReport, report.pathname, heading(/report/));

    // Logout with an inspection waiting on the device lists it first: one saved with no signal.
    await screen(paths.inspections, paths.inspections, heading('Inspections'));
    await page.context().setOffline(true);
    try {
      const queued = await openNewInspection(page, INSPECTED_SITE);
      await fillRequired(queued);
      await queued.getByRole('button', { name: 'Save inspection' }).click();
      await waitForQueuedNotice(page);
      await page.getByRole('button', { name: 'Close notification' }).first().click();
      // On a phone the logout is in the menu.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
      await dialogNamed(
        'Inspections not sent yet',
        page.getByRole('dialog', { name: 'Inspections not sent yet' }),
      );
    } finally {
      await page.context().setOffline(false);
    }

    expect(new Set(SCREENS.map((entry) => entry.path))).toEqual(visited);
    expect(new Set(Object.values(DIALOGS).flat().map(String))).toEqual(opened);
    expect(small).toEqual([]);
  });
});
