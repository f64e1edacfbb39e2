import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { paths, siteHirePath } from '../../../config/paths';
import { clearOfflineStore, queueForStory } from '../../../testing/offline-story';
import { screenStory } from '../../../testing/portal-story';
import {
  STORY_QUEUED_COLLECTION,
  STORY_QUEUED_DELIVERY,
  STORY_SITE_HIRE_ANSWER,
} from '../site/site-hire-fixtures';
import { WAITING_NOTES_HEADING } from '../site/waiting-notes';
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
      "/hire/sites/:siteId: a site's hire as the server answers it, with the notes to write next and the off-hire dialog; the site's notes signed on this device and not yet sent (the outbox); loading and a failed read.",
  }),
  // IndexedDB outlives a story: no outbox entry left over from one, none left for the next.
  beforeEach: async () => {
    await clearOfflineStore();
    return clearOfflineStore;
  },
} satisfies Meta<typeof SiteHireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = {
  msw: {
    handlers: {
      ...overrideEndpoint('siteHire', () => HttpResponse.json(STORY_SITE_HIRE_ANSWER)),
      ...overrideEndpoint('scaffolds', () => HttpResponse.json([])),
    },
  },
};

/** The answer shown: what is on hire, what waits for collection, the notes. */
export const Loaded: Story = {
  parameters: LOADED,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Hire at Riverside Flats' }),
    ).toBeVisible();
    await expect(canvas.getByText('Corrected by DN-000012')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Off-hire' })).toBeEnabled();
    // Nothing waits on this device: no list of it at all.
    await expect(canvas.queryByRole('heading', { name: WAITING_NOTES_HEADING })).toBeNull();
  },
};

const SITE = STORY_SITE_HIRE_ANSWER.site;

/**
 * Two notes signed here with no signal and not yet sent: listed with their kind, lines and the
 * day they were signed. Another site's, and one the server refused (its form says why), are not.
 */
export const WaitingToSend: Story = {
  parameters: LOADED,
  beforeEach: async () => {
    const delivery = { kind: 'delivery-note', values: STORY_QUEUED_DELIVERY } as const;
    const collection = { kind: 'collection-note', values: STORY_QUEUED_COLLECTION } as const;
    await queueForStory('manager', SITE, { ...delivery, minutesAgo: 60 });
    await queueForStory('manager', SITE, { ...collection, minutesAgo: 30 });
    await queueForStory(
      'manager',
      { id: 8, name: 'Station Road School' },
      { ...delivery, values: { ...STORY_QUEUED_DELIVERY, to_site_id: 8 }, minutesAgo: 20 },
    );
    await queueForStory('manager', SITE, {
      ...collection,
      minutesAgo: 10,
      refused: 'lines.0.quantity: Only 12 are on hire here.',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: WAITING_NOTES_HEADING });
    await expect(canvas.getByRole('heading', { name: WAITING_NOTES_HEADING })).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(/^Delivery note\s*2 lines; signed Nov 19, 2026$/);
    await expect(rows[1]).toHaveTextContent(/^Collection note\s*1 line; signed Nov 20, 2026$/);
    // Dates as the product writes them, never as stored.
    await expect(list.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:/);
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
