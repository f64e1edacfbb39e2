import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { UPDATE_COPY, UpdateBanner } from './UpdateBanner';

const meta = {
  title: 'Portal/App/Update available',
  component: UpdateBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Shown by the real build when a new version has been downloaded by the service worker and waits. It never takes over by itself (an inspector may be halfway through a form): 'Reload' lets it take over and reloads the page, 'Later' hides the banner until the next visit. It sits at the bottom, clear of the top bar and the notices.",
      },
    },
  },
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(UPDATE_COPY.available);
    await expect(within(banner).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Reload: the page asks the new version to take over, once. */
export const Reload: Story = {
  play: async ({ args, canvasElement }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: /Reloading/ })).toBeVisible();
  },
};

/** Later: the banner goes; nothing swaps in. */
export const Later: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull());
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: Available.play,
};
