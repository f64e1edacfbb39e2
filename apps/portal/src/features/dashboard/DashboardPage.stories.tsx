import {
  customerReads,
  dashboardSummaryAnswer,
  MESSAGES,
  pathTo,
  type ScaffoldTagCounts,
} from '@scaffold/domain';
import {
  getDatabase,
  MOCK_CUSTOMERS,
  mockNow,
  overrideEndpoint,
  resetDatabase,
  scenarioHandlers,
} from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths, siteScaffoldsPath } from '../../config/paths';
import { readKey } from '../../data/cache/query-keys';
import { clearOfflineStore, keepLastRead, pretendOffline } from '../../testing/offline-story';
import { NAVIGATED_AWAY_TEST_ID, screen, screenStory } from '../../testing/portal-story';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Portal/Dashboard/Overview',
  component: DashboardPage,
  ...screenStory({
    url: paths.dashboard,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "The Dashboard (/dashboard): Total Tonnage, Active Sites (a link to Site Management) and Total Items; Tonnage Overview with the tonnage-distribution modal; Financial Overview; Active Projects, Upcoming Operations, the low-stock card, and the scaffold tags by colour with the sites' links to their scaffolds.",
  }),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total Tonnage')).toBeVisible();
    await expect(canvas.getByText('Total Items')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Active Sites 30 of 75 sites/ }),
    ).toHaveAttribute('href', paths.sites);
    for (const section of [
      'Tonnage Overview',
      'Financial Overview',
      'Active Projects',
      'Upcoming Operations',
      'Low Stock',
    ]) {
      await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
    }
    // Active Projects and Upcoming Operations list five each.
    const projects = within(canvas.getByRole('region', { name: 'Active Projects' }));
    await expect(projects.getAllByRole('listitem')).toHaveLength(5);
    const operations = within(canvas.getByRole('region', { name: 'Upcoming Operations' }));
    await expect(operations.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ActiveSitesOpensSiteManagement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /^Active Sites/ }));
    await expect(await canvas.findByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
      `Navigated to ${paths.sites}`,
    );
  },
};

export const TonnageDistribution: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View distribution' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Tonnage distribution' }));
    const bySite = dialog.getByRole('button', { name: 'By site' });
    await expect(bySite).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('img', { name: 'The 10 heaviest sites' })).toBeVisible();
    // Every site, read a page at a time once the modal opens: 75 fit in one.
    const everySite = within(await dialog.findByRole('region', { name: 'Tonnage of every site' }));
    await expect((await everySite.findAllByRole('listitem'))[0]).toHaveAttribute(
      'aria-setsize',
      '75',
    );
    await expect(dialog.getByText('All 75 sites')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'By item category' }));
    await expect(dialog.getByRole('button', { name: 'By item category' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('img', { name: 'Tonnage by item category' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'Tube' })).toBeInTheDocument();
  },
};

export const LowStockListed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lowStock = within(await canvas.findByRole('region', { name: 'Low Stock' }));
    await expect(lowStock.getByRole('list', { name: 'Low-stock items' }).children).toHaveLength(5);
    await userEvent.click(lowStock.getByRole('button', { name: /more low-stock items$/ }));
    // Read once opened: the 51 low-stock items but the 5 on the card.
    const more = within(await lowStock.findByRole('region', { name: 'More low-stock items' }));
    await expect((await more.findAllByRole('listitem'))[0]).toHaveAttribute('aria-setsize', '46');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('dashboardSummary', () => delay('infinite')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading dashboard...').closest('[role="status"]')).toBeVisible();
  },
};

export const FetchFails: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'dashboardSummary' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard could not be loaded.')).toBeVisible();
    await expect(await screen().findByRole('alert')).toHaveTextContent(MESSAGES.fetchFailed);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** No network: the last data read on this device, and when it was read. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'network-error' }).reads } },
    portal: { offlineCopy: true },
  },
  beforeEach: async () => {
    await clearOfflineStore();
    await keepLastRead('admin', readKey('dashboardSummary'), pathTo('dashboardSummary'), 130);
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
    await expect(await canvas.findByText('Total Tonnage')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Active Sites 30 of 75 sites/ })).toBeVisible();
    // Nothing says the load failed: the data is there, and said to be from then.
    await expect(canvas.queryByText('The dashboard could not be loaded.')).toBeNull();
    await expect(screen().queryByText(MESSAGES.fetchFailed)).toBeNull();
  },
};

export const NoSites: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'empty-data' }).reads } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sites yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Site Management' })).toHaveAttribute(
      'href',
      paths.sites,
    );
  },
};

export const OtherCustomer: Story = {
  parameters: { portal: { signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /^Active Sites 2 of 4 sites/ }),
    ).toBeVisible();
  },
};

export const LargeData: Story = {
  // Ten times the sample: 750 sites; the figures are one bounded answer, the list of every
  // site is read 200 at a time.
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'link',
        { name: /^Active Sites 300 of 750 sites/ },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View distribution' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Tonnage distribution' }));
    const everySite = within(await dialog.findByRole('region', { name: 'Tonnage of every site' }));
    // The window of rows is drawn once the list has measured itself.
    const rows = await everySite.findAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '200');
    await expect(dialog.getByText('Showing 200 of 750 sites')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Show more sites' }));
    await expect(await dialog.findByText('Showing 400 of 750 sites')).toBeVisible();
    await expect((await everySite.findAllByRole('listitem'))[0]).toHaveAttribute(
      'aria-setsize',
      '400',
    );
  },
};

