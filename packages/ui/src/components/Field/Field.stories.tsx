import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Field } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Form/Field',
  component: Field,
  tags: ['autodocs'],
  decorators: [withMaxWidth(400), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The wrapper behind every input: it renders the label, hint and error and hands the control the ids and states that tie them together (`id`, `aria-describedby`, `aria-invalid`, `aria-required`). The error is a `role="alert"`, so screen readers announce it when it appears. Use it directly only for a control the kit does not have; `TextField`, `NumberField`, `TextArea` and `Select` already use it.',
      },
    },
  },
  args: {
    label: 'Tie pattern',
    children: (controlProps) => (
      <input className={control()} name="tie_pattern" {...controlProps} />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Tie pattern' })).toBeVisible();
  },
};

export const HintAndError: Story = {
  args: {
    hint: 'For example: box ties every 4 m.',
    error: 'Required',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tie pattern' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Required For example: box ties every 4 m.');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Notes for base plates' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Notes for base plates' }),
    ).toBeVisible();
  },
};
