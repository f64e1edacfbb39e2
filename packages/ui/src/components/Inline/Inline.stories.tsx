import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { SPACE } from '../../theme/tokens';
import { Button } from '../Button';
import { INLINE_ALIGN_Y, INLINE_ALIGNS, Inline } from './Inline';

const meta = {
  title: 'Display/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Children side by side, wrapping onto new lines when they run out of room: button rows, filter buttons, badges. `align="spaceBetween"` pushes the first and last apart (a title and its actions).',
      },
    },
  },
  args: {
    space: 'sm',
    children: ['All Sites (75)', 'Active (30)', 'Pending (20)', 'Completed (25)'].map((label) => (
      <Button key={label} variant="secondary" size="sm">
        {label}
      </Button>
    )),
  },
  argTypes: {
    space: { control: 'select', options: SPACE },
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    alignY: { control: 'inline-radio', options: INLINE_ALIGN_Y },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};

export const AlignRight: Story = { args: { align: 'right' } };

export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    children: [
      <Button key="a" variant="secondary">
        Cancel
      </Button>,
      <Button key="b">Move</Button>,
    ],
  },
};

/** On a phone the buttons wrap onto a second line instead of overflowing. */
export const WrapsOnMobile: Story = { globals: PHONE_VIEWPORT };
