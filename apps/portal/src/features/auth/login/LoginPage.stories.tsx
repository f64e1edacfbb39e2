import { MESSAGES } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, overrideEndpoint, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { NAVIGATED_AWAY_TEST_ID, screenStory } from '../../../testing/portal-story';
import { LoginPage, REMEMBER_ME_HINT } from './LoginPage';

const meta = {
  title: 'Portal/Login',
  component: LoginPage,
  ...screenStory({
    url: paths.login,
    description:
      "Sign-in (/login). Email, password, remember-me, a link to the password reset; 'Signing in...' while waiting; 'Login failed' on failure. In demo mode the demo accounts are listed under the form.",
  }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADMIN = DEMO_ACCOUNTS.admin.email;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    await expect(await canvas.findByRole('heading', { name: 'Demo accounts' })).toBeVisible();
    // What ticking 'Remember me' means, read with the box.
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
      REMEMBER_ME_HINT,
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText(MESSAGES.required)).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), ADMIN);
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.loginFailed)).toBeVisible();
    // Nothing typed is lost.
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(ADMIN);
  },
};

export const ServerRefusesLogin: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'login-failure' }) } },
  play: LoginFailed.play,
};

/** No signal: the sign-in does not reach the server. That is not a wrong password. */
export const ServerUnreachable: Story = {
  parameters: {
    msw: { handlers: scenarioHandlers({ name: 'network-error', endpoint: 'login' }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), ADMIN);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.loginUnavailable)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.loginFailed)).toBeNull();
    await expect(canvas.getByLabelText(/Password/)).toHaveValue(DEMO_PASSWORD);
  },
};

export const SigningIn: Story = {
  parameters: {
    msw: { handlers: overrideEndpoint('login', () => delay('infinite')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), ADMIN);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SignsInToDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Use ${ADMIN}` }));
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(ADMIN);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
        `Navigated to ${paths.dashboard}`,
      ),
    );
  },
};

export const ReturnsToRememberedPlace: Story = {
  parameters: { portal: { url: paths.login, state: { from: `${paths.sites}?status=active` } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), ADMIN);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
        `Navigated to ${paths.sites}?status=active`,
      ),
    );
  },
};

export const RememberedEmail: Story = {
  parameters: { portal: { url: paths.login, preferences: { navPosition: 'top', email: ADMIN } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(ADMIN);
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
};

/**
 * Someone is signed in on this device: /login says who, and offers to continue as them or to
 * log out first, instead of signing in over them.
 */
export const SomeoneSignedIn: Story = {
  parameters: { portal: { url: paths.login, signedInAs: 'staff' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `You are signed in as ${DEMO_ACCOUNTS.staff.first_name} ${DEMO_ACCOUNTS.staff.last_name}`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: `Continue as ${DEMO_ACCOUNTS.staff.first_name}` }),
    ).toHaveAttribute('href', paths.dashboard);
    // The logout's own chunk has come: the button is usable (and pictured as it is).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled());
  },
};

export const SomeoneSignedInMobile: Story = {
  ...SomeoneSignedIn,
  globals: PHONE_VIEWPORT,
};

/** Logging the person out first: nothing waits to be sent, so it is at once; the form returns. */
export const LogsOutFirst: Story = {
  parameters: SomeoneSignedIn.parameters,
  play: async (context) => {
    await SomeoneSignedIn.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(canvas.queryByText(/^You are signed in as/)).toBeNull());
    await expect(await canvas.findByLabelText(/Password/)).toBeVisible();
  },
};
