import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { TopBar } from '../TopBar';
import { ACCOUNT_LINKS, NAV_ITEMS, navigateTo, withStoryLinks } from '../TopBar/TopBar.fixtures';
import { OutboxIndicator, type OutboxIndicatorProps, STORAGE_AT_RISK } from './OutboxIndicator';

const HREF = '/dashboard/inspections?site=3';

/** The indicator where it lives: in the top bar, at the right. */
const inTheBar = (args: OutboxIndicatorProps) => (
  <TopBar
    items={NAV_ITEMS}
    userName="Sam Carter"
    onLogout={() => {}}
    {...ACCOUNT_LINKS}
    status={<OutboxIndicator {...args} />}
  />
);

const meta = {
  title: 'App frame/OutboxIndicator',
  component: OutboxIndicator,
  tags: ['autodocs'],
  decorators: [withStoryLinks],
  render: inTheBar,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The top bar's word on the outbox: what was saved on this device with no connection and is waiting to be sent, what the server did not accept, that the browser is offline, or for a moment after the last one went through, 'All sent'. Pass it as the TopBar's `status`. It links to where the items are listed. From tablets up it says it in words; on phones it shows its icon and the count, the words staying in its accessible name. With nothing to say it renders nothing.",
      },
    },
  },
  args: { waiting: 2, refused: 0, sending: false, sent: false, offline: false, href: HREF },
} satisfies Meta<typeof OutboxIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const indicator = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('link', { name });

/** Saved on the device with the network off: two inspections wait to be sent. */
export const Waiting: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const link = indicator(canvasElement, 'Offline: 2 waiting to send');
    await expect(link).toHaveAttribute('href', HREF);
    await expect(link).toBeVisible();
    navigateTo.mockClear();
    await userEvent.click(link);
    await expect(navigateTo).toHaveBeenCalledWith(HREF);
  },
};

/** The network is back and the first one is on its way. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement, '2 sending…')).toBeVisible();
  },
};

/** The server did not accept one: it waits for the user to correct it or discard it. */
export const Refused: Story = {
  args: { waiting: 1, refused: 1 },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement, '1 waiting to send, 1 not accepted')).toBeVisible();
  },
};

/**
 * The browser did not agree to keep the device's storage (`navigator.storage.persist()`): what
 * waits may be cleared, so the bar says to send it within 7 days, and why in its title.
 */
export const StorageAtRisk: Story = {
  args: { waiting: 2, storageAtRisk: true },
  play: async ({ canvasElement }) => {
    const link = indicator(canvasElement, '2 waiting to send: send within 7 days');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', STORAGE_AT_RISK);
  },
};

/** Everything went through: said for a moment, then the indicator goes. */
export const Sent: Story = {
  args: { waiting: 0, sent: true },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement, 'All sent')).toBeVisible();
  },
};

/** No network, nothing waiting: the bar still says the portal is offline. */
export const Offline: Story = {
  args: { waiting: 0, offline: true },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement, 'Offline')).toBeVisible();
  },
};

/** Nothing waiting, online: nothing shown. */
export const Nothing: Story = {
  args: { waiting: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    await expect(within(bar).queryByRole('link', { name: /send|sent|offline/i })).toBeNull();
  },
};

/** On a phone: beside the menu button, a 44×44 target with the count; the words in its name. */
export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  args: { waiting: 1, refused: 2, offline: true },
  play: async ({ canvasElement }) => {
    const link = indicator(canvasElement, '1 waiting to send, 2 not accepted');
    await expect(link).toBeVisible();
    await expect(link).toHaveTextContent('3');
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    // Nothing in the bar runs off the screen.
    const bar = within(canvasElement).getByRole('banner').getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(bar.right);
  },
};
