import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { CARD_PADDINGS, Card } from './Card';

const meta = {
  title: 'Display/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [withMaxWidth(560), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A raised surface grouping one topic: a dashboard section (\'Tonnage Overview\'), a form, a client\'s financial summary. With a `title` it gets a heading (choose `headingLevel` from the page outline) and, rendered `as="section"`, becomes a region named by that heading. `actions` sit on the right of the title. `padding="none"` lets lists and tables run edge to edge.',
      },
    },
  },
  args: {
    children: (
      <Text as="p" tone="muted">
        The first 5 active sites, newest first.
      </Text>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: CARD_PADDINGS } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTitleAndActions: Story = {
  args: {
    as: 'section',
    title: 'Active Projects',
    subtitle: '30 active sites',
    actions: (
      <Button variant="secondary" size="sm">
        View all
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Active Projects' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Active Projects',
    );
    await expect(within(region).getByRole('button', { name: 'View all' })).toBeVisible();
  },
};

export const NoPadding: Story = {
  args: {
    title: 'Upcoming Operations',
    padding: 'none',
    children: (
      <Stack as="ul" space="none">
        {['Erection at Riverside Quarter', 'Erection at Kings Cross Yard'].map((item) => (
          <li
            key={item}
            style={{ padding: '12px 24px', borderTop: '1px solid var(--sc-color-border)' }}
          >
            <Text>{item}</Text>
          </li>
        ))}
      </Stack>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: 'Northgate Construction and Civil Engineering Partnership (Leeds and Bradford)',
    children: (
      <Text as="p">
        Each client expands to its sites, sorted by start date, newest first, and has a client-level
        financial summary with monthly revenue, year-to-date and annual figures, return on assets
        and a profit margin coloured green above 20%, yellow above 10% and red otherwise.
      </Text>
    ),
  },
};

export const Mobile: Story = {
  args: { title: 'Financial Overview' },
  globals: PHONE_VIEWPORT,
};
