import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { NumberField } from './NumberField';

const meta = {
  title: 'Form/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  decorators: [withMaxWidth(320), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A labelled numeric input with an optional unit (°C, %, km/h, m). Phones show a number keypad (`inputMode`), but the value stays the text the user typed, so validation can answer "\'12a\' is not a valid value" or "\'140\' is out of range (-100 to 100)". Use it for temperature, humidity, wind speed, scaffold height and move quantities; use `integer` for counts.',
      },
    },
  },
  args: { label: 'Temperature', name: 'temperature', unit: '°C', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Temperature' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('°C');
    await userEvent.type(input, '-4.5');
    await expect(input).toHaveValue('-4.5');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/**
 * `signed`: iOS's decimal keypad has no minus key, so a ± button (44×44) flips the sign of the
 * typed value; the keypad stays decimal and typing a minus still works on other keyboards.
 */
export const Signed: Story = {
  args: { signed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Temperature' });
    const toggle = canvas.getByRole('button', { name: 'Change the sign of Temperature' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    const box = toggle.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.type(input, '4.5');
    await userEvent.click(toggle);
    await expect(input).toHaveValue('-4.5');
    await expect(input).toHaveFocus();
    // Through a real input event, so react-hook-form's register sees the new value.
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: input }),
    );
    await userEvent.click(toggle);
    await expect(input).toHaveValue('4.5');
  },
};

export const WithHint: Story = {
  args: { label: 'Humidity', name: 'humidity', unit: '%', hint: 'Between 1 and 100.' },
};

export const WithError: Story = {
  args: {
    label: 'Wind speed',
    name: 'wind_speed',
    unit: 'km/h',
    defaultValue: '140',
    error: '140 is out of range (1 to 100)',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Wind speed' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('140 is out of range (1 to 100) km/h');
  },
};

export const Integer: Story = {
  args: { label: 'Quantity', name: 'quantity', unit: undefined, integer: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '12' } };

export const Mobile: Story = {
  args: { hint: 'Air temperature on site, -100 to 100.' },
  globals: PHONE_VIEWPORT,
};

const RANGE = { min: -100, max: 100 };

/** Validation on blur with the spec's messages, the way the inspection form does it. */
export const ValidatesOnBlur: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <NumberField
        {...args}
        required
        error={error}
        onBlur={(event) => {
          const raw = event.currentTarget.value.trim();
          const value = Number(raw);
          if (raw === '') setError('Required');
          else if (!Number.isFinite(value)) setError(`${raw} is not a valid value`);
          else if (value < RANGE.min || value > RANGE.max)
            setError(`${raw} is out of range (${RANGE.min} to ${RANGE.max})`);
          else setError(undefined);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Temperature' });
    await userEvent.type(input, '12a');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('12a is not a valid value');

    await userEvent.clear(input);
    await userEvent.type(input, '140');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('140 is out of range (-100 to 100)');

    await userEvent.clear(input);
    await userEvent.type(input, '14');
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
