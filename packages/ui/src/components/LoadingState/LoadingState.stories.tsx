import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Card } from '../Card';
import { LOADING_LAYOUTS, LoadingState } from './LoadingState';

const meta = {
  title: 'Display/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  decorators: [withMaxWidth(560), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "What the user sees while data loads: a spinner and the text saying what is loading ('Loading Site Inspections...', 'Loading customer...', 'Loading metrics...'), in a `role=\"status\"` so screen readers hear it. `block` fills a section; `inline` sits in a row. The spinner stands still for users who ask for reduced motion.",
      },
    },
  },
  args: { label: 'Loading Site Inspections...' },
  argTypes: { layout: { control: 'inline-radio', options: LOADING_LAYOUTS } },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Site Inspections...',
    );
  },
};

export const Inline: Story = { args: { layout: 'inline', label: 'Loading metrics...' } };

export const InACard: Story = {
  render: (args) => (
    <Card title="Recent Inspections">
      <LoadingState {...args} label="Loading customer..." />
    </Card>
  ),
};
