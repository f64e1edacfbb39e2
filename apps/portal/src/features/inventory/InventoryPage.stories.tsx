import {
  getDatabase,
  MOCK_CUSTOMERS,
  overrideEndpoint,
  resetDatabase,
  scenarioHandlers,
} from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { hireNotePath, paths } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { InventoryPage } from './InventoryPage';

const meta = {
  title: 'Portal/Inventory',
  component: InventoryPage,
  ...screenStory({
    url: paths.inventory,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "Inventory (/dashboard/inventory): every item across the sites (total, allocated, available, weight, replacement value, a Low stock badge by the dashboard's rule, and the sites holding it), searchable, filterable by category, site and low stock, sortable, windowed; beside it the stock movement log (who moved what, when, from where to where), filtered by site, item and days, paged. Both export what they show to CSV. `?site=ID` opens both filtered to a site.",
  }),
} satisfies Meta<typeof InventoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoSites = () =>
  getDatabase()
    .customers.filter((customer) => customer.id === MOCK_CUSTOMERS.demo.id)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^5 items · /)).toBeVisible();
    const items = canvas.getByRole('region', { name: 'Items' });
    await expect(within(items).getByText('Cuplock Standard 3.0m')).toBeVisible();
    await expect(await canvas.findByText('Showing 1–20 of 40')).toBeVisible();
    const log = canvas.getByRole('list', { name: 'Movements, newest first' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(await canvas.findByText('Showing 21–40 of 40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};

/** Search, a category, low stock only, a sort, and the sites holding an item. */
export const FilteredAndExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^5 items · /);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find an item' }), 'board');
    await expect(await canvas.findByText(/^2 items · /)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Most units');
    const items = canvas.getByRole('region', { name: 'Items' });
    const where = within(items).getAllByRole('button', { name: /^Sites \(\d+\) for / })[0];
    if (!where) throw new Error('No item row');
    await userEvent.click(where);
    await expect(where).toHaveAttribute('aria-expanded', 'true');
    const shares = await canvas.findByRole('list', { name: /^Sites holding / });
    await expect(within(shares).getAllByRole('listitem').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low stock only' }));
    await expect(await canvas.findByText('No items match.')).toBeVisible();
  },
};

/** Opened from a site's 'Full movement log': both lists show that site only. */
export const ForOneSite: Story = {
  parameters: { portal: { url: `${paths.inventory}?site=${demoSites()[0]?.id ?? 1}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = demoSites()[0];
    await expect(await canvas.findByText(/^Showing 1–/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(site?.name ?? ''),
    );
    await expect(canvas.getByRole('combobox', { name: 'Moved to or from' })).toHaveDisplayValue(
      site?.name ?? '',
    );
    const log = canvas.getByRole('list', { name: 'Movements, newest first' });
    for (const entry of within(log).getAllByRole('listitem')) {
      await expect(entry).toHaveTextContent(site?.name ?? '');
    }
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('inventoryItems', () => delay('infinite')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading inventory...').closest('[role="status"]')).toBeVisible();
  },
};

export const MovementsLoading: Story = {
  parameters: {
    msw: { handlers: overrideEndpoint('stockMovements', () => delay('infinite')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^5 items · /)).toBeVisible();
    await expect(canvas.getByText('Loading movements...')).toBeVisible();
  },
};

export const NoStock: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'empty-data' }).reads } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No stock yet.')).toBeVisible();
  },
};

export const NoMovements: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('stockMovements', () =>
        HttpResponse.json({ count: 0, page: 1, page_size: 20, results: [] }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No movements match.')).toBeVisible();
    const exports = canvas.getAllByRole('button', { name: 'Export CSV' });
    await expect(exports[1]).toBeDisabled();
  },
};

/** Stock moved by signed notes: each movement links its note's docket; the yard is an end. */
export const MovementsFromNotes: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('stockMovements', () => {
        const site = demoSites()[0];
        const at = {
          site_id: site?.id ?? 1,
          site_name: site?.name ?? '',
          sublocation: null,
          subarea: null,
        };
        const yard = { site_id: null, site_name: 'Yard', sublocation: null, subarea: null };
        const by = { id: 1, name: 'Dave Price' };
        const item = { name: 'Scaffold Tube 21ft', category: 'Tubes' };
        return HttpResponse.json({
          count: 2,
          page: 1,
          page_size: 20,
          results: [
            {
              id: 2,
              moved_at: '2026-11-20T15:30:00Z',
              moved_by: by,
              item,
              quantity: 12,
              from: at,
              to: yard,
              note: { id: 2000002, kind: 'collection', number: 'CN-000002' },
            },
            {
              id: 1,
              moved_at: '2026-11-20T09:00:00Z',
              moved_by: by,
              item,
              quantity: 40,
              from: yard,
              to: at,
              note: { id: 2000001, kind: 'delivery', number: 'DN-000004' },
            },
          ],
        });
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('list', { name: 'Movements, newest first' });
    const delivery = await within(log).findByRole('link', { name: 'Delivery note DN-000004' });
    await expect(delivery).toHaveAttribute('href', hireNotePath(2000001));
    await expect(
      within(log).getByRole('link', { name: 'Collection note CN-000002' }),
    ).toHaveAttribute('href', hireNotePath(2000002));
    await expect(within(log).getAllByText(/^From Yard to /)).toHaveLength(1);
  },
};

export const FetchFails: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'inventoryItems' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your inventory could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const MovementsFail: Story = {
  parameters: {
    msw: {
      handlers: {
        stock: scenarioHandlers({ name: 'server-error', endpoint: 'stockMovements' }).stock,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The movements could not be loaded.')).toBeVisible();
    // The stock is still there: one call failing does not take the screen down.
    await expect(await canvas.findByText(/^5 items · /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Ten times the sample (750 sites, 400 movements): the list is windowed. */
export const LargeData: Story = {
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^5 items · /, undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Showing 1–20 of 400')).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Sites \(\d+\) for / })[0] as HTMLElement,
    );
    const shares = await canvas.findByRole('list', { name: /^Sites holding / });
    await waitFor(() =>
      expect(within(shares).getAllByRole('listitem').length).toBeGreaterThan(100),
    );
  },
};

/** A server with only the base calls: the same lists, computed on the device. */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^5 items · /)).toBeVisible();
    await expect(await canvas.findByText('Showing 1–20 of 40')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^5 items · /)).toBeVisible();
    await expect(await canvas.findByText('Showing 1–20 of 40')).toBeInTheDocument();
  },
};
