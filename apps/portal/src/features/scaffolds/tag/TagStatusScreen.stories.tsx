import { MOCK_CUSTOMERS, overrideEndpoint, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { clearOfflineStore } from '../../../testing/offline-story';
import { screenStory } from '../../../testing/portal-story';
import { tagStatusPath } from '../scaffold-paths';
import { keepTagForStory, TAGS } from '../stories-support';
import { TagStatusScreen } from './TagStatusScreen';

const at = (code: string) => ({ portal: { url: tagStatusPath(code), routePath: paths.tagStatus } });

/** The sign of the page: its colour (data-status), words and icon. */
async function expectSign(canvasElement: HTMLElement, colour: string, words: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: /^Scaffold tag T-\d+$/ });
  const sign = canvasElement.querySelector(`[data-status="${colour}"]`) as HTMLElement;
  await expect(sign).not.toBeNull();
  await expect(within(sign).getByText(words)).toBeVisible();
  await expect(sign.querySelector('svg[data-icon]')).not.toBeNull();
}

const meta = {
  title: 'Portal/Scaffolds/Tag status (public)',
  component: TagStatusScreen,
  ...screenStory({
    ...at(TAGS.green).portal,
    description:
      "/t/:code, the page behind a scaffold tag's QR code: for anyone at the scaffold, no account, read-only. The tag number, the site, what the scaffold is, its load class, permitted use and limits, its status in words, icon and colour (green safe to use, amber within its limits, red do not use, with the reason), the last inspection (when, by whom: name and position) and when the next is due. Nothing else: no prices, no other sites, no customer data. Signed in as a user of the scaffold's firm, the same page adds its record and '+ New inspection'. With no connection it shows the status last read on this device, and when.",
  }),
  beforeEach: async () => {
    await clearOfflineStore();
    return clearOfflineStore;
  },
} satisfies Meta<typeof TagStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'green', 'Safe to use');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Scaffold tag T-0003' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Class 3 (2.0 kN/m²): general purpose building work'),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Nov \d+, 2026, \d\d:\d\d by .+, Scaffold inspector/),
    ).toBeVisible();
    // Nothing of the firm's beyond the scaffold: no customer name, no record for a visitor.
    await expect(canvas.queryByText(MOCK_CUSTOMERS.demo.name)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Record for your firm')).not.toBeInTheDocument();
  },
};

export const AmberWithLimits: Story = {
  parameters: at(TAGS.amber),
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'amber', 'Safe to use within its limits');
    await expect(
      within(canvasElement).getByText(/^Maximum 2 pallets on the bay at a time/),
    ).toBeVisible();
  },
};

/** On a phone at the scaffold (320 px): the sign first. */
export const RedAwaitingClientSignature: Story = {
  parameters: at(TAGS.awaitingClient),
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'red', 'Do not use');
    await expect(within(canvasElement).getByText(/^Awaiting client signature/)).toBeVisible();
  },
};

export const RedFailedInspection: Story = {
  parameters: at(TAGS.failed),
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'red', 'Do not use');
    await expect(within(canvasElement).getByText('It failed its last inspection.')).toBeVisible();
  },
};

export const RedOverdue: Story = {
  parameters: at(TAGS.overdue),
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'red', 'Do not use');
    await expect(within(canvasElement).getByText(/^Inspection overdue/)).toBeVisible();
  },
};

export const RedBeingErected: Story = {
  parameters: at(TAGS.erecting),
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'red', 'Do not use');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Being erected: not handed over yet.')).toBeVisible();
    await expect(canvas.getByText('None yet')).toBeVisible();
    await expect(canvas.getByText('After its handover')).toBeVisible();
  },
};

export const Replaced: Story = {
  parameters: at(TAGS.replaced),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This tag has been replaced')).toBeVisible();
    await expect(canvas.queryByText(/T-0003/)).not.toBeInTheDocument();
  },
};

export const NotATag: Story = {
  parameters: at('A'.repeat(22)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No scaffold has this tag.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('tagStatus', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reading the tag...')).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('tagStatus', () =>
        HttpResponse.json(
          { detail: 'Too many requests: try again in 42 seconds.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The status could not be read.')).toBeVisible();
    await expect(canvas.getByText(/^Too many requests from this device/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        scaffolds: scenarioHandlers({ name: 'server-error', endpoint: 'tagStatus' }).scaffolds,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The status could not be read.')).toBeVisible();
    await expect(canvas.getByText('An unexpected error occurred.')).toBeVisible();
  },
};

/** Scanned with no signal: the status read on this device 90 minutes ago, and that it is old. */
export const OfflineLastKnownStatus: Story = {
  parameters: {
    ...at(TAGS.amber),
    msw: { handlers: overrideEndpoint('tagStatus', () => HttpResponse.error()) },
  },
  beforeEach: async () => {
    await keepTagForStory(TAGS.amber, 90);
  },
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'amber', 'Safe to use within its limits');
    await expect(
      within(canvasElement).getByText(
        'Offline: showing the status read on this device on Nov 20, 2026, 07:30. It may have changed since.',
      ),
    ).toBeVisible();
  },
};

/** A user of the firm, signed in: the scaffold's record and '+ New inspection' too. */
export const SignedInFirmUser: Story = {
  parameters: { portal: { ...at(TAGS.green).portal, signedInAs: 'manager' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Record for your firm' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+ New inspection' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Handover certificate/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Report of / })).toBeVisible();
  },
};

/** A user of another firm sees what anyone sees. */
export const SignedInOtherFirm: Story = {
  parameters: { portal: { ...at(TAGS.green).portal, signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    await expectSign(canvasElement, 'green', 'Safe to use');
    const canvas = within(canvasElement);
    // Its record is asked for, refused (403), and nothing more shows.
    await waitFor(() =>
      expect(canvas.queryByText('Loading its record...')).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByText('Record for your firm')).not.toBeInTheDocument();
  },
};
