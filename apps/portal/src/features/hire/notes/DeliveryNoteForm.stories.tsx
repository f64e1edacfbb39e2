import { emptyDeliveryNoteForm, HIRE_MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { signPad } from '../../../testing/sign-pad';
import { DeliveryNoteForm } from './DeliveryNoteForm';
import { STORY_ITEMS, STORY_NOW, STORY_SITES, storyAvailable, storyNow } from './note-fixtures';
import type { NoteSendResult } from './note-send-result';
import { StoryFrame, showInFrame } from './story-frame';

const sendWith = (result: NoteSendResult) => fn(async () => result);

const meta = {
  title: 'Portal/Hire/Delivery note',
  component: DeliveryNoteForm,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The driver's delivery note, built for a phone: where from and to, the lines, the vehicle and time, the receiver's signature (or no one on site and a photo of the drop) and the driver's. Nothing is sent until every field passes the domain's checks; on a refusal every entry stays.",
      },
    },
  },
  args: {
    sites: STORY_SITES,
    items: STORY_ITEMS,
    availableAt: storyAvailable,
    defaultValues: emptyDeliveryNoteForm({ toSiteId: 7, driverName: 'Dan Driver', now: STORY_NOW }),
    onSend: sendWith({ kind: 'stored', number: 'DN-000124' }),
    now: storyNow,
  },
} satisfies Meta<typeof DeliveryNoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills a whole note: a line of 40 tubes, the vehicle, both signatures. */
async function fillNote(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Item, line 1' }), '3');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity, line 1' }), '40');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Vehicle registration' }), 'AB12 CDE');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Received by: name' }), 'Sam Site');
  const pads = canvasElement.querySelectorAll('canvas');
  pads.forEach((pad, index) => {
    pad.scrollIntoView();
    signPad(pad, index);
  });
  await canvas.findByRole('img', { name: /^Driver: signature Signed/ });
}

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign and send' }));

/** A new note: one empty line, the driver named, nothing signed. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'To site' })).toHaveValue('7');
    await expect(canvas.getByRole('textbox', { name: 'Driver: name' })).toHaveValue('Dan Driver');
    await expect(canvas.getByRole('img', { name: /^Driver: signature Not signed/ })).toBeVisible();
  },
};

/** Sent with nothing filled in: each field says what it needs; an empty pad is refused. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByText('Choose an item.')).toBeVisible();
    await expect(canvas.getByText(HIRE_MESSAGES.vehicleRequired)).toBeVisible();
    await expect(canvas.getAllByText(HIRE_MESSAGES.padEmpty)).toHaveLength(2);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** More than the yard has, and an item twice: named on their lines. */
export const AboveAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNote(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    await send(canvasElement);
    await expect(
      showInFrame(await canvas.findByText(HIRE_MESSAGES.quantityAboveAvailable(120))),
    ).toBeVisible();
  },
};

/** Signed and sent: the docket's number, the button done. */
export const Signed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNote(canvasElement);
    await send(canvasElement);
    await expect(showInFrame(await canvas.findByText('Recorded as DN-000124.'))).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        to_site_id: 7,
        from_site_id: null,
        lines: [{ item_id: 3, quantity: 40 }],
        receipt: expect.objectContaining({ kind: 'signed' }),
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
  },
};

/** No one on site: the photo of the drop is asked for instead of a signature. */
export const NoOneOnSite: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /No one on site/ }));
    await expect(canvas.queryByRole('textbox', { name: 'Received by: name' })).toBeNull();
    await send(canvasElement);
    await expect(showInFrame(await canvas.findByText(HIRE_MESSAGES.photoRequired))).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** No connection: the note is kept on the device and sent later. */
export const Queued: Story = {
  args: { onSend: sendWith({ kind: 'queued' }) },
  play: async ({ canvasElement }) => {
    await fillNote(canvasElement);
    await send(canvasElement);
    await expect(
      showInFrame(
        await within(canvasElement).findByText('It is sent by itself once there is a connection.'),
      ),
    ).toBeVisible();
  },
};

/** The values a driver typed before the phone lost signal, as the draft keeps them. */
const typedBefore = {
  ...emptyDeliveryNoteForm({ toSiteId: 7, driverName: 'Dan Driver', now: STORY_NOW }),
  vehicle: 'AB12 CDE',
  lines: [{ item_id: '3', quantity: '40' }],
};

/**
 * Opened again (a reload) over a note queued on this phone: what was typed is back, the note
 * waits in the outbox and is sent by itself, so there is nothing to press.
 */
export const ReopenedQueued: Story = {
  args: { defaultValues: typedBefore, initialResult: { kind: 'queued' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Vehicle registration' })).toHaveValue(
      'AB12 CDE',
    );
    await expect(canvas.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('40');
    await expect(
      showInFrame(canvas.getByText('It is sent by itself once there is a connection.')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/**
 * Opened again over a queued note the server refused when the outbox sent it: its reason, every
 * entry back, and the button to correct and send again.
 */
export const ReopenedRefused: Story = {
  args: {
    defaultValues: typedBefore,
    initialResult: { kind: 'refused', reason: 'Only 12 are available here.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      showInFrame(canvas.getByText(/Only 12 are available here\. Your entries are kept/)),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Vehicle registration' })).toHaveValue(
      'AB12 CDE',
    );
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeEnabled();
  },
};

/** A correcting note: names the note it corrects and asks why. */
export const Correction: Story = {
  args: {
    defaultValues: emptyDeliveryNoteForm({
      toSiteId: 7,
      driverName: 'Dan Driver',
      now: STORY_NOW,
      corrects: { note_id: 123, number: 'DN-000123', reason: '' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Correcting note DN-000123' })).toBeVisible();
    await fillNote(canvasElement);
    await send(canvasElement);
    await expect(showInFrame(await canvas.findByText(HIRE_MESSAGES.reasonRequired))).toBeVisible();
  },
};

/** Another device corrected the note first (409): said plainly, every entry kept. */
export const CorrectedElsewhere: Story = {
  args: {
    ...Correction.args,
    onSend: sendWith({ kind: 'conflict', reason: HIRE_MESSAGES.correctedAlready('DN-000130') }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reason for the correction' }),
      'Counted 40, not 30',
    );
    await fillNote(canvasElement);
    await send(canvasElement);
    await expect(
      showInFrame(await canvas.findByText(HIRE_MESSAGES.correctedAlready('DN-000130'))),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Vehicle registration' })).toHaveValue(
      'AB12 CDE',
    );
    await expect(canvas.getByRole('textbox', { name: 'Reason for the correction' })).toHaveValue(
      'Counted 40, not 30',
    );
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeEnabled();
  },
};

/** The server refused it: its reason, the entries kept to correct. */
export const RefusedByServer: Story = {
  args: { onSend: sendWith({ kind: 'refused', reason: 'Only 12 are available here.' }) },
  play: async ({ canvasElement }) => {
    await fillNote(canvasElement);
    await send(canvasElement);
    await expect(
      showInFrame(await within(canvasElement).findByText(/Only 12 are available here\./)),
    ).toBeVisible();
  },
};

/** On a driver's phone. */
export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: Draft.play,
};