/**
 * A server with only the base calls: its capabilities call answers 404, and the same figures
 * are computed on the device from get_customer_data (the same screen).
 */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async (context) => {
    await Default.play?.(context);
    // Such a server keeps no scaffolds: no card for their tags.
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Scaffold Tags' })).toBeNull();
  },
};

/** The demo customer's answer, its tags replaced by `tags`: a firm of another shape. */
const withTags = (tags: ScaffoldTagCounts) =>
  overrideEndpoint('dashboardSummary', () => {
    const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    return HttpResponse.json(
      dashboardSummaryAnswer(customerReads(customer ? [customer] : []), mockNow(), 10, tags),
    );
  });

/** The Scaffold Tags card, scrolled into view for the baseline. */
async function tagsRegion(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Scaffold Tags' });
  // The hire cards beside it are read after the page loads: the picture waits for them.
  await within(canvasElement).findByText(
    /^Actual hire from signed notes, /,
    {},
    { timeout: 10_000 },
  );
  region.scrollIntoView({ block: 'center' });
  return within(region);
}

/** The showcase site: every seeded state, the most red tags. */
function showcaseSite(): number {
  const showcase = getDatabase().scaffolds.find((s) => s.tag_number === 'T-0001');
  if (!showcase) throw new Error('fixture: T-0001');
  return showcase.site_id;
}

/** The seeded scaffolds by colour, in words and icons; the showcase site first. */
export const ScaffoldTags: Story = {
  play: async ({ canvasElement }) => {
    const tags = await tagsRegion(canvasElement);
    await expect(tags.getByText(/^\d+ standing scaffolds on \d+ sites$/)).toBeVisible();
    const colours = within(tags.getByRole('list', { name: 'Tags by colour' }));
    for (const [colour, words] of [
      ['green', 'Safe to use'],
      ['amber', 'Safe to use within its limits'],
      ['red', 'Do not use'],
    ]) {
      await expect(colours.getByText(new RegExp(`^\\d+ ${colour}$`))).toBeVisible();
      await expect(colours.getByText(words ?? '', { exact: true })).toBeVisible();
    }
    const sites = within(tags.getByRole('list', { name: 'Sites with scaffolds' }));
    await expect(sites.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      siteScaffoldsPath(showcaseSite()),
    );
  },
};

/** A site of the card opens its scaffolds and tags. */
export const ScaffoldTagsOpenASite: Story = {
  play: async ({ canvasElement }) => {
    const tags = await tagsRegion(canvasElement);
    const sites = within(tags.getByRole('list', { name: 'Sites with scaffolds' }));
    await userEvent.click(sites.getAllByRole('link')[0] as HTMLElement);
    await expect(
      await within(canvasElement).findByTestId(NAVIGATED_AWAY_TEST_ID),
    ).toHaveTextContent(`Navigated to ${siteScaffoldsPath(showcaseSite())}`);
  },
};

export const ScaffoldTagsMobile: Story = {
  globals: PHONE_VIEWPORT,
  play: ScaffoldTags.play,
};

/** More sites have scaffolds than the card lists: the rest are a link to Site Management. */
export const ScaffoldTagsOnManySites: Story = {
  parameters: {
    msw: {
      handlers: withTags({
        green: 14,
        amber: 3,
        red: 4,
        site_count: 8,
        sites: [
          { site_id: 1, site_name: 'Radford Church Tower Restoration', green: 2, amber: 1, red: 2 },
          { site_id: 2, site_name: 'Ashby Road Retail Park', green: 3, amber: 0, red: 1 },
          { site_id: 3, site_name: 'Canal Basin Apartments', green: 1, amber: 0, red: 1 },
          { site_id: 4, site_name: 'Queens Medical Centre Ward Block', green: 2, amber: 2, red: 0 },
          { site_id: 5, site_name: 'Trent Bridge Stand', green: 1, amber: 0, red: 0 },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const tags = await tagsRegion(canvasElement);
    await expect(tags.getByText('21 standing scaffolds on 8 sites')).toBeVisible();
    await expect(tags.getByText('2 red, 1 amber, 2 green')).toBeVisible();
    await expect(tags.getByText('2 amber, 2 green')).toBeVisible();
    await expect(
      tags.getByRole('link', { name: '3 more sites in Site Management' }),
    ).toHaveAttribute('href', paths.sites);
  },
};

/** Every scaffold struck, or none added yet: nothing to count, and where to add them. */
export const NoScaffoldsStanding: Story = {
  parameters: {
    msw: { handlers: withTags({ green: 0, amber: 0, red: 0, site_count: 0, sites: [] }) },
  },
  play: async ({ canvasElement }) => {
    const tags = await tagsRegion(canvasElement);
    await expect(tags.getByText('No scaffolds standing.')).toBeVisible();
    await expect(tags.getByText('No tags to count.')).toBeVisible();
    await expect(tags.queryByRole('list')).toBeNull();
  },
};

/** The card's 'more' list could not be read: the card stays, the list says so with Retry. */
export const LowStockMoreFails: Story = {
  parameters: {
    msw: {
      handlers: { reads: scenarioHandlers({ name: 'server-error', endpoint: 'lowStock' }).reads },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lowStock = within(await canvas.findByRole('region', { name: 'Low Stock' }));
    await userEvent.click(lowStock.getByRole('button', { name: /more low-stock items$/ }));
    await expect(
      await lowStock.findByText('The low-stock items could not be loaded.'),
    ).toBeVisible();
    await expect(lowStock.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: Default.play,
};
