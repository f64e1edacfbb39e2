import { getDatabase, MOCK_CUSTOMERS, resetDatabase, scenarioHandlers } from '@scaffold/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Profiler } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths } from '../../config/paths';
import { startsWith } from '../../testing/name-matchers';
import { screen, screenStory } from '../../testing/portal-story';
import { SitesPage } from './SitesPage';

const meta = {
  title: 'Portal/Sites/Data sets',
  component: SitesPage,
  ...screenStory({
    url: paths.sites,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      'Site Management with other data: a customer without sites, the second demo customer (owner@other…, 2 clients and 4 sites), and ten times the sample (750 sites).',
  }),
} satisfies Meta<typeof SitesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSites: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'empty-data' }).reads } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sites yet.')).toBeVisible();
  },
};

export const OtherCustomer: Story = {
  parameters: { portal: { signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 clients')).toBeVisible();
    await expect(canvas.getByText('2/4')).toBeVisible();
  },
};

/** React's own render time of each commit of the screen, for the timings below. */
let renderMs: number[] = [];
const withRenderTimes: Decorator = (Story) => (
  <Profiler id="sites" onRender={(_id, _phase, actualDuration) => renderMs.push(actualDuration)}>
    <Story />
  </Profiler>
);

/**
 * Runs a user action, waits until its result is on screen and painted, and logs both the time
 * React spent rendering and the wall time (which includes the simulated user event).
 */
async function timed(label: string, action: () => Promise<unknown>, shown: () => Promise<unknown>) {
  renderMs = [];
  const start = performance.now();
  await action();
  await shown();
  // Painted: the frame after the one that drew it has begun.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const wall = Math.round(performance.now() - start);
  const render = Math.round(renderMs.reduce((sum, ms) => sum + ms, 0));
  console.info(`[perf] sites ×10 ${label}: React render ${render} ms, wall ${wall} ms`);
}

export const LargeData: Story = {
  decorators: [withRenderTimes],
  // Ten times the sample: 500 clients, 750 sites (docs/PERFORMANCE.md measures this size).
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('500 clients', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('300/750')).toBeVisible();
    await expect(canvas.getByText('Showing 50 of 500 clients')).toBeVisible();
    await timed(
      'show more clients',
      () => userEvent.click(canvas.getByRole('button', { name: 'Show more clients' })),
      () => canvas.findByText('Showing 100 of 500 clients'),
    );

    const completed = canvas.getByRole('button', { name: /^Completed/ });
    await timed(
      'status filter',
      () => userEvent.click(completed),
      () =>
        waitFor(() => {
          expect(completed).toHaveAttribute('aria-pressed', 'true');
          expect(canvas.getByRole('region', { name: 'Clients here:' })).not.toHaveAttribute(
            'aria-busy',
          );
        }),
    );
    const firstClient = canvas.getAllByRole('button', { expanded: false })[0];
    if (!firstClient) throw new Error('No client row');
    await timed(
      'expand a client',
      () => userEvent.click(firstClient),
      () => waitFor(() => expect(firstClient).toHaveAttribute('aria-expanded', 'true')),
    );
    const search = canvas.getByRole('searchbox', { name: 'Find a component' });
    await userEvent.type(search, 'tub');
    await timed(
      'search keystroke',
      () => userEvent.type(search, 'e'),
      () => canvas.findByText('Showing the first 50 places.'),
    );
  },
};

/**
 * Ten times the sample: a search result whose client is beyond the first page of clients is
 * still revealed (its client, and if need be its site, read alone and listed first).
 */
export const LargeDataReveal: Story = {
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 50 of 500 clients', undefined, { timeout: 15_000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a component' }), 'tube');
    const results = await canvas.findByRole('list', { name: 'Where the components are' });
    const last = within(results).getAllByRole('button').at(-1);
    if (!last) throw new Error('No search result');
    // The place reads 'Site › Sublocation › Subarea' or 'Site · not yet allocated'.
    const siteName = last.querySelector('span:nth-child(2)')?.textContent?.split(/ › | · /)[0];
    if (!siteName) throw new Error('No site in the result');
    await userEvent.click(last);
    await waitFor(
      () => {
        const focused = canvasElement.ownerDocument.activeElement;
        expect(focused).toHaveAttribute('aria-expanded', 'true');
        expect(focused?.textContent).toContain(siteName);
      },
      { timeout: 10_000 },
    );
    await expect(canvas.getAllByRole('heading', { name: 'Stock Allocation' })[0]).toBeVisible();
  },
};

