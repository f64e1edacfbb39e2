import { DEMO_ACCOUNTS } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths } from '../../config/paths';
import { PREFERENCES_KEY } from '../../session/session-atoms';
import { screenStory } from '../../testing/portal-story';
import { PreferencesPage } from './PreferencesPage';

const meta = {
  title: 'Portal/Preferences',
  component: PreferencesPage,
  // The screen as the app shows it: inside the frame, whose navigation moves with the preference.
  ...screenStory({
    url: paths.preferences,
    signedInAs: 'manager',
    preferences: { navPosition: 'top', email: DEMO_ACCOUNTS.manager.email },
    frame: 'app',
    description:
      "/preferences (guarded; rendered inside the app frame). Navigation position 'top' or 'side', kept on this device; the signed-in user's name, email and role; forgetting the email remembered at sign-in.",
  }),
} satisfies Meta<typeof PreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const storedPreferences = () => JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await expect(canvas.getByLabelText('Navigation position')).toHaveValue('top');
    const account = within(canvas.getByRole('region', { name: 'Your account' }));
    await expect(account.getByText(DEMO_ACCOUNTS.manager.email)).toBeVisible();
    await expect(account.getByText('Manager')).toBeVisible();
  },
};

export const SwitchToSide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Navigation position'), 'side');
    await expect(canvas.getByLabelText('Navigation position')).toHaveValue('side');
    await waitFor(() => expect(storedPreferences()?.navPosition).toBe('side'));
  },
};

export const ForgetRememberedEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remembered = within(canvas.getByRole('region', { name: 'Remembered email' }));
    await userEvent.click(remembered.getByRole('button', { name: 'Forget remembered email' }));
    await expect(await remembered.findByRole('status')).toHaveTextContent(/^Forgotten/);
    await expect(remembered.queryByRole('button', { name: 'Forget remembered email' })).toBeNull();
    await waitFor(() => expect(storedPreferences()?.email).toBeUndefined());
  },
};

export const NothingRemembered: Story = {
  parameters: { portal: { signedInAs: 'admin', preferences: { navPosition: 'side' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Navigation position')).toHaveValue('side');
    await expect(canvas.getByText('No email is remembered on this device.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Forget remembered email' })).toBeNull();
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: Default.play,
};
