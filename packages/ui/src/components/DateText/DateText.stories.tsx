import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { DateText } from './DateText';

const meta = {
  title: 'Display/DateText',
  component: DateText,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A date as the product shows it ('Mar 5, 2026', or with `withTime` 'Mar 5, 2026, 14:30'), formatted by the domain, inside a `<time>` whose `dateTime` holds the exact value. When there is no date it shows `fallback` ('Never' for a last inspection, 'Not Scheduled' for the next one); an unreadable date never shows 'Invalid Date'.",
      },
    },
  },
  args: { value: '2026-03-05' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('Mar 5, 2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-03-05');
  },
};

export const FromDate: Story = {
  args: { value: new Date(2026, 10, 22) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nov 22, 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-22',
    );
  },
};

export const WithTime: Story = {
  args: { value: '2026-03-05T14:30:00', withTime: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mar 5, 2026, 14:30')).toHaveAttribute(
      'dateTime',
      '2026-03-05T14:30:00',
    );
  },
};

export const NeverInspected: Story = {
  args: { value: null, fallback: 'Never' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never')).toBeVisible();
  },
};

export const NotScheduled: Story = { args: { value: undefined, fallback: 'Not Scheduled' } };

export const Unreadable: Story = {
  args: { value: 'not a date' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};
