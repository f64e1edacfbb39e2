import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { TONES } from '../../theme/tokens';
import { Stack } from '../Stack';
import { Notice } from './Notice';

const meta = {
  title: 'Display/Notice',
  component: Notice,
  tags: ['autodocs'],
  decorators: [withMaxWidth(480), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A message inside the page, beside what it is about: 'Login failed' above the login form, 'Check your email' after a reset request, 'To be implemented' in the Add Site dialog. `danger` notices are `role=\"alert\"` (announced as they appear), the others `role=\"status\"`. Messages about the app as a whole (saved, session expired) go through `notify` instead.",
      },
    },
  },
  args: { tone: 'danger', children: 'Login failed' },
  argTypes: { tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Login failed');
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'success',
    title: 'Check your email',
    children: 'If an account exists for that address, reset instructions are on their way.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Check your email');
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack space="sm">
      {TONES.map((tone) => (
        <Notice key={tone} tone={tone}>{`A ${tone} notice: To be implemented`}</Notice>
      ))}
    </Stack>
  ),
};
