import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Stack } from '../Stack';
import { HEADING_LEVELS, Heading } from './Heading';

const meta = {
  title: 'Display/Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Headings h1 to h4. Choose `level` from the page outline (one h1 per page, h2 for sections, h3 inside cards); if a heading must look bigger or smaller than its level, set `visualLevel` instead of skipping levels.',
      },
    },
  },
  args: { level: 2, children: 'Tonnage Overview' },
  argTypes: {
    level: { control: 'inline-radio', options: HEADING_LEVELS },
    visualLevel: { control: 'inline-radio', options: HEADING_LEVELS },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Tonnage Overview' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack space="md">
      <Heading level={1}>Dashboard</Heading>
      <Heading level={2}>Financial Overview</Heading>
      <Heading level={3}>Harbour Homes Ltd</Heading>
      <Heading level={4}>Stock Allocation</Heading>
    </Stack>
  ),
};

export const VisualLevel: Story = {
  args: { level: 2, visualLevel: 4, children: 'Upcoming Operations' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Upcoming Operations' }),
    ).toBeVisible();
  },
};
