import { formatGBP } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Card } from '../Card';
import { StackedBar } from './StackedBar';

const meta = {
  title: 'Display/Charts/StackedBar',
  component: StackedBar,
  tags: ['autodocs'],
  decorators: [withMaxWidth(640), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "One bar split into parts: a compact breakdown for a card or a client's financial summary (projected revenue split into costs and margin, stock in use against available). `totalLabel` shows the sum above the bar. Legend, summary and data table carry the same numbers; shares add up to 100%.",
      },
    },
  },
  args: {
    title: 'Projected monthly revenue',
    totalLabel: 'projected revenue per month',
    formatValue: formatGBP,
    labelHeading: 'Part',
    valueHeading: 'Amount',
    data: [
      { label: 'Maintenance', value: 4200 },
      { label: 'Transport', value: 2650 },
      { label: 'Labour', value: 1800 },
      { label: 'Margin', value: 9600 },
    ],
  },
} satisfies Meta<typeof StackedBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Projected monthly revenue' }),
    ).toHaveAccessibleDescription('Maintenance 23%, Transport 14%, Labour 10%, Margin 53%.');
    await expect(canvas.getAllByText('£18,250')[0]).toBeVisible();
  },
};

export const StockInUse: Story = {
  args: {
    title: 'Stock in use',
    totalLabel: 'items',
    formatValue: (value: number) => new Intl.NumberFormat('en-GB').format(value),
    data: [
      { label: 'On site', value: 9860 },
      { label: 'In the yard', value: 2620 },
    ],
  },
};

export const WithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('rowheader', { name: 'Margin' })).toBeVisible();
  },
};

export const InACard: Story = {
  args: { hideTitle: true, totalLabel: undefined },
  render: (args) => (
    <Card title="Harbour Homes Ltd" subtitle="Financial Summary" headingLevel={3}>
      <StackedBar {...args} />
    </Card>
  ),
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data to show.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: PHONE_VIEWPORT };
