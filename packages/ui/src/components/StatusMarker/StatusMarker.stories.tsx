import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { vars } from '../../theme/contract.css';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StatusMarker } from './StatusMarker';

const meta = {
  title: 'Display/StatusMarker',
  component: StatusMarker,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The nav marker: a green filled dot for an active section, a red hollow ring for an inactive one. The shape differs as well as the colour, a white ring keeps it visible on the dark top bar, and its meaning is given in text for screen readers ('(active)' / '(inactive)', or your own `label`). `showLabel` shows the text too.",
      },
    },
  },
  args: { active: true },
} satisfies Meta<typeof StatusMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => (
    <Text>
      Dashboard <StatusMarker {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(active)')).toBeInTheDocument();
  },
};

export const Inactive: Story = {
  args: { active: false },
  render: (args) => (
    <Text>
      Projects <StatusMarker {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(inactive)')).toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = {
  render: () => (
    <Stack space="sm">
      <StatusMarker active showLabel label="Live" />
      <StatusMarker active={false} showLabel label="Coming soon" />
    </Stack>
  ),
};

export const OnDarkBar: Story = {
  render: () => (
    <Inline space="lg">
      {[vars.color.topBar.background, vars.color.topBar.adminBackground].map((background) => (
        <div
          key={background}
          style={{
            background,
            color: vars.color.topBar.text,
            padding: '12px 16px',
            borderRadius: 8,
          }}
        >
          <Inline space="md">
            <Text tone="inherit">
              Sites <StatusMarker active />
            </Text>
            <Text tone="inherit">
              Projects <StatusMarker active={false} />
            </Text>
          </Inline>
        </div>
      ))}
    </Inline>
  ),
};
