import { emptyCollectionNoteForm, HIRE_MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { signPad } from '../../../testing/sign-pad';
import { CollectionNoteForm } from './CollectionNoteForm';
import { STORY_ITEMS, STORY_NOW, STORY_SITES, storyNow } from './note-fixtures';
import type { NoteSendResult } from './note-send-result';
import { StoryFrame, showInFrame } from './story-frame';

const [site = { id: 7, name: 'Riverside Flats' }] = STORY_SITES;

const meta = {
  title: 'Portal/Hire/Collection note',
  component: CollectionNoteForm,
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
          "The collection note: the lines collected with the yard's short and damaged counts, the site's signature or none, the driver's. More than the site holds is an over-return: a notice, never a refusal.",
      },
    },
  },
  args: {
    site,
    items: STORY_ITEMS,
    held: new Map([[3, 30]]),
    defaultValues: emptyCollectionNoteForm({
      fromSiteId: 7,
      driverName: 'Dan Driver',
      now: STORY_NOW,
    }),
    onSend: fn(async (): Promise<NoteSendResult> => ({ kind: 'stored', number: 'CN-000045' })),
    now: storyNow,
  },
} satisfies Meta<typeof CollectionNoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillLine(canvasElement: HTMLElement, quantity: string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Item, line 1' }), '3');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity, line 1' }), quantity);
}

/** A new note: one line with no short or damaged units, the site asked to sign. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Collected from Riverside Flats, back to the yard.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Short at the yard, line 1' })).toHaveValue(
      '0',
    );
    await expect(canvas.getByRole('checkbox', { name: /Someone on site signs/ })).toBeChecked();
  },
};

/** 34 back from a site holding 30: the 4 over are a notice, and the note can still be sent. */
export const OverReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLine(canvasElement, '34');
    await expect(
      showInFrame(await canvas.findByText(/4 × Steel tube 6.4 m beyond what is on hire here/)),
    ).toBeVisible();
  },
};

/** Short and damaged above what was collected; empty pads: refused with the field's words. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLine(canvasElement, '2');
    const short = canvas.getByRole('textbox', { name: 'Short at the yard, line 1' });
    await userEvent.clear(short);
    await userEvent.type(short, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and send' }));
    await expect(
      showInFrame(await canvas.findByText(HIRE_MESSAGES.variancesAboveQuantity)),
    ).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** No one on site: only the driver signs, and the note goes. */
export const SignedByDriverOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLine(canvasElement, '20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vehicle registration' }), 'AB12 CDE');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Someone on site signs/ }));
    await expect(canvas.queryByRole('textbox', { name: 'Released by: name' })).toBeNull();
    const pad = canvasElement.querySelector('canvas') as HTMLCanvasElement;
    pad.scrollIntoView();
    signPad(pad, 1);
    await canvas.findByRole('img', { name: /^Driver: signature Signed/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and send' }));
    await expect(showInFrame(await canvas.findByText('Recorded as CN-000045.'))).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        from_site_id: 7,
        site_signature: null,
        lines: [{ item_id: 3, quantity: 20, short: 0, damaged: 0 }],
      }),
    );
  },
};

/** No connection: signed by the driver alone, the note is kept on the phone and sent later. */
export const Queued: Story = {
  args: { onSend: fn(async (): Promise<NoteSendResult> => ({ kind: 'queued' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLine(canvasElement, '20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vehicle registration' }), 'AB12 CDE');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Someone on site signs/ }));
    const pad = canvasElement.querySelector('canvas') as HTMLCanvasElement;
    pad.scrollIntoView();
    signPad(pad, 1);
    await canvas.findByRole('img', { name: /^Driver: signature Signed/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and send' }));
    await expect(
      showInFrame(await canvas.findByText('It is sent by itself once there is a connection.')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
  },
};

/** Opened again (a reload) over a note queued on this phone: the entries back, nothing to press. */
export const ReopenedQueued: Story = {
  args: {
    defaultValues: {
      ...emptyCollectionNoteForm({ fromSiteId: 7, driverName: 'Dan Driver', now: STORY_NOW }),
      vehicle: 'AB12 CDE',
    },
    initialResult: { kind: 'queued' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Vehicle registration' })).toHaveValue(
      'AB12 CDE',
    );
    await expect(
      showInFrame(canvas.getByText('It is sent by itself once there is a connection.')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: Draft.play,
};
