import { MESSAGES, pathTo } from '@scaffold/domain';
import { overrideEndpoint, resetDatabase, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { readKey } from '../../lib/query/query-keys';
import { clearOfflineStore, keepLastRead, pretendOffline } from '../../testing/offline-story';
import { MOBILE, NAVIGATED_AWAY_TEST_ID, screen, screenStory } from '../../testing/portal-story';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Portal/Dashboard/Overview',
  component: DashboardPage,
  ...screenStory({
    url: paths.dashboard,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      'The Dashboard (/dashboard): Total Tonnage, Active Sites (a link to Site Management) and Total Items; Tonnage Overview with the tonnage-distribution modal; Financial Overview; Active Projects, Upcoming Operations and the low-stock card.',
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
 * A server with only the spec's calls: its capabilities call answers 404, and the same figures
 * are computed on the device from get_customer_data (the same screen).
 */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: Default.play,
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
  globals: MOBILE,
  play: Default.play,
};
