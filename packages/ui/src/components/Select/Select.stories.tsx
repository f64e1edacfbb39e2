import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Select } from './Select';

const STATUS_OPTIONS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
  { value: 'na', label: 'N/A' },
];

const WEATHER_OPTIONS = [
  { value: 'na', label: 'N/A' },
  { value: 'clear', label: 'Clear' },
  { value: 'cloudy', label: 'Cloudy' },
  { value: 'rain', label: 'Rain' },
  { value: 'wind', label: 'Windy' },
  { value: 'snow', label: 'Snow' },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  tags: ['autodocs'],
  decorators: [withMaxWidth(320), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A labelled native select for choosing one of a short list: checklist status, weather, client filter, scaffold type. `placeholder` adds a blank first choice with the value '' ('Select Status', 'All Clients'), which is what an unanswered required select submits. Works with react-hook-form's `register`.",
      },
    },
  },
  args: {
    label: 'Status',
    name: 'status',
    options: STATUS_OPTIONS,
    placeholder: 'Select Status',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Select Status');
    await userEvent.selectOptions(select, 'Fail');
    await expect(select).toHaveValue('fail');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPlaceholder: Story = {
  args: { label: 'Weather', name: 'weather', options: WEATHER_OPTIONS, placeholder: undefined },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Weather' });
    await expect(select).toHaveValue('na');
  },
};

export const WithError: Story = {
  args: {
    label: 'Weather',
    name: 'weather',
    options: WEATHER_OPTIONS,
    placeholder: 'Select weather',
    error: 'Required',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Weather' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Required');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Client',
    name: 'client',
    placeholder: 'All Clients',
    hint: 'Show the sites of one client only.',
    options: [
      { value: '11', label: 'Harbour Homes Ltd' },
      { value: '12', label: 'Northgate Construction' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = { globals: PHONE_VIEWPORT };
