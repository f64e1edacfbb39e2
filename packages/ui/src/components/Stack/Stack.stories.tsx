import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { SPACE } from '../../theme/tokens';
import { Box } from '../Box';
import { Text } from '../Text';
import { STACK_ALIGNS, Stack } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box background="surfaceRaised" padding="sm" borderRadius="md" boxShadow="sm">
    <Text size="sm">{children}</Text>
  </Box>
);

const meta = {
  title: 'Display/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Children one above the other with even space between them, from the spacing scale. The default layout of forms, cards and page sections. Render it `as="ul"` for a list (give it `li` children).',
      },
    },
  },
  args: {
    space: 'md',
    children: [
      <Item key="1">Foundations</Item>,
      <Item key="2">Structure</Item>,
      <Item key="3">Platforms</Item>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: SPACE },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Structure')).toBeVisible();
  },
};

export const Tight: Story = { args: { space: 'xs' } };

export const Centred: Story = { args: { align: 'center' } };

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Checklist categories',
    space: 'sm',
    children: ['Foundations', 'Structure', 'Platforms', 'Access', 'Safety'].map((name) => (
      <li key={name}>
        <Item>{name}</Item>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Checklist categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
