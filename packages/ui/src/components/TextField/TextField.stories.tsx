import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TEXT_FIELD_TYPES, TextField } from './TextField';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  decorators: [withMaxWidth(400), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A labelled single-line input for names, emails, passwords and searches. The label, hint and error are tied to the input for assistive tech (see `Field`). It works with react-hook-form: spread `register(\'email\')` on it, and pass `errors.email?.message` as `error`. Use `type="search"` with `hideLabel` for search boxes whose purpose is obvious from the placeholder and surroundings.',
      },
    },
  },
  args: { label: 'Email', name: 'email', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'select', options: TEXT_FIELD_TYPES } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { type: 'email', autoComplete: 'email' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'manager@demo.scaffold.test');
    await expect(input).toHaveValue('manager@demo.scaffold.test');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Company name',
    name: 'company_name',
    hint: 'As it appears on your invoices.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your invoices.');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    type: 'email',
    defaultValue: 'manager@demo',
    required: true,
    error: 'Enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Enter a valid email address',
    );
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'scaffold123' },
};

export const Search: Story = {
  args: {
    label: 'Search components',
    name: 'search',
    type: 'search',
    hideLabel: true,
    placeholder: 'Search components...',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search components' });
    await userEvent.type(input, 'base plate');
    await expect(input).toHaveValue('base plate');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin@demo.scaffold.test' },
};

export const LongText: Story = {
  args: {
    label: 'Site name as registered with the principal contractor for the scheme',
    name: 'site_name',
    defaultValue: 'Riverside Quarter Phase 2, Block C east elevation and podium level scaffold',
    hint: 'Long labels wrap; long values scroll inside the input.',
  },
};

export const Mobile: Story = {
  args: { type: 'email', hint: 'We will send reset instructions here.' },
  globals: PHONE_VIEWPORT,
};

/**
 * Used the way react-hook-form's `register` uses it: an uncontrolled input reached through `ref`,
 * with `name`, `onChange` and `onBlur`. Submitting an invalid value shows and announces the error.
 */
const submitEmail = fn().mockName('onSubmit');

export const ValidationWithRegister: Story = {
  render: function Render(args) {
    const email = useRef<HTMLInputElement>(null);
    const [error, setError] = useState<string>();
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      const value = email.current?.value ?? '';
      const message = !value
        ? 'Email is required'
        : /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
          ? undefined
          : 'Enter a valid email address';
      setError(message);
      if (!message) submitEmail(value);
    };
    return (
      <form noValidate onSubmit={onSubmit}>
        <Stack space="md">
          <TextField
            label="Email"
            type="email"
            name="email"
            ref={email}
            onChange={args.onChange}
            onBlur={args.onBlur}
            error={error}
            required
          />
          <Button type="submit">Sign in</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email is required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(input, 'staff@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');

    await userEvent.type(input, '.scaffold.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(submitEmail).toHaveBeenCalledWith('staff@demo.scaffold.test');
  },
};
