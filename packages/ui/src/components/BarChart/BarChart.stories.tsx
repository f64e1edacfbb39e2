import { formatGBP, formatWeight } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Card } from '../Card';
import { BAR_CHART_ORIENTATIONS, BarChart } from './BarChart';

const TONNAGE_BY_CATEGORY = [
  { label: 'Cuplock standards', value: 18420 },
  { label: 'Steel tube', value: 12680 },
  { label: 'Boards and access', value: 7350 },
  { label: 'Safety (toe boards, netting)', value: 2110 },
  { label: 'Fittings', value: 940 },
];

const meta = {
  title: 'Display/Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  decorators: [withMaxWidth(720), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Bars comparing one figure across categories, for the Tonnage Overview (weight per product line) and the Financial Overview (revenue per client). Drawn as SVG to the width it gets, no chart library. The SVG is an image named by the caption with a one-line summary (highest bar), and the same numbers sit in a data table that screen readers always get and 'Show data table' reveals. Pass `formatValue` (e.g. the domain's `formatWeight` or `formatGBP`) so bars, axis and table agree. Horizontal bars suit long labels and phones; `vertical` suits a few short labels.",
      },
    },
  },
  args: {
    title: 'Tonnage by product line',
    data: TONNAGE_BY_CATEGORY,
    formatValue: formatWeight,
    labelHeading: 'Product line',
    valueHeading: 'Weight',
  },
  argTypes: { orientation: { control: 'inline-radio', options: BAR_CHART_ORIENTATIONS } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Tonnage by product line' });
    const image = within(figure).getByRole('img', { name: 'Tonnage by product line' });
    await expect(image).toHaveAccessibleDescription(
      '5 bars. Highest: Cuplock standards, 18.42 tons.',
    );
    // The table is there for screen readers even while it is hidden visually.
    const table = within(figure).getByRole('table', { name: 'Tonnage by product line' });
    await expect(within(table).getByRole('rowheader', { name: 'Steel tube' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '12.68 tons' })).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    title: 'Monthly revenue by client',
    formatValue: formatGBP,
    labelHeading: 'Client',
    valueHeading: 'Monthly revenue',
    data: [
      { label: 'Harbour Homes', value: 18250 },
      { label: 'Northgate', value: 26400 },
      { label: 'Kingsway', value: 9100 },
      { label: 'Riverside', value: 14875 },
    ],
  },
};

export const DataTableShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide data table');
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Weight' })).toBeVisible();
  },
};

export const InACard: Story = {
  args: { hideTitle: true },
  render: (args) => (
    <Card as="section" title="Tonnage Overview" subtitle="Weight on site by product line">
      <BarChart {...args} title="Tonnage Overview" />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Tonnage Overview' }),
    ).toBeInTheDocument();
  },
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
