import { formatGBP, formatWeight } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { DonutChart } from './DonutChart';

const meta = {
  title: 'Display/Charts/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  decorators: [withMaxWidth(560), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "How a whole splits into parts: the tonnage-distribution view, or costs by kind in the Financial Overview. The total sits in the middle; the legend gives each part's value and a whole-number share (shares always add up to 100%). Parts are separated by gaps, so neighbouring colours never have to contrast with each other, and every colour has 3:1 contrast with the card. The data table carries the same numbers, with a total row.",
      },
    },
  },
  args: {
    title: 'Tonnage distribution',
    formatValue: formatWeight,
    labelHeading: 'Product line',
    valueHeading: 'Weight',
    data: [
      { label: 'Cuplock standards', value: 18420 },
      { label: 'Steel tube', value: 12680 },
      { label: 'Boards and access', value: 7350 },
      { label: 'Safety', value: 2110 },
    ],
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Tonnage distribution' }),
    ).toHaveAccessibleDescription('Total 40.56 tons in 4 parts. Largest: Cuplock standards, 46%.');
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  },
};

export const FinancialBreakdown: Story = {
  args: {
    title: 'Monthly costs',
    totalLabel: 'per month',
    formatValue: formatGBP,
    labelHeading: 'Cost',
    valueHeading: 'Amount',
    data: [
      { label: 'Maintenance', value: 4200 },
      { label: 'Transport', value: 2650 },
      { label: 'Labour', value: 1800 },
      { label: 'Insurance', value: 950 },
      { label: 'Yard rent', value: 700 },
      { label: 'Depreciation', value: 1500 },
    ],
  },
};

export const WithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('columnheader', { name: 'Share' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '100%' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [{ label: 'Cuplock standards', value: 0 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data to show.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: PHONE_VIEWPORT };
