import type { HireOverviewResponse } from '@scaffold/domain';
import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths, siteHirePath } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { DashboardPage } from './DashboardPage';

const OVERVIEW: HireOverviewResponse = {
  month: {
    from: '2026-11-01',
    to: '2026-11-28',
    hire_pence: 1_254_080,
    charges_pence: 31_250,
    total_pence: 1_285_330,
  },
  awaiting_collection: [
    {
      site_id: 7,
      site_name: 'Albion Street',
      items: [
        {
          item_id: 1,
          item_name: 'Steel tube 6.4m',
          quantity: 80,
          off_hire_id: 6,
          from: '2026-11-20',
        },
        {
          item_id: 2,
          item_name: 'Scaffold board 3.9m',
          quantity: 60,
          off_hire_id: 6,
          from: '2026-11-20',
        },
      ],
    },
    {
      site_id: 9,
      site_name: 'Riverside Court',
      items: [
        {
          item_id: 3,
          item_name: 'Double coupler',
          quantity: 400,
          off_hire_id: 8,
          from: '2026-11-24',
        },
      ],
    },
  ],
};

const answering = (overview: HireOverviewResponse) => ({
  msw: { handlers: overrideEndpoint('hireOverview', () => HttpResponse.json(overview)) },
});

const meta = {
  title: 'Portal/Dashboard/Hire',
  component: DashboardPage,
  ...screenStory({
    url: paths.dashboard,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "The Dashboard's hire (hireOverview), read once the page has loaded: this month's actual hire from signed notes, and the sites with kit off-hired and not yet collected, each a link to its hire. Financial Overview says its figures are the spec's estimate.",
  }),
  parameters: answering(OVERVIEW),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const hireRegion = async (canvasElement: HTMLElement) => {
  const region = await within(canvasElement).findByRole('region', {
    name: 'Off-hired, not yet collected',
  });
  region.scrollIntoView({ block: 'center' });
  return within(region);
};

export const OffHiredNotCollected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await hireRegion(canvasElement);
    const sites = within(await waiting.findByRole('list', { name: 'Sites with kit to collect' }));
    await expect(await sites.findByRole('link', { name: 'Albion Street' })).toHaveAttribute(
      'href',
      siteHirePath(7),
    );
    await expect(sites.getAllByRole('listitem')[0]).toHaveTextContent(
      /off hire since Nov 20, 2026\s*140 units/,
    );
    const month = within(canvas.getByRole('region', { name: 'Hire this month' }));
    await expect(
      month.getByText('Actual hire from signed notes, Nov 1, 2026 to Nov 28, 2026'),
    ).toBeVisible();
    await expect(month.getByText('£12,853')).toBeVisible();
    await expect(month.getByRole('link', { name: 'Statements' })).toHaveAttribute(
      'href',
      paths.hireStatement,
    );
    await expect(
      canvas.getByText(/^Estimate: each item’s daily rate × quantity × 30 a month/),
    ).toBeVisible();
  },
};

export const NothingToCollect: Story = {
  parameters: answering({ ...OVERVIEW, awaiting_collection: [] }),
  play: async ({ canvasElement }) => {
    const waiting = await hireRegion(canvasElement);
    await expect(await waiting.findByText('Nothing is waiting to be collected.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('hireOverview', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    const waiting = await hireRegion(canvasElement);
    await expect(await waiting.findByText('Loading sites to collect from...')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('hireOverview', () =>
        HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const hire = within(await within(canvasElement).findByRole('region', { name: 'Hire' }));
    const failed = await hire.findByText('The hire figures could not be loaded.');
    failed.scrollIntoView({ block: 'center' });
    await expect(failed).toBeVisible();
    await expect(hire.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: OffHiredNotCollected.play,
};
