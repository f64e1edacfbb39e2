import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Display/Typography/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Text that screen readers read and sighted users do not see, for context the layout already gives visually: which site a '+ New' button belongs to, what a coloured dot means.",
      },
    },
  },
  args: { children: ' for Riverside Quarter' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  render: (args) => (
    <Button variant="ghost">
      + New
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '+ New for Riverside Quarter' }),
    ).toBeVisible();
  },
};
