import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { paths, siteHirePath } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { STORY_SITE_HIRE_ANSWER } from '../site/site-hire-fixtures';
import { SiteHireScreen } from './SiteHireScreen';

const meta = {
  title: 'Portal/Hire/Site hire screen',
  component: SiteHireScreen,
  ...screenStory({
    url: siteHirePath(7),
    routePath: paths.siteHire,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/hire/sites/:siteId: a site's hire as the server answers it, with the notes to write next and the off-hire dialog; loading and a failed read.",
  }),
} satisfies Meta<typeof SiteHireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer shown: what is on hire, what waits for collection, the notes. */
export const Loaded: Story = {
  parameters: {
    msw: {
      handlers: {
        ...overrideEndpoint('siteHire', () => HttpResponse.json(STORY_SITE_HIRE_ANSWER)),
        ...overrideEndpoint('scaffolds', () => HttpResponse.json([])),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Hire at Riverside Flats' }),
    ).toBeVisible();
    await expect(canvas.getByText('Corrected by DN-000012')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Off-hire' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('siteHire', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Loading the site's hire..."),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('siteHire', () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("The site's hire could not be loaded.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};
