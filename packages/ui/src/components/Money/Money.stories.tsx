import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Money } from './Money';

const meta = {
  title: 'Display/Money',
  component: Money,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "An amount in pounds, formatted by the domain's `formatGBP`: en-GB, no decimals, figures of equal width so columns line up (`£12,346`). An amount that is not a finite number shows a dash, never NaN.",
      },
    },
  },
  args: { amount: 12345.6 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('£12,346')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('£0')).toBeVisible();
  },
};

export const Large: Story = { args: { amount: 1_234_567_890 } };

export const NotANumber: Story = {
  args: { amount: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};
