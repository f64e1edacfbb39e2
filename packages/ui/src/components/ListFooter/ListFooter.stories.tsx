import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { LIST_FOOTER_STATES, ListFooter, type ListFooterProps } from './ListFooter';

const meta = {
  title: 'Display/ListFooter',
  component: ListFooter,
  tags: ['autodocs'],
  decorators: [withMaxWidth(720), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Under a list read a part at a time (sites, clients, inspections, stock): 'Showing 200 of 750 sites' and 'Show more sites', busy while the next rows are read; a failed read is said and the button offers it again, keeping the rows; once every row is read, 'All 750 sites'. The count is a polite live region, the failure an alert. When the last 'Show more' takes the button away, the focus moves to the words, not to the page's start.",
      },
    },
  },
  args: { state: 'more', shown: 200, total: 750, noun: 'sites', onShowMore: fn() },
  argTypes: { state: { control: 'inline-radio', options: LIST_FOOTER_STATES } },
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More rows to read: the count and 'Show more', by mouse or by keyboard. */
export const More: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 200 of 750 sites')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more sites' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowMore).toHaveBeenCalledTimes(2);
  },
};

/** The next rows being read: the button is busy, stays focusable and refuses a second read. */
export const LoadingMore: Story = {
  args: { state: 'loadingMore' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading more...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onShowMore).not.toHaveBeenCalled();
  },
};

/** Reading more failed: said as an alert; the rows stay and 'Try again' reads them again. */
export const MoreFailed: Story = {
  args: { state: 'moreFailed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('More sites could not be loaded.');
    await expect(canvas.getByText('Showing 200 of 750 sites')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** Every row read: how many, and no button. */
export const AllRead: Story = {
  args: { state: 'allRead', shown: 750 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All 750 sites')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Its own words for the button, small inside a row's panel: a site's older inspections. */
export const OwnLabel: Story = {
  args: {
    shown: 20,
    total: 140,
    noun: 'inspections',
    moreLabel: 'Show older inspections',
    size: 'sm',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 20 of 140 inspections')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show older inspections' })).toBeVisible();
  },
};

/** On a phone (320 px): the button wraps under the count and is a 44 × 44 px target. */
export const Mobile: Story = {
  args: { size: 'sm' },
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement)
      .getByRole('button', { name: 'Show more sites' })
      .getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** A list of 50 rows a page, read by the keyboard to its end. */
function PagedByKeyboard(args: ListFooterProps) {
  const [shown, setShown] = useState(50);
  const [reading, setReading] = useState(false);
  const state = reading ? 'loadingMore' : shown < args.total ? 'more' : 'allRead';
  return (
    <ListFooter
      {...args}
      state={state}
      shown={shown}
      onShowMore={() => {
        args.onShowMore();
        setReading(true);
        // The next page 'arrives' once the busy state has been rendered.
        void Promise.resolve().then(() => {
          setShown((before) => before + 50);
          setReading(false);
        });
      }}
    />
  );
}

/**
 * The last 'Show more' read with the keyboard: the button goes, and the focus stays in the footer
 * (on the words that say every row is shown) rather than falling to the page's start.
 */
export const ReadToTheEndByKeyboard: Story = {
  args: { total: 100 },
  render: (args) => <PagedByKeyboard {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show more sites' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const all = await canvas.findByText('All 100 sites');
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(all.parentElement).toHaveFocus());
  },
};
