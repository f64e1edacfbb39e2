import { apiErrorMessage, MESSAGES } from '@scaffold/domain';
import { DEMO_ACCOUNTS, overrideEndpoint, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Portal/Forgot password',
  component: ForgotPasswordPage,
  ...screenStory({
    url: paths.forgotPassword,
    description:
      "Password reset request (/auth/forgot-password). One email field; 'Check your email' afterwards whether or not the account exists; the error's message or 'Failed to send reset email' on failure, with the email kept.",
  }),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL: string = DEMO_ACCOUNTS.manager.email;

const requestReset = async (canvasElement: HTMLElement, email = EMAIL) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email/), email);
  await userEvent.click(canvas.getByRole('button', { name: MESSAGES.sendResetInstructions }));
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: MESSAGES.resetPasswordTitle }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.login,
    );
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.sendResetInstructions }));
    await expect(await canvas.findByText(MESSAGES.required)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('passwordReset', () => delay('infinite')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CheckYourEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: MESSAGES.checkYourEmail }),
    ).toBeVisible();
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.queryByLabelText(/Email/)).toBeNull();
    await expect(canvas.getByRole('link', { name: MESSAGES.backToLogin })).toHaveAttribute(
      'href',
      paths.login,
    );
  },
};

/** An email nobody uses gets the very same answer: nothing tells a visitor who has an account. */
export const UnknownEmailSameAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement, 'nobody@example.com');
    await expect(
      await canvas.findByRole('heading', { name: MESSAGES.checkYourEmail }),
    ).toBeVisible();
  },
};

export const BackToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: MESSAGES.backToLogin }));
    await expect(await canvas.findByText(`Navigated to ${paths.login}`)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: { auth: scenarioHandlers({ name: 'password-reset-error', status: 503 }).auth },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement);
    await expect(await canvas.findByText(apiErrorMessage(503))).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(EMAIL);
    await expect(
      canvas.getByRole('button', { name: MESSAGES.sendResetInstructions }),
    ).toBeEnabled();
  },
};

export const NetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: scenarioHandlers({ name: 'network-error', endpoint: 'passwordReset' }).auth,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestReset(canvasElement);
    await expect(await canvas.findByText(MESSAGES.resetFailed)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(EMAIL);
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: Default.play,
};
