import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { TextArea } from './TextArea';

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  decorators: [withMaxWidth(480), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A labelled multi-line input for free text: registration comments, checklist item notes, general inspection notes. Same label, hint and error wiring as `TextField`, and it works with react-hook-form's `register`.",
      },
    },
  },
  args: { label: 'General notes', name: 'notes', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'General notes' });
    await userEvent.type(textArea, 'Boards replaced on lift 3.{Enter}Toe boards checked.');
    await expect(textArea).toHaveValue('Boards replaced on lift 3.\nToe boards checked.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Comments',
    name: 'comments',
    hint: 'Tell us about your yards, fleet and how many sites you run.',
    required: true,
  },
};

export const WithError: Story = {
  args: { label: 'Comments', name: 'comments', required: true, error: 'Comments are required' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comments' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Comments are required');
  },
};

export const LongText: Story = {
  args: {
    rows: 5,
    defaultValue:
      'North elevation: two ties missing at lift 4 replaced with through-ties; sole boards under standards 12 to 15 were waterlogged and have been replaced. Ladder access at bay 7 re-lashed. Handrails and toe boards complete on all working lifts. Signage at the site entrance updated with the new inspection tag date. Next inspection due in seven days or after any adverse weather.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read-only after sign-off.' },
};

export const Mobile: Story = { globals: PHONE_VIEWPORT, args: { hint: 'Optional.' } };
