import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_VARIANTS, Button } from './Button';

const meta = {
  title: 'Form/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save inspection', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save inspection' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Signing in...', children: 'Sign in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
