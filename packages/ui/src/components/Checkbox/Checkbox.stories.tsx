import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A single yes/no choice, such as 'Remember me' on the login screen. The whole label is a click target. Works with react-hook-form's `register` (the value arrives as a boolean).",
      },
    },
  },
  args: { label: 'Remember me', name: 'remember', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { hint: 'Your email is kept on this device only.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toHaveAccessibleDescription('Your email is kept on this device only.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I confirm the scaffold is safe to use',
    name: 'confirm',
    error: 'Confirm before signing',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I confirm the scaffold is safe to use',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Confirm before signing',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
