import { NOTICE_MS } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Modal } from '../Modal';
import { Text } from '../Text';
import { NotificationHost, NotificationProvider } from './NotificationHost';
import { createNotificationStore, type NotifyOptions } from './notificationStore';

const SAVED: NotifyOptions = { type: 'success', message: 'Inspection saved successfully.' };
const MOVE_FAILED: NotifyOptions = {
  type: 'error',
  message:
    'Failed to move items. Please try again. If the problem persists, please contact support.',
  timeout: NOTICE_MS.medium,
};
const RESTORED: NotifyOptions = { type: 'info', message: 'Demo data restored.' };

interface DemoProps {
  /** Stories keep messages up until closed (`Infinity`), so a slow run cannot lose them. */
  defaultTimeout?: number;
  closeLabel?: string;
  /** Render the host through a `NotificationProvider` instead of its `store` prop. */
  viaProvider?: boolean;
}

/** A page with buttons that send messages to an isolated store, and the host showing them. */
function NotificationsDemo({ defaultTimeout = Infinity, closeLabel, viaProvider }: DemoProps) {
  const [store] = useState(() => createNotificationStore({ defaultTimeout }));
  const [modalOpen, setModalOpen] = useState(false);
  const buttons = (
    <Inline space="sm">
      <Button onClick={() => store.notify(SAVED)}>Save inspection</Button>
      <Button variant="secondary" onClick={() => store.notify(MOVE_FAILED)}>
        Move items
      </Button>
      <Button variant="secondary" onClick={() => store.notify(RESTORED)}>
        Restore demo data
      </Button>
      <Button variant="ghost" onClick={() => setModalOpen(true)}>
        Open Move Items
      </Button>
    </Inline>
  );
  const page = (
    <>
      {buttons}
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title="Move Items"
        footer={
          <>
            <Button variant="secondary" onClick={() => setModalOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => store.notify(MOVE_FAILED)}>Move</Button>
          </>
        }
      >
        <Text as="p">Move 12 Standard 3.0m to Kings Cross Yard.</Text>
      </Modal>
    </>
  );
  return viaProvider ? (
    <NotificationProvider store={store}>
      {page}
      <NotificationHost closeLabel={closeLabel} />
    </NotificationProvider>
  ) : (
    <>
      {page}
      <NotificationHost store={store} closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'Overlays/Notifications',
  component: NotificationHost,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Short app-wide messages about something that just happened or the app as a whole: 'Inspection saved successfully.', 'Items moved successfully!', 'Your session has expired. Please log in again.'. Call `notify({ type: 'error' | 'success' | 'info', message, timeout })` from anywhere (it returns an id for `dismiss(id)`); `timeout` defaults to 5000 ms, and `NOTICE_MS.medium` (30 s) and `.long` (60 s) from `@scaffold/domain` cover the longer messages of the error catalogue. A message already on screen is not repeated: its timer starts again. Render one `<NotificationHost />` at the root of the app: top right on wide screens, across the top on phones, each message with a close button. Errors are announced at once (assertive live region), others politely; the live regions are in the page before the first message. While a modal is open the messages render inside it, so they stay readable and closable. Tests and stories use `createNotificationStore()` with the host's `store` prop or a `NotificationProvider`. For a message beside a form or a section, use `Notice`.",
      },
    },
  },
  render: (args) => <NotificationsDemo closeLabel={args.closeLabel} />,
} satisfies Meta<typeof NotificationHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const host = () => page().getByRole('region', { name: 'Notifications' });
const click = async (name: string) => userEvent.click(page().getByRole('button', { name }));

export const Success: Story = {
  play: async () => {
    await click('Save inspection');
    const status = within(host()).getByRole('status');
    await expect(status).toHaveTextContent('Inspection saved successfully.');
    await expect(within(status).getByText('Inspection saved successfully.')).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  play: async () => {
    await click('Move items');
    await expect(within(host()).getByRole('alert')).toHaveTextContent(MOVE_FAILED.message);
    await expect(within(host()).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Errors (assertive) above the other messages (polite). */
export const AllTypes: Story = {
  play: async () => {
    await click('Restore demo data');
    await click('Save inspection');
    await click('Move items');
    const region = host();
    await expect(within(region).getByRole('alert')).toHaveTextContent(MOVE_FAILED.message);
    const polite = within(within(region).getByRole('status')).getAllByRole('paragraph');
    await expect(polite.map((message) => message.textContent)).toEqual([
      RESTORED.message,
      SAVED.message,
    ]);
  },
};

export const SameMessageShownOnce: Story = {
  play: async () => {
    await click('Move items');
    await click('Move items');
    await click('Move items');
    await expect(within(host()).getAllByText(MOVE_FAILED.message)).toHaveLength(1);
  },
};

export const ClosesWithItsButton: Story = {
  args: { closeLabel: 'Close notification' },
  play: async () => {
    await click('Save inspection');
    await click('Move items');
    const region = host();
    const saved = within(region).getByText(SAVED.message).closest('div') as HTMLElement;
    await userEvent.click(within(saved).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region).queryByText(SAVED.message)).not.toBeInTheDocument());
    await expect(within(region).getByText(MOVE_FAILED.message)).toBeVisible();
    // The polite region stays in the page, ready for the next message.
    await expect(within(region).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ClosesAfterItsTimeout: Story = {
  render: () => <NotificationsDemo defaultTimeout={600} />,
  play: async () => {
    await click('Save inspection');
    await expect(within(host()).getByText(SAVED.message)).toBeVisible();
    await waitFor(() => expect(within(host()).queryByText(SAVED.message)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** The live regions are in the page, empty, before any message arrives. */
export const LiveRegionsBeforeAnyMessage: Story = {
  play: async () => {
    const region = host();
    await expect(within(region).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
    await expect(within(region).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const OnMobile: Story = {
  ...AllTypes,
  globals: PHONE_VIEWPORT,
};

/** Sent while a modal is open: shown inside it, above the backdrop, and still closable. */
export const AboveAModal: Story = {
  play: async () => {
    await click('Open Move Items');
    const dialog = await page().findByRole('dialog', { name: 'Move Items' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const region = within(dialog).getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent(MOVE_FAILED.message);
    await click('Move');
    await expect(within(region).getAllByText(MOVE_FAILED.message)).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toBeEmptyDOMElement());
    await click('Move');
  },
};

export const ThroughAProvider: Story = {
  render: () => <NotificationsDemo viaProvider />,
  play: Success.play,
};
