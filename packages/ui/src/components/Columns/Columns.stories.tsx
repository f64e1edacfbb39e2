import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Box } from '../Box';
import { Text } from '../Text';
import { COLUMNS_ALIGN_Y, COLUMNS_COLLAPSE, Column, Columns } from './Columns';

const Panel = ({ children }: { children: string }) => (
  <Box background="surfaceRaised" padding="md" borderRadius="md" boxShadow="sm">
    <Text size="sm">{children}</Text>
  </Box>
);

const meta = {
  title: 'Display/Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A row of `Column`s sharing the width in proportion (`fill`, `content`, `1/2`, `1/3`, `2/3`, `1/4`, `3/4`). With `collapseBelow="tablet"` they stack on phones: use it for dashboards (a chart beside a list) and two-column forms.',
      },
    },
  },
  args: {
    space: 'md',
    collapseBelow: 'tablet',
    children: [
      <Column key="a" width="2/3">
        <Panel>Tonnage Overview (2/3)</Panel>
      </Column>,
      <Column key="b" width="1/3">
        <Panel>Financial Overview (1/3)</Panel>
      </Column>,
    ],
  },
  argTypes: {
    collapseBelow: { control: 'inline-radio', options: COLUMNS_COLLAPSE },
    alignY: { control: 'inline-radio', options: COLUMNS_ALIGN_Y },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tonnage Overview (2/3)')).toBeVisible();
  },
};

export const Fill: Story = {
  args: {
    children: ['Total Tonnage', 'Active Sites', 'Total Items', 'Low stock'].map((label) => (
      <Column key={label}>
        <Panel>{label}</Panel>
      </Column>
    )),
  },
};

export const ContentWidth: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a">
        <Panel>Takes the rest of the row</Panel>
      </Column>,
      <Column key="b" width="content">
        <Panel>Only what it needs</Panel>
      </Column>,
    ],
  },
};

export const CollapsedOnMobile: Story = { globals: PHONE_VIEWPORT };
