import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { LogoutIcon } from '../../icons/line-icons';
import { withPagePadding } from '../../storybook/decorators';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, ButtonLink } from './Button';

const meta = {
  title: 'Form/Button',
  component: Button,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The button for every action. Use one `primary` button for the main action of a view or form, `secondary` beside it (Cancel), `ghost` for low-key actions inside rows and lists ('+ New', 'Move to'), and `danger` for destructive actions. While a request runs, set `busy` with a `busyLabel` such as 'Signing in...': the button shows a spinner, says what is happening and ignores clicks and submits, yet stays focusable (`aria-disabled` and `aria-busy`, not `disabled`), so keyboard focus is not lost while the request runs. For navigation that should look like a button use `ButtonLink`.",
      },
    },
  },
  args: { children: 'Save inspection', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
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

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '+ New' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete site' } };

export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: 'Move to' } };

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <LogoutIcon size={18} />, children: 'Logout' },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Signing in...', children: 'Sign in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    // Refuses clicks but keeps focus where the user left it.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save inspection' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'primary', children: 'Confirm Move' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Confirm Move' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LongLabel: Story = {
  args: { children: 'Send Reset Instructions to the address on file' },
};

/** Every variant and size at once, for review. */
export const AllVariants: Story = {
  render: (args) => (
    <Stack space="md">
      {BUTTON_SIZES.map((size) => (
        <Inline key={size} space="sm">
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'Sign in' },
  globals: PHONE_VIEWPORT,
};

export const AsLink: Story = {
  render: () => (
    <Inline space="sm">
      <ButtonLink href="/register?plan=2">Start free trial</ButtonLink>
      <ButtonLink href="/admindashboard" variant="secondary">
        Admin Dashboard
      </ButtonLink>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start free trial' });
    await expect(link).toHaveAttribute('href', '/register?plan=2');
  },
};
