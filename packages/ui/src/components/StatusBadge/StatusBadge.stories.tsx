import { INSPECTION_STATUS_LABELS, inspectionStatusTone, siteStatusTone } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { TONES } from '../../theme/tokens';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A short status in a tinted pill, coloured by `tone` and always spelled out in words. Map statuses to tones with the domain's helpers so every screen agrees: `siteStatusTone(code)` gives active green, pending yellow, completed and any unknown code grey; `inspectionStatusTone(status)` gives overdue red, up-to-date green, never-inspected yellow. Text on every tint meets WCAG AA (4.5:1).",
      },
    },
  },
  args: { tone: 'success', children: 'Active' },
  argTypes: { tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

export const SiteStatuses: Story = {
  render: () => (
    <Inline space="sm">
      {[
        ['active', 'Active'],
        ['pending', 'Pending'],
        ['completed', 'Completed'],
        ['on-hold', 'On hold'],
      ].map(([code = '', name]) => (
        <StatusBadge key={code} tone={siteStatusTone(code)}>
          {name}
        </StatusBadge>
      ))}
    </Inline>
  ),
};

export const InspectionStatuses: Story = {
  render: () => (
    <Inline space="sm">
      {(['overdue', 'up-to-date', 'never-inspected'] as const).map((status) => (
        <StatusBadge key={status} tone={inspectionStatusTone(status)}>
          {INSPECTION_STATUS_LABELS[status]}
        </StatusBadge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('Never inspected')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack space="sm">
      {TONES.map((tone) => (
        <Inline key={tone} space="sm">
          <StatusBadge tone={tone}>{tone}</StatusBadge>
          <Text size="sm" tone="muted">{`tone="${tone}"`}</Text>
        </Inline>
      ))}
    </Stack>
  ),
};

export const InText: Story = {
  render: () => (
    <Text>
      Riverside Quarter <StatusBadge tone="warning">Pending</StatusBadge> starts on Apr 1, 2026.
    </Text>
  ),
};
