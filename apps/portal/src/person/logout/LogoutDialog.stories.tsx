import { MOCK_NOW } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import type { OutboxEntry } from '../../offline/outbox/outbox-entry';
import { LogoutDialog } from './LogoutDialog';
import { LOGOUT_COPY } from './logout-copy';

const at = (minutesAgo: number) => Date.parse(MOCK_NOW) - minutesAgo * 60_000;
const entry = (id: string, siteName: string, minutesAgo: number, refused = false): OutboxEntry => ({
  id,
  owner: '1.u1',
  siteId: Number(id),
  siteName,
  savedAt: at(minutesAgo),
  idempotencyKey: `key-${id}`,
  status: refused ? 'refused' : 'waiting',
  attempts: refused ? 0 : 1,
  reason: refused ? 'temperature: must be at most 100' : null,
});
const ENTRIES = [
  entry('11', 'Harbourside Housing Estate Phase 2', 95),
  entry('12', 'Radford Church Tower Restoration', 40),
  entry('13', 'Castle Street Retail Units', 12, true),
];

const meta = {
  title: 'Portal/Session/Logout with inspections not sent',
  component: LogoutDialog,
  parameters: {
    docs: {
      description: {
        component:
          'Logout never strands work: with inspections of this user still on the device it lists them and offers to send them now (one round, with its progress), to keep them for the next sign-in on this device, or to discard them, named once more, after a confirmation.',
      },
    },
  },
  args: {
    entries: ENTRIES,
    step: { kind: 'choose' },
    onSendNow: fn(),
    onKeep: fn(),
    onDiscard: fn(),
    onConfirmDiscard: fn(),
    onBack: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The choice: each inspection by site and time saved, and the three ways out. */
export const Choose: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByRole('heading', { name: LOGOUT_COPY.title })).toBeVisible();
    await expect(shown.getByText(LOGOUT_COPY.intro(3))).toBeVisible();
    await expect(shown.getByText('Radford Church Tower Restoration')).toBeVisible();
    await expect(shown.getAllByText(LOGOUT_COPY.waiting)).toHaveLength(2);
    await expect(shown.getByText(LOGOUT_COPY.refused)).toBeVisible();
    await expect(shown.getByText(LOGOUT_COPY.keepNote)).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: LOGOUT_COPY.keep }));
    await expect(args.onKeep).toHaveBeenCalledOnce();
    await userEvent.click(shown.getByRole('button', { name: LOGOUT_COPY.discard }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** Sending now: the round's progress; nothing else can be pressed meanwhile. */
export const Sending: Story = {
  args: { step: { kind: 'sending', done: 1, total: 2 } },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByRole('status')).toHaveTextContent(LOGOUT_COPY.sending(1, 2));
    await expect(shown.getByRole('button', { name: LOGOUT_COPY.keep })).toBeDisabled();
    await expect(shown.getByRole('button', { name: LOGOUT_COPY.discard })).toBeDisabled();
  },
};

/** The round could not send them all: what is left, and the choice again. */
export const NotAllSent: Story = {
  args: { entries: ENTRIES.slice(1), step: { kind: 'choose', notAllSent: true } },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(LOGOUT_COPY.notAllSent(2))).toBeVisible();
    await expect(shown.queryByText('Harbourside Housing Estate Phase 2')).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: LOGOUT_COPY.sendNow }));
    await expect(args.onSendNow).toHaveBeenCalledOnce();
  },
};

/** Discard asks first, naming each inspection that would be deleted. */
export const ConfirmDiscard: Story = {
  args: { step: { kind: 'confirm-discard' } },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByRole('heading', { name: LOGOUT_COPY.discardTitle })).toBeVisible();
    await expect(shown.getByText('Castle Street Retail Units')).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: LOGOUT_COPY.discardConfirm(3) }));
    await expect(args.onConfirmDiscard).toHaveBeenCalledOnce();
  },
};

/** On a phone: the list and the three actions fit the width. */
export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByRole('button', { name: LOGOUT_COPY.sendNow })).toBeVisible();
  },
};
