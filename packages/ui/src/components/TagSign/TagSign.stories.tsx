import { TAG_COLOUR_VIEWS, TAG_REASON_TEXT } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPagePadding } from '../../storybook/decorators';
import { Stack } from '../Stack';
import { TagSign } from './TagSign';

const meta = {
  title: 'Display/TagSign',
  component: TagSign,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A scaffold's tag status, as a 'scafftag' at the access point shows it: green (safe to use), amber (safe within the limits written on it) or red (do not use). Each colour has its words and an icon of its own shape (tick, warning triangle, no-entry), so colour is never the only cue. `lg` is the public status page's sign; `sm` sits in lists. Take the words from the domain's `tagStatusView(status)`.",
      },
    },
  },
  args: { colour: 'green', words: TAG_COLOUR_VIEWS.green.words, size: 'lg' },
} satisfies Meta<typeof TagSign>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {
  args: { detail: TAG_REASON_TEXT.safe },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe to use')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="tick"]')).not.toBeNull();
  },
};

export const Amber: Story = {
  args: { colour: 'amber', words: TAG_COLOUR_VIEWS.amber.words, detail: TAG_REASON_TEXT.limited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Safe to use within its limits')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="caution"]')).not.toBeNull();
  },
};

export const Red: Story = {
  args: {
    colour: 'red',
    words: TAG_COLOUR_VIEWS.red.words,
    detail: TAG_REASON_TEXT['awaiting-client-signature'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Do not use')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="stop"]')).not.toBeNull();
  },
};

/** The small sign of lists, one per colour: three shapes, three words. */
export const SmallInAList: Story = {
  render: () => (
    <Stack space="sm">
      {(['green', 'amber', 'red'] as const).map((colour) => (
        <TagSign key={colour} colour={colour} words={TAG_COLOUR_VIEWS[colour].words} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-icon]')].map((icon) =>
      icon.getAttribute('data-icon'),
    );
    await expect(icons).toEqual(['tick', 'caution', 'stop']);
  },
};
