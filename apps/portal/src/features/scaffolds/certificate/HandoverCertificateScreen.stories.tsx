import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { handoverCertificatePath } from '../scaffold-paths';
import { handoverIdOf } from '../stories-support';
import { HandoverCertificateScreen } from './HandoverCertificateScreen';

const at = (tag: string) => ({
  portal: {
    url: handoverCertificatePath(handoverIdOf(tag)),
    routePath: paths.handoverCertificate,
  },
});

const meta = {
  title: 'Portal/Scaffolds/Handover certificate',
  component: HandoverCertificateScreen,
  ...screenStory({
    ...at('T-0002').portal,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/dashboard/handovers/:handoverId: a scaffold's handover certificate to read, print or save as a PDF (A4, its own page rules: no app around it, the page number at the foot of every page). Without the client's signature it says 'Awaiting client signature'; signed later through a link, it says when.",
  }),
} satisfies Meta<typeof HandoverCertificateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingClientSignature: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Scaffold handover certificate' }),
    ).toBeVisible();
    await expect(canvas.getByText('Awaiting client signature')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  },
};

export const SignedLaterByLink: Story = {
  parameters: at('T-0004'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Signed by the client on /)).toBeVisible();
    await expect(canvas.getByText(/signed later through a link/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: overrideEndpoint('handoverCertificate', () => delay('infinite')) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the certificate...'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('handoverCertificate', () =>
        HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The certificate could not be loaded.'),
    ).toBeVisible();
  },
};

/** Another customer's certificate answers as one that does not exist. */
export const AnotherCustomers: Story = {
  parameters: { portal: { ...at('T-0002').portal, signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No such certificate.')).toBeVisible();
  },
};
