import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Weight } from './Weight';

const meta = {
  title: 'Display/Weight',
  component: Weight,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A weight given in kilograms, formatted by the domain's `formatWeight`: 1000 kg or more in tons with two decimals, less in kg.",
      },
    },
  },
  args: { kg: 850 },
} satisfies Meta<typeof Weight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kilograms: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('850 kg')).toBeVisible();
  },
};

export const Tons: Story = {
  args: { kg: 12400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.40 tons')).toBeVisible();
  },
};

export const Threshold: Story = {
  args: { kg: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.00 tons')).toBeVisible();
  },
};