/**
 * Ten times the sample (500 clients, more than a page of 200): Add Site finds any client by a
 * part of its name, asked of the server once the typing pauses; the one chosen stays listed.
 */
export const AddSiteManyClients: Story = {
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddSiteAtScale(canvasElement);
    const customer = dialog.getByRole('combobox', { name: /Customer/ });
    // The placeholder and the first 200 clients by name; the rest a search or a page away.
    await expect(within(customer).getAllByRole('option')).toHaveLength(201);
    await expect(dialog.getByText('Showing 200 of 500 customers')).toBeVisible();
    // A client well past the first page, by name.
    const names = clientNames();
    const far = names[450];
    if (!far) throw new Error('Fewer clients than expected');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Find a customer' }), far);
    await waitFor(() =>
      expect(
        within(customer)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a customer', far]),
    );
    await userEvent.selectOptions(customer, far);
    // Another search: the client chosen stays listed (and chosen) beside its matches.
    const search = dialog.getByRole('searchbox', { name: 'Find a customer' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Brackley');
    const brackley = names.filter((name) => name.includes('Brackley'));
    await waitFor(() => {
      const listed = within(customer)
        .getAllByRole('option')
        .map((option) => option.textContent ?? '');
      expect(listed.slice(0, 2)).toEqual(['Select a customer', far]);
      expect([...listed.slice(2)].sort()).toEqual([...brackley].sort());
    });
    await expect(customer).toHaveDisplayValue(far);
  },
};

/** The same on a phone (390 px): the search field, the select and 'Show more customers'. */
export const AddSiteManyClientsMobile: Story = {
  globals: PHONE_VIEWPORT,
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddSiteAtScale(canvasElement);
    const more = await dialog.findByRole('button', { name: 'Show more customers' });
    for (const control of [
      dialog.getByRole('searchbox', { name: 'Find a customer' }),
      dialog.getByRole('combobox', { name: /Customer/ }),
      more,
    ]) {
      const { height } = control.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(more);
    await expect(await dialog.findByText('Showing 400 of 500 customers')).toBeVisible();
    more.scrollIntoView({ block: 'center' });
  },
};

/**
 * Ten times the sample, Add Site's customers read to the end with the keyboard: 'Show more' twice
 * (200 a page), then 'All 500 customers' and no button; the focus stays on the footer.
 */
export const AddSiteEveryCustomerRead: Story = {
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddSiteAtScale(canvasElement);
    const more = await dialog.findByRole('button', { name: 'Show more customers' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await dialog.findByText('Showing 400 of 500 customers');
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const all = await dialog.findByText('All 500 customers');
    await expect(dialog.queryByRole('button', { name: 'Show more customers' })).toBeNull();
    const customer = dialog.getByRole('combobox', { name: /Customer/ });
    await expect(within(customer).getAllByRole('option')).toHaveLength(501);
    await waitFor(() => expect(all.parentElement).toHaveFocus());
  },
};

/**
 * Ten times the sample (500 clients): the client filter offers any of them, not only the first
 * 200 by name: 'Find a client' asks the server once the typing pauses; the list shows that
 * client only.
 */
export const FilterByAnyClient: Story = {
  beforeEach: () => {
    resetDatabase({ scale: 10 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('500 clients', undefined, { timeout: 15_000 });
    const filter = within(canvas.getByRole('region', { name: 'Filter sites' }));
    const client = filter.getByRole('combobox', { name: 'Client' });
    // 'All Clients' and the first 200 by name; the rest a search away.
    await expect(within(client).getAllByRole('option')).toHaveLength(201);
    const far = clientNames()[450];
    if (!far) throw new Error('Fewer clients than expected');
    await userEvent.type(filter.getByRole('searchbox', { name: 'Find a client' }), far);
    await waitFor(() =>
      expect(
        within(client)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Clients', far]),
    );
    await userEvent.selectOptions(client, far);
    await canvas.findByText('1 of 500 clients');
    await expect(canvas.getByRole('button', { name: startsWith(far) })).toBeVisible();
  },
};

/** Site Management at ten times the sample, read, then Add Site opened (once it can be). */
async function openAddSiteAtScale(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('500 clients', undefined, { timeout: 15_000 });
  const open = canvas.getByRole('button', { name: 'Add Site' });
  await waitFor(() => expect(open).toBeEnabled());
  await userEvent.click(open);
  return within(await screen().findByRole('dialog', { name: 'Add Site' }));
}

/** The demo customer's client names by name, as the server lists them. */
function clientNames(): string[] {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  return (customer?.clients ?? [])
    .map((client) => client.name)
    .sort((a, b) => a.localeCompare(b, 'en-GB'));
}
