import { MESSAGES, pathTo } from '@scaffold/domain';
import { overrideEndpoint, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths } from '../../config/paths';
import { readKey } from '../../data/cache/query-keys';
import { CLIENT_CHOICES } from '../../data/reads/client-choices';
import { clearOfflineStore, keepLastRead, pretendOffline } from '../../testing/offline-story';
import { screen, screenStory } from '../../testing/portal-story';
import { sectionsLoaded } from '../../testing/sections-loaded';
import { MOVE_NEEDS_CONNECTION } from './move/move-source';
import { siteRowId } from './reveal';
import { SitesPage } from './SitesPage';
import { CLIENT_PAGE, CLIENT_SITES_PAGE } from './sites-reads';
import { moveFixture, startsWith } from './sites-story-fixtures';

const meta = {
  title: 'Portal/Sites/Site Management',
  component: SitesPage,
  ...screenStory({
    url: paths.sites,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "Site Management (/dashboard/sites): summary cards, status and client filters, the component search, and 'Clients here:' — each client expands to its Financial Summary and its sites, each site to its details, Stock Allocation (with 'Move to'), the All Sites tree and a link to its inspection history.",
  }),
} satisfies Meta<typeof SitesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the data, then opens the fixture's client and site. */
async function openFixtureSite(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const fixture = moveFixture();
  await userEvent.click(
    await canvas.findByRole('button', { name: startsWith(fixture.clientName) }),
  );
  // The client's sites, then the site's details, are read as they open.
  await userEvent.click(await canvas.findByRole('button', { name: startsWith(fixture.site.name) }));
  await canvas.findByRole('heading', { name: 'Stock Allocation' });
  await sectionsLoaded(canvasElement);
  return fixture;
}

/** The move's site select, once its sites are read (they are read as the dialog opens). */
async function destinationSelect(moveItems: ReturnType<typeof within>) {
  const select = moveItems.getByRole('combobox', { name: 'Destination site' });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

/** Opens the fixture site's 'Move Items', chooses the destination and submits `quantity` units. */
async function moveToConfirm(canvasElement: HTMLElement, quantity?: string) {
  const canvas = within(canvasElement);
  const fixture = await openFixtureSite(canvasElement);
  await userEvent.click(
    canvas.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }),
  );
  const moveItems = within(await screen().findByRole('dialog', { name: 'Move Items' }));
  await userEvent.selectOptions(await destinationSelect(moveItems), fixture.destination.site);
  await userEvent.selectOptions(
    moveItems.getByRole('combobox', { name: 'Sublocation' }),
    fixture.destination.sublocation,
  );
  await userEvent.selectOptions(
    moveItems.getByRole('combobox', { name: 'Subarea' }),
    fixture.destination.subarea,
  );
  if (quantity) {
    const field = moveItems.getByRole('textbox', { name: /Quantity/ });
    await expect(field).toHaveValue('1');
    await userEvent.clear(field);
    await userEvent.type(field, quantity);
  }
  await userEvent.click(moveItems.getByRole('button', { name: 'Move' }));
  const confirm = within(await screen().findByRole('dialog', { name: 'Confirm Move' }));
  return { fixture, confirm };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Clients here:' })).toBeVisible();
    await expect(canvas.getByText('Active Sites')).toBeVisible();
    await expect(canvas.getByText('30/75')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^All Sites/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveDisplayValue(
      MESSAGES.allClients,
    );
  },
};

