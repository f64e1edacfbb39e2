import { MOCK_CUSTOMERS, overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { signPad } from '../../../testing/sign-pad';
import { signingPath } from '../scaffold-paths';
import { LINKS } from '../stories-support';
import { SigningScreen } from './SigningScreen';

const at = (token: string) => ({ portal: { url: signingPath(token), routePath: paths.signing } });

const meta = {
  title: 'Portal/Scaffolds/Signing (public)',
  component: SigningScreen,
  ...screenStory({
    ...at(LINKS.handover).portal,
    description:
      '/sign/:token, the page a client opens from a signing link, with no account: the handover certificate or inspection report to read, then their name and signature, on a phone. A link works once, for 7 days, until the firm withdraws it; a used, expired or withdrawn link says so. The page shows nothing of the firm but the document.',
  }),
} satisfies Meta<typeof SigningScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HandoverToSign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Please read and sign' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Scaffold handover certificate' }),
    ).toBeVisible();
    await expect(canvas.getByText('Awaiting client signature')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeVisible();
  },
};

/** Signed on a phone: name, signature, Sign; the page then says when. */
export const SignedOnAPhone: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Please read and sign' });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your full name/ }), 'Helen Ward');
    const pad = canvasElement.querySelector('#signer-signature canvas') as HTMLCanvasElement;
    pad.scrollIntoView();
    signPad(pad, 0);
    await canvas.findByRole('img', { name: /^Your signature Signed/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(
      await canvas.findByText(/^Signed by the client on Nov 20, 2026, 09:00/),
    ).toBeVisible();
    await expect(
      canvas.getByText('Signed by Helen Ward. Thank you: you can close this page.'),
    ).toBeVisible();
  },
};

/** Sign without a name or a signature: each says what is missing; nothing is sent. */
export const NothingEntered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Please read and sign' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(await canvas.findByText('Sign inside the box before sending.')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: /^Your full name/ }),
    ).toHaveAccessibleDescription(/Required/);
    await expect(canvas.getByRole('textbox', { name: /^Your full name/ })).toHaveFocus();
  },
};

export const InspectionReportToSign: Story = {
  parameters: at(LINKS.inspection),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Scaffold inspection report' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^You are asked to sign this scaffold inspection report/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: '1. Inspection carried out for' }),
    ).toBeVisible();
    await expect(canvas.getByText(MOCK_CUSTOMERS.demo.name)).toBeVisible();
  },
};

export const AlreadySigned: Story = {
  parameters: at(LINKS.used),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Signed by the client on /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  parameters: at(LINKS.expired),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This signing link has expired.')).toBeVisible();
    await expect(canvas.queryByText('Scaffold handover certificate')).not.toBeInTheDocument();
  },
};

export const Withdrawn: Story = {
  parameters: at(LINKS.revoked),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This signing link has been withdrawn.'),
    ).toBeVisible();
  },
};

export const NotALink: Story = {
  parameters: at('x'.repeat(43)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This signing link is not valid.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('signingDocument', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Opening the document...')).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('signingDocument', () =>
        HttpResponse.json({ detail: 'Too many requests.' }, { status: 429 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The document could not be opened.')).toBeVisible();
    await expect(canvas.getByText(/^Too many requests from this device/)).toBeVisible();
  },
};
