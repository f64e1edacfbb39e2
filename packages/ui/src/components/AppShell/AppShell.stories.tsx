import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { NAV_POSITIONS, type NavPosition, TopBar } from '../TopBar';
import { ACCOUNT_LINKS, NAV_ITEMS, withStoryLinks } from '../TopBar/TopBar.fixtures';
import { AppShell } from './AppShell';

const topBar = (navPosition: NavPosition, isAdmin = false) => (
  <TopBar
    items={NAV_ITEMS}
    userName={isAdmin ? 'Alex Morgan' : 'Sam Carter'}
    {...ACCOUNT_LINKS}
    isAdmin={isAdmin}
    onLogout={fn()}
    navPosition={navPosition}
  />
);

const SITES = ['Riverside Quarter', 'Kings Cross Yard', 'Harbour Point', 'Northgate Tower'];

const SitesScreen = () => (
  <Stack space="lg">
    <Stack space="xs">
      <Heading level={1}>Sites</Heading>
      <Text tone="muted">4 sites, 3 active. Next inspection due Mar 9, 2026.</Text>
    </Stack>
    <Stack as="ul" space="sm">
      {SITES.map((site) => (
        <li
          key={site}
          style={{
            listStyle: 'none',
            padding: 16,
            background: 'white',
            border: '1px solid #dde2e9',
            borderRadius: 12,
          }}
        >
          <Text weight="strong">{site}</Text>
        </li>
      ))}
    </Stack>
  </Stack>
);

const meta = {
  title: 'App frame/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  decorators: [withStoryLinks],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every signed-in screen: a \'Skip to content\' link (the first Tab on the page), the `TopBar` in `topBar`, and the screen in `<main id="main">`, centred at the content width with the page padding. Pass the same `navPosition` as the TopBar: with `side` the sections become a column left of the content from desktop width, and fold into the menu on phones. Screens render only their content, starting with an h1.',
      },
    },
  },
  args: { navPosition: 'top', topBar: topBar('top'), children: <SitesScreen /> },
  argTypes: { navPosition: { control: 'inline-radio', options: NAV_POSITIONS } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' }).closest('header')).not.toBeNull();
  },
};

export const SideNavigation: Story = {
  args: { navPosition: 'side', topBar: topBar('side') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const main = canvas.getByRole('main');
    // The column sits left of the content.
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
      main.getBoundingClientRect().left,
    );
  },
};

export const AdminSideNavigation: Story = {
  args: { navPosition: 'side', topBar: topBar('side', true) },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const SkipToContentMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
};

export const MobileSideNavigationMenuOpen: Story = {
  globals: PHONE_VIEWPORT,
  args: { navPosition: 'side', topBar: topBar('side') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Sites (active)' })).toBeVisible();
  },
};
