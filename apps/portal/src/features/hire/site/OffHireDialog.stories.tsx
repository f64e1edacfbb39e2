import { HIRE_MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OffHireDialog } from './OffHireDialog';
import { STORY_SITE_HIRE } from './site-hire-fixtures';

const meta = {
  title: 'Portal/Hire/Off-hire',
  component: OffHireDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Off-hire from a site's hire page: everything, some of the kit, or a scaffold let on a contract; from today or later (never backdated); who asked; a note.",
      },
    },
  },
  args: {
    site: { id: 7, name: 'Riverside Flats', start_date: '2026-03-02' },
    onHire: STORY_SITE_HIRE.onHire,
    scaffolds: [{ id: 5, label: 'Scaffold 5: north elevation' }],
    today: '2026-11-20',
    onSend: fn(async () => ({ kind: 'stored', number: null }) as const),
    onClose: fn(),
  },
} satisfies Meta<typeof OffHireDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');

/** Opened: the whole site, from today. */
export const Open: Story = {
  play: async () => {
    await expect(within(dialog()).getByLabelText('Off-hire from')).toHaveValue('2026-11-20');
    await expect(
      within(dialog()).getByRole('radio', { name: 'Everything on the site' }),
    ).toBeChecked();
  },
};

/** No name, and more couplers than are on hire: refused with the field's words, nothing sent. */
export const Refused: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.click(box.getByRole('radio', { name: 'Some of the kit' }));
    await userEvent.selectOptions(box.getByRole('combobox', { name: 'Item, line 1' }), '4');
    await userEvent.type(box.getByRole('textbox', { name: 'Quantity, line 1' }), '61');
    await userEvent.click(box.getByRole('button', { name: 'Off-hire' }));
    await expect(await box.findByText(HIRE_MESSAGES.signerName)).toBeVisible();
    // Named, the line is held to what is on hire.
    await userEvent.type(box.getByRole('textbox', { name: 'Requested by' }), 'Pat Client');
    await userEvent.click(box.getByRole('button', { name: 'Off-hire' }));
    await expect(await box.findByText(HIRE_MESSAGES.quantityAboveOnHire(60))).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Some of the kit: 20 couplers of the 60 on hire. */
export const SomeLines: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.click(box.getByRole('radio', { name: 'Some of the kit' }));
    await userEvent.selectOptions(box.getByRole('combobox', { name: 'Item, line 1' }), '4');
    await userEvent.type(box.getByRole('textbox', { name: 'Quantity, line 1' }), '20');
    await userEvent.type(box.getByRole('textbox', { name: 'Requested by' }), 'Pat Client');
    await userEvent.click(box.getByRole('button', { name: 'Off-hire' }));
    await expect(await box.findByText('Off-hire sent')).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        site_id: 7,
        from: '2026-11-20',
        scope: { kind: 'lines', lines: [{ item_id: 4, quantity: 20 }] },
        requested_by: 'Pat Client',
      }),
    );
  },
};
