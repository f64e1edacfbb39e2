import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { correctNotePath, newNotePath } from '../../../config/paths';
import { StoryFrame } from '../notes/story-frame';
import { SiteHireContent } from './SiteHireContent';
import { STORY_EMPTY_HIRE, STORY_SITE_HIRE } from './site-hire-fixtures';

const meta = {
  title: 'Portal/Hire/Site hire',
  component: SiteHireContent,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A site's hire: what is on hire, what is off-hired and waits for collection, the off-hires and the notes (signed, or corrected by a later note, which then counts), with the notes to write next.",
      },
    },
  },
  args: { view: STORY_SITE_HIRE, onOffHire: fn() },
} satisfies Meta<typeof SiteHireContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed, corrected and correcting notes; an off-hire waiting for its collection. */
export const WithNotes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Corrected by DN-000012')).toBeVisible();
    await expect(canvas.getByText(/corrects DN-000011/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Correct DN-000011' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Correct DN-000012' })).toHaveAttribute(
      'href',
      correctNotePath('delivery', 12),
    );
    await expect(canvas.getByText('From Nov 18, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Off-hire' }));
    await expect(args.onOffHire).toHaveBeenCalledOnce();
  },
};

/** A site with no hire yet. */
export const Empty: Story = {
  args: { view: STORY_EMPTY_HIRE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notes yet')).toBeVisible();
    await expect(canvas.getByText('Nothing on hire here')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New delivery note' })).toHaveAttribute(
      'href',
      newNotePath('delivery', 8),
    );
  },
};

export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'On hire' })).toBeVisible();
  },
};
