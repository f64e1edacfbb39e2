import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Display/Layout/Box',
  component: Box,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The lowest layout primitive: any element (`as`) whose padding, gap, flex layout, background, radius and shadow come from the theme through sprinkles. Every value can be responsive: `padding={{ mobile: 'md', tablet: 'xl' }}`. Reach for `Stack`, `Inline` and `Columns` first; use `Box` for the odd panel they do not cover.",
      },
    },
  },
  args: {
    background: 'surfaceRaised',
    borderRadius: 'lg',
    boxShadow: 'md',
    padding: { mobile: 'md', tablet: 'xl' },
    children: <Text>A raised panel with responsive padding.</Text>,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('A raised panel with responsive padding.'),
    ).toBeVisible();
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Stock summary',
    background: 'brandSoft',
    boxShadow: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Stock summary' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: PHONE_VIEWPORT };