export const SiteExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fixture = await openFixtureSite(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Financial Summary/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stock Allocation' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Inspection History' })).toHaveAttribute(
      'href',
      `${paths.inspections}?site=${fixture.site.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'All Sites' }));
    // The tree of every site is read as it opens.
    await expect(await canvas.findByRole('list', { name: 'All Sites' })).toBeVisible();
  },
};

/** Opens the All Sites tree under the opened site: the tree, and its first client not open. */
async function openAllSitesTree(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const fixture = await openFixtureSite(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'All Sites' }));
  const tree = await canvas.findByRole('list', { name: 'All Sites' });
  // Opened where the site sits: its client's sites, then its sublocations, read on demand.
  const site = await within(tree).findByRole('button', { name: startsWith(fixture.site.name) });
  await expect(site).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(site).not.toHaveAttribute('aria-busy'));
  const clients = [...tree.querySelectorAll<HTMLElement>(':scope > li > div > button')];
  const other = clients.find((toggle) => toggle.getAttribute('aria-expanded') === 'false');
  if (!other) throw new Error('Every client of the tree is open.');
  return { tree, other };
}

/** The All Sites tree, read level by level: another client's sites are read as it opens. */
export const AllSitesTree: Story = {
  play: async ({ canvasElement }) => {
    const { tree, other } = await openAllSitesTree(canvasElement);
    await userEvent.click(other);
    await waitFor(() => expect(other).not.toHaveAttribute('aria-busy'));
    const group = tree.querySelector<HTMLElement>(`[id="${other.getAttribute('aria-controls')}"]`);
    if (!group) throw new Error('The client has no group of sites.');
    await expect(within(group).getAllByRole('button').length).toBeGreaterThan(0);
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    other.scrollIntoView({ block: 'center' });
  },
};

/** Another client's sites could not be read: its branch says so with Retry; the rest stays. */
export const AllSitesTreeBranchFails: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('siteList', ({ request }) => {
        const clientId = new URL(request.url).searchParams.get('client_id');
        if (clientId === String(moveFixture().clientId)) return undefined;
        return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { tree, other } = await openAllSitesTree(canvasElement);
    await userEvent.click(other);
    await expect(await within(tree).findByText('These could not be loaded.')).toBeVisible();
    await expect(other).not.toHaveAttribute('aria-busy');
    await expect(within(tree).getByRole('button', { name: 'Retry' })).toBeEnabled();
    other.scrollIntoView({ block: 'center' });
  },
};

/** Another client's sites still being read: its loading row, the branch busy. */
export const AllSitesTreeBranchLoading: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('siteList', async ({ request }) => {
        const clientId = new URL(request.url).searchParams.get('client_id');
        if (clientId !== String(moveFixture().clientId)) await delay('infinite');
        return undefined;
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { tree, other } = await openAllSitesTree(canvasElement);
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-busy', 'true');
    await expect(await within(tree).findByText('Loading sites...')).toBeVisible();
    other.scrollIntoView({ block: 'center' });
  },
};

/** The site's scaffolds could not be read: said, with Retry; the rest of the site shows. */
export const SiteScaffoldsFail: Story = {
  parameters: {
    msw: {
      handlers: {
        scaffolds: scenarioHandlers({ name: 'server-error', endpoint: 'scaffolds' }).scaffolds,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFixtureSite(canvasElement);
    await expect(await canvas.findByText(/The scaffolds could not be loaded\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stock Allocation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scaffolds and tags' })).toBeVisible();
  },
};

/** A site with scaffolds: each tag's status in words, its number opening the live status. */
export const SiteScaffoldsListed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fixture's site (Radford Church Tower Restoration) has the seeded scaffolds.
    await openFixtureSite(canvasElement);
    const scaffolds = await canvas.findByRole('region', { name: 'Scaffolds' });
    const tag = await within(scaffolds).findByRole('link', { name: 'T-0004' });
    await expect(tag.getAttribute('href')).toMatch(/^\/t\/[A-Za-z0-9_-]{22}$/);
    await expect(within(scaffolds).getAllByText('Do not use').length).toBeGreaterThan(0);
    await expect(within(scaffolds).getByText('Safe to use within its limits')).toBeVisible();
  },
};

/** The scaffolds on a phone: each sign under its tag number. */
export const MobileSiteScaffolds: Story = {
  globals: PHONE_VIEWPORT,
  play: async (context) => {
    await SiteScaffoldsListed.play?.(context);
    const scaffolds = await within(context.canvasElement).findByRole('region', {
      name: 'Scaffolds',
    });
    scaffolds.scrollIntoView({ block: 'start' });
  },
};

export const FiltersAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Clients here:' });
    const pending = canvas.getByRole('button', { name: /^Pending/ });
    await userEvent.click(pending);
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^All Sites/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(await canvas.findByText(/^\d+ of 50 clients$/)).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a component' }), 'ladder');
    const results = await canvas.findByRole('list', { name: 'Where the components are' });
    const first = within(results).getAllByRole('button')[0];
    if (!first) throw new Error('No search result');
    await userEvent.click(first);
    // The result's site is revealed: its row is open and has focus.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(canvas.getByRole('heading', { name: 'Stock Allocation' })).toBeVisible();
  },
};

export const MoveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { fixture, confirm } = await moveToConfirm(canvasElement, '3');
    const before = fixture.row.quantity;
    await expect(confirm.getByText(`3 × ${fixture.row.itemName}`)).toBeVisible();
    await expect(confirm.getByText(fixture.destination.site)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm Move' }));

    await expect(await screen().findByText(MESSAGES.itemsMoved)).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('button', { name: fixture.moveButtonName(before - 3) }),
    ).toBeVisible();
  },
};

/** 'Confirm Move': what goes, from where, to where, before anything is sent. */
export const ConfirmMove: Story = {
  play: async ({ canvasElement }) => {
    const { fixture, confirm } = await moveToConfirm(canvasElement, '3');
    await expect(confirm.getByText(`3 × ${fixture.row.itemName}`)).toBeVisible();
    const terms = confirm.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['From', 'To']);
    const [from, to] = confirm.getAllByRole('definition');
    await expect(from).toHaveTextContent(fixture.site.name);
    await expect(to).toHaveTextContent(fixture.destination.site);
    await expect(to).toHaveTextContent(fixture.destination.subarea);
  },
};

export const MoveFails: Story = {
  parameters: {
    msw: {
      handlers: { stock: scenarioHandlers({ name: 'server-error', endpoint: 'moveItems' }).stock },
    },
  },
  play: async ({ canvasElement }) => {
    const { fixture, confirm } = await moveToConfirm(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm Move' }));

    await expect(await screen().findByText(MESSAGES.moveFailed)).toBeVisible();
    // Back on 'Move Items' with every choice kept.
    const again = within(await screen().findByRole('dialog', { name: 'Move Items' }));
    await expect(again.getByRole('combobox', { name: 'Destination site' })).toHaveDisplayValue(
      fixture.destination.site,
    );
    await expect(again.getByRole('combobox', { name: 'Subarea' })).toHaveDisplayValue(
      fixture.destination.subarea,
    );
    await expect(again.getByRole('textbox', { name: /Quantity/ })).toHaveValue('1');
  },
};

export const MoveQuantityChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fixture = await openFixtureSite(canvasElement);
    const available = fixture.row.quantity;
    await userEvent.click(canvas.getByRole('button', { name: fixture.moveButtonName(available) }));
    const moveItems = within(await screen().findByRole('dialog', { name: 'Move Items' }));
    await destinationSelect(moveItems);
    const quantity = moveItems.getByRole('textbox', { name: /Quantity/ });
    // Clamped to what is available as the user types.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99999');
    await expect(quantity).toHaveValue(String(available));
    // Empty is refused with an error notice.
    await userEvent.clear(quantity);
    await userEvent.click(moveItems.getByRole('button', { name: 'Move' }));
    // Said twice: the error notice (PRODUCT.md "Messages") and under the field.
    await expect(await screen().findAllByText(MESSAGES.moveQuantityRequired)).toHaveLength(2);
    await expect(screen().queryByRole('dialog', { name: 'Confirm Move' })).toBeNull();
    // The empty destination is named under its select; the selects after it wait for it.
    await expect(moveItems.getAllByText(MESSAGES.required)).toHaveLength(1);
    await expect(moveItems.getByRole('combobox', { name: 'Destination site' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AddSite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Clients here:' });
    // Enabled once its client choices are read (they may come after the list).
    const addSite = canvas.getByRole('button', { name: 'Add Site' });
    await waitFor(() => expect(addSite).toBeEnabled());
    await userEvent.click(addSite);
    const dialog = within(await screen().findByRole('dialog', { name: 'Add Site' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Site name/ }), 'Quay Street Offices');
    const customer = dialog.getByRole('combobox', { name: /Customer/ });
    const firstCustomer = within(customer).getAllByRole('option')[1]?.textContent ?? '';
    await userEvent.selectOptions(customer, firstCustomer);
    await userEvent.type(dialog.getByLabelText(/Start date/), '2026-12-10');
    await userEvent.type(dialog.getByLabelText(/Expected end date/), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Site' }));
    await expect(
      await dialog.findByText('The expected end date cannot be before the start date.'),
    ).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/Expected end date/));
    await userEvent.type(dialog.getByLabelText(/Expected end date/), '2027-03-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Site' }));
    await expect(await screen().findByText(MESSAGES.toBeImplemented)).toBeVisible();
  },
};

export const ManagerEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFixtureSite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manager Email' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Manager Email' }));
    await expect(dialog.getByText(MESSAGES.yetToBeImplemented)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('siteOverview', () => delay('infinite')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading sites...').closest('[role="status"]')).toBeVisible();
    // Add Site waits for the screen's reads: it cannot open empty.
    await expect(canvas.getByRole('button', { name: 'Add Site' })).toBeDisabled();
  },
};

export const FetchFails: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'siteOverview' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your sites could not be loaded.')).toBeVisible();
    await expect(await screen().findByRole('alert')).toHaveTextContent(MESSAGES.fetchFailed);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** The figures read, the clients not: the list says so with Retry, the figures stay. */
export const ClientsFail: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'siteClients' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The clients could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('30/75')).toBeVisible();
    await expect(await screen().findByRole('alert')).toHaveTextContent(MESSAGES.fetchFailed);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: Default.play,
};

/** No network: the last data read, and 'Move to' says why it is unavailable. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'network-error' }).reads } },
    portal: { offlineCopy: true },
  },
  beforeEach: async () => {
    await clearOfflineStore();
    // What the screen last read: its figures, the clients, the fixture's client's sites and site.
    const { clientId, site } = moveFixture();
    await keepLastRead('admin', readKey('siteOverview'), pathTo('siteOverview'), 130);
    await keepLastRead(
      'admin',
      readKey('siteClients', { pages: true, page_size: CLIENT_PAGE }),
      pathTo('siteClients', {}, `page=1&page_size=${CLIENT_PAGE}`),
      130,
      { pages: true },
    );
    await keepLastRead(
      'admin',
      readKey('siteClients', CLIENT_CHOICES),
      pathTo('siteClients', {}, `page_size=${CLIENT_CHOICES.page_size}`),
      130,
    );
    const sites = { client_id: clientId, sort: 'start_date_desc', page_size: CLIENT_SITES_PAGE };
    await keepLastRead(
      'admin',
      readKey('siteList', { pages: true, ...sites }),
      pathTo(
        'siteList',
        {},
        `client_id=${clientId}&sort=start_date_desc&page=1&page_size=${CLIENT_SITES_PAGE}`,
      ),
      130,
      { pages: true },
    );
    await keepLastRead(
      'admin',
      readKey('siteDetails', { site_id: site.id }),
      pathTo('siteDetails', { site_id: site.id }),
      130,
    );
    const online = pretendOffline();
    return async () => {
      online();
      await clearOfflineStore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Offline: showing data from Nov 20, 2026, 06:50\./),
    ).toBeVisible();
    const fixture = await openFixtureSite(canvasElement);
    const move = canvas.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) });
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await expect(move).toHaveAccessibleDescription(MOVE_NEEDS_CONNECTION);
    await userEvent.click(move);
    // No move dialog: the reason, said again as a notice (beside the panel's own note).
    await waitFor(() => expect(screen().getAllByText(MOVE_NEEDS_CONNECTION)).toHaveLength(2));
    await expect(screen().queryByRole('dialog')).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Close notification' }));
    move.scrollIntoView({ block: 'center' });
  },
};

export const MobileSiteExpanded: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fixture = await openFixtureSite(canvasElement);
    await expect(canvas.getByText(fixture.site.name, { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fixture.moveButtonName(fixture.row.quantity) }),
    ).toBeVisible();
    // Show the opened site from its top, as a user scrolling to it would see it.
    document.getElementById(siteRowId(fixture.site.id))?.scrollIntoView({ block: 'start' });
  },
};

/** A server with only the base calls: the same screen, computed on the device. */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async (context) => {
    await Default.play?.(context);
    await openFixtureSite(context.canvasElement);
  },
};
