import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { StoryFrame } from '../notes/story-frame';
import { STORY_COLLECTION, STORY_CORRECTED, STORY_DELIVERY } from '../site/site-hire-fixtures';
import { NoteDocketView } from './NoteDocketView';

const NUMBERS = new Map([
  [11, 'DN-000011'],
  [12, 'DN-000012'],
  [14, 'CN-000014'],
]);
const ITEMS = new Map([
  [3, 'Steel tube 6.4 m'],
  [4, 'Double coupler'],
]);

const meta = {
  title: 'Portal/Hire/Docket',
  component: NoteDocketView,
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
          "A note's printable docket (A4, like the handover certificate): what moved, from where to where, when, the vehicle, and the signatures; a corrected note says which note replaced it.",
      },
    },
  },
  args: {
    note: STORY_DELIVERY,
    siteName: (id: number) => (id === 7 ? 'Riverside Flats' : `Site ${id}`),
    itemName: (id: number) => ITEMS.get(id) ?? `Item ${id}`,
    numberOf: (id: number) => NUMBERS.get(id) ?? null,
  },
} satisfies Meta<typeof NoteDocketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery that corrects an earlier note. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delivery note DN-000012' })).toBeVisible();
    await expect(canvas.getByText('Corrects DN-000011: Counted 40 tubes, not 30')).toBeVisible();
    await expect(canvas.getByText(/^The yard to Riverside Flats, Oct 5, 2026/)).toBeVisible();
  },
};

/** The corrected note: it says it no longer counts. */
export const Corrected: Story = {
  args: { note: STORY_CORRECTED },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Corrected by DN-000012: this note no longer counts.'),
    ).toBeVisible();
  },
};

/** A collection with the yard's counts, no one on site to sign. */
export const Collection: Story = {
  args: { note: STORY_COLLECTION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Short' })).toBeVisible();
    await expect(
      canvas.getByText("No one on site signed: the driver's count stands."),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: Delivery.play,
};
