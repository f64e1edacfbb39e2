import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { ShieldIcon } from '../../icons/line-icons';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  decorators: [withMaxWidth(560), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "What a list or a panel shows when it has nothing yet, in a plain sentence ('No inspections yet.', 'No inspection data available.'), with what to do next when there is something to do. `compact` drops the frame and icon for empty panels inside rows.",
      },
    },
  },
  args: { title: 'No inspections yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No inspections yet.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: <ShieldIcon size={24} />,
    description: 'Record the first statutory inspection of Riverside Quarter.',
    action: <Button>+ New inspection</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '+ New inspection' }),
    ).toBeVisible();
  },
};

export const NoMetrics: Story = {
  args: {
    title: 'Cannot display metrics: no inspections found for this customer.',
    description: 'Metrics appear once the first inspection is saved.',
  },
};

export const Compact: Story = { args: { compact: true, title: 'No inspection data available.' } };

export const Mobile: Story = {
  args: {
    description: 'Record the first statutory inspection of Riverside Quarter.',
    action: <Button fullWidth>+ New inspection</Button>,
  },
  globals: PHONE_VIEWPORT,
};
