import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Column, Columns } from '../Columns';
import { Weight } from '../Weight';
import { METRIC_HINT_TONES, MetricCard } from './MetricCard';

const meta = {
  title: 'Display/MetricCard',
  component: MetricCard,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "One headline figure with its label, for the dashboard, site and inspection summaries ('Total Tonnage', 'Active Sites', 'Pass Rate'). Pass the value already formatted (`<Weight>`, `<Money>`, '92%'). With `href` the whole card is a link (e.g. Active Sites to /dashboard/sites), with `onClick` a button; without either it is static text, never a fake clickable div.",
      },
    },
  },
  args: { label: 'Total Tonnage', value: <Weight kg={48210} />, hint: 'Across 75 sites' },
  argTypes: { hintTone: { control: 'inline-radio', options: METRIC_HINT_TONES } },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('48.21 tons')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const AsLink: Story = {
  args: { label: 'Active Sites', value: '30/75', hint: '20 pending', href: '/dashboard/sites' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Active Sites/ });
    await expect(link).toHaveAttribute('href', '/dashboard/sites');
    await expect(link).toHaveAccessibleName('Active Sites 30/75 20 pending');
  },
};

export const AsButton: Story = {
  args: { label: 'Total Items', value: '12,480', hint: 'Show tonnage distribution', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Total Items/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const WarningHint: Story = {
  args: { label: 'Due This Week', value: '6', hint: '2 overdue', hintTone: 'danger' },
};

export const LongValue: Story = {
  args: { label: 'Monthly Revenue across every client and site', value: '£1,234,567,890' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};

/** The dashboard's summary row: four cards that stack two by two on a phone. */
export const DashboardRow: Story = {
  render: () => (
    <Columns space="md" collapseBelow="tablet">
      <Column>
        <MetricCard label="Total Tonnage" value={<Weight kg={48210} />} hint="Across 75 sites" />
      </Column>
      <Column>
        <MetricCard label="Active Sites" value="30/75" hint="20 pending" href="/dashboard/sites" />
      </Column>
      <Column>
        <MetricCard label="Total Items" value="12,480" hint="5 product lines" />
      </Column>
      <Column>
        <MetricCard label="Low stock" value="2" hint="Under 20% available" hintTone="warning" />
      </Column>
    </Columns>
  ),
};

export const Mobile: Story = { args: { href: '/dashboard' }, globals: PHONE_VIEWPORT };
