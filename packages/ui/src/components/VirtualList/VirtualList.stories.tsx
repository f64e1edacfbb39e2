import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { VirtualList } from './VirtualList';

interface SiteRow {
  id: number;
  name: string;
  city: string;
  status: 'Active' | 'Pending' | 'Completed';
}

const CITIES = ['Leeds', 'Manchester', 'Bristol', 'Glasgow', 'Cardiff', 'Leicester', 'York'];
const STREETS = ['Riverside', 'Kings Cross', 'Harbour', 'Station Road', 'Castle', 'Mill Lane'];

// Deterministic sample rows: the first 30 active, the next 20 pending, the rest completed.
const SITES: SiteRow[] = Array.from({ length: 7500 }, (_, index) => ({
  id: index + 1,
  name: `${STREETS[index % STREETS.length]} ${index + 1}`,
  city: CITIES[index % CITIES.length] ?? 'Leeds',
  status: index < 30 ? 'Active' : index < 50 ? 'Pending' : 'Completed',
}));

const TONE = { Active: 'success', Pending: 'warning', Completed: 'neutral' } as const;

const openSite = fn();

const SiteItem = ({ site }: { site: SiteRow }) => (
  <Inline space="sm" align="spaceBetween" paddingX="md" paddingY="sm" noWrap>
    <Stack space="none">
      <Text weight="strong">{site.name}</Text>
      <Text size="sm" tone="muted">
        {site.city}
      </Text>
    </Stack>
    <Inline space="sm" noWrap>
      <StatusBadge tone={TONE[site.status]}>{site.status}</StatusBadge>
      <Button variant="ghost" size="sm" onClick={() => openSite(site.id)}>
        Open<VisuallyHidden>{` ${site.name}`}</VisuallyHidden>
      </Button>
    </Inline>
  </Inline>
);

const meta = {
  title: 'Display/VirtualList',
  component: VirtualList<SiteRow>,
  tags: ['autodocs'],
  decorators: [withMaxWidth(640), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A windowed list (on @tanstack/react-virtual) for lists of thousands of rows, such as the 7,500 sites of a large customer: only the rows in view exist in the page, so scrolling stays smooth on a phone. Give it a `height`, an `estimateSize` close to the row height (rows are measured once drawn) and a `getKey`. It remains a list for assistive tech: each row carries its position (`aria-posinset` of `aria-setsize`). Tab reaches the list once; Up/Down, Page Up/Down, Home and End move between rows and scroll them into view; Tab then goes on into the row's own buttons.",
      },
    },
  },
  args: {
    items: SITES,
    label: 'Sites',
    height: 420,
    estimateSize: 65,
    getKey: (site) => site.id,
    renderItem: (site) => <SiteItem site={site} />,
  },
} satisfies Meta<typeof VirtualList<SiteRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenThousandFiveHundredSites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('region', { name: 'Sites' });
    const rows = within(group).getAllByRole('listitem');
    // Only a window of rows is in the page.
    await expect(rows.length).toBeLessThan(40);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '7500');
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  },
};

/** The row (listitem) that shows a site's name. */
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getByText(name, { selector: 'span:not([class*=visuallyHidden])' })
    .closest('li');

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(rowOf(canvasElement, 'Riverside 1')).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(rowOf(canvasElement, 'Kings Cross 2')).toHaveFocus();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rowOf(canvasElement, 'Mill Lane 7500')).toHaveFocus());
    await expect(document.activeElement).toHaveAttribute('aria-posinset', '7500');

    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(rowOf(canvasElement, 'Kings Cross 7490')).toHaveFocus());

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(rowOf(canvasElement, 'Riverside 1')).toHaveFocus());
  },
};

export const RowButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    const open = canvas.getByRole('button', { name: 'Open Harbour 3' });
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openSite).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: <EmptyState title="No sites match this filter." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sites match this filter.')).toBeVisible();
  },
};

export const Mobile: Story = { args: { height: 440 }, globals: PHONE_VIEWPORT };
