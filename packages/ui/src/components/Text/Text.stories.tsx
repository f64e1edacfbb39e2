import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Stack } from '../Stack';
import { TEXT_SIZES, TEXT_TONES, TEXT_VARIANTS, TEXT_WEIGHTS, Text } from './Text';

const meta = {
  title: 'Display/Typography/Text',
  component: Text,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Body copy in the type scale (`xs` to `lg`), coloured by tone: `muted` for secondary details (dates, locations), the status tones for short messages. `as="p"` for paragraphs. `truncate` cuts one line with an ellipsis; `tabularNumbers` lines figures up in columns. `variant="eyebrow"` is the small capitalised label above what it names (a group of a list, a field, the firm on a report): `xs`, muted and medium unless `size`, `tone` or `weight` say otherwise.',
      },
    },
  },
  args: { children: 'Next inspection due Mar 12, 2026' },
  argTypes: {
    size: { control: 'inline-radio', options: TEXT_SIZES },
    tone: { control: 'select', options: TEXT_TONES },
    weight: { control: 'inline-radio', options: TEXT_WEIGHTS },
    variant: { control: 'inline-radio', options: TEXT_VARIANTS },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Next inspection due Mar 12, 2026')).toBeVisible();
  },
};

export const Scale: Story = {
  render: (args) => (
    <Stack space="sm">
      {TEXT_SIZES.map((size) =>
        TEXT_WEIGHTS.map((weight) => (
          <Text key={`${size}-${weight}`} {...args} size={size} weight={weight}>
            {`${size} ${weight}: Riverside Quarter, Leeds`}
          </Text>
        )),
      )}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xs">
      {TEXT_TONES.filter((tone) => tone !== 'inverse').map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {`${tone}: Items moved successfully!`}
        </Text>
      ))}
    </Stack>
  ),
};

export const Eyebrow: Story = {
  render: (args) => (
    <Stack space="xxs">
      <Text {...args} variant="eyebrow">
        Next inspection
      </Text>
      <Text {...args}>Mar 12, 2026</Text>
    </Stack>
  ),
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const eyebrow = within(canvasElement).getByText('Next inspection');
    await expect(getComputedStyle(eyebrow).textTransform).toBe('uppercase');
    await expect(getComputedStyle(eyebrow).fontSize).toBe('12px');
  },
};

export const Truncated: Story = {
  decorators: [withMaxWidth(260)],
  args: {
    truncate: true,
    children: 'Northgate Construction, Unit 4 Riverside Business Park, Leeds LS10 1QR',
  },
};
