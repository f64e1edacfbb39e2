import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { AppShell } from '../AppShell';
import { Heading } from '../Heading';
import { NAV_POSITIONS, TopBar } from './TopBar';
import { ACCOUNT_LINKS, NAV_ITEMS, navigateTo, withStoryLinks } from './TopBar.fixtures';

const meta = {
  title: 'App frame/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  decorators: [withStoryLinks],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The bar at the top of every signed-in screen, inside an `AppShell`: the 'Scaffold portal' brand (home), the sections with their markers (green: in use, red: not yet), the user's name linking to Preferences, 'Admin Dashboard' for admins, and 'Logout'. Admins get a grey bar, so they always know they hold extra rights. Mark the page shown with `current` (announced as the current page). `navPosition=\"side\"` (the user's preference) moves the sections to a column beside the page. Below desktop width the sections and account links fold into a menu: the 'Menu' button says whether it is open (`aria-expanded`), Escape closes it and puts focus back on the button, and choosing a link closes it. Links render through the `LinkProvider`, so the portal's router handles them.",
      },
    },
  },
  args: {
    items: NAV_ITEMS,
    userName: 'Sam Carter',
    ...ACCOUNT_LINKS,
    onLogout: fn(),
    isAdmin: false,
    navPosition: 'top',
  },
  argTypes: { navPosition: { control: 'inline-radio', options: NAV_POSITIONS } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(within(nav).getByRole('link', { name: 'Sites (active)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav).getByRole('link', { name: 'Projects (inactive)' }),
    ).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: /Sam Carter/ })).toHaveAttribute(
      'href',
      ACCOUNT_LINKS.preferencesHref,
    );
    await expect(canvas.getByRole('link', { name: /Scaffold portal/ })).toHaveAttribute(
      'href',
      ACCOUNT_LINKS.homeHref,
    );
    await expect(canvas.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const FollowsALink: Story = {
  play: async ({ canvasElement }) => {
    navigateTo.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: /Inspections/ }));
    await expect(navigateTo).toHaveBeenCalledWith('/dashboard/inspections');
  },
};

/** Admins: the grey bar and the 'Admin Dashboard' link. */
export const Admin: Story = {
  args: { isAdmin: true, userName: 'Alex Morgan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      ACCOUNT_LINKS.adminHref,
    );
    await expect(getComputedStyle(canvas.getByRole('banner')).backgroundColor).toBe(
      'rgb(75, 85, 99)',
    );
  },
};

export const LongUserName: Story = {
  args: { userName: 'Maximilian Alexander Fitzgerald-Worthington' },
};

/** `navPosition="side"`: the sections in a column beside the page (shown in an `AppShell`). */
export const SideNavigation: Story = {
  args: { navPosition: 'side' },
  render: (args) => (
    <AppShell navPosition="side" topBar={<TopBar {...args} />}>
      <Heading level={1}>Sites</Heading>
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav.closest('header')).toBeNull();
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

const openMenu = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const menuButton = canvas.getByRole('button', { name: 'Menu' });
  await userEvent.click(menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const panel = canvasElement.querySelector(
    `#${CSS.escape(menuButton.getAttribute('aria-controls') ?? '')}`,
  ) as HTMLElement;
  await expect(panel).toBeVisible();
  return { menuButton, panel };
};

export const MobileMenuOpen: Story = {
  globals: PHONE_VIEWPORT,
  args: { isAdmin: true, userName: 'Alex Morgan' },
  play: async ({ canvasElement }) => {
    const { panel } = await openMenu(canvasElement);
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(within(panel).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const { menuButton, panel } = await openMenu(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const MobileMenuClosesOnLinkChoice: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    navigateTo.mockClear();
    const { menuButton, panel } = await openMenu(canvasElement);
    await userEvent.click(within(panel).getByRole('link', { name: /Inventory/ }));
    await expect(navigateTo).toHaveBeenCalledWith('/dashboard/inventory');
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};
