import { MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_VIEWPORT } from '../../../../../.storybook/viewports';
import { AdminDashboardPage } from '../../features/admin/AdminDashboardPage';
import { PlaceholderPage } from '../../routing/placeholder-page';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import {
  AnalyticsPage,
  CustomersPage,
  ProjectsPage,
  SettingsPage,
  TimelinePage,
} from './placeholder-screens';

const meta = {
  title: 'Portal/Placeholder screens',
  component: PlaceholderPage,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The dashboard sections whose content is not built yet (PRODUCT.md "Placeholder screens": projects, inventory, customers, timeline, analytics, settings, the admin dashboard) say plainly what will live there. They render inside the app frame.',
      },
    },
  },
  globals: PAGE_VIEWPORT,
  args: { title: 'Projects', description: '' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  };

export const Projects: Story = { render: () => <ProjectsPage />, play: says('Projects') };
export const Customers: Story = { render: () => <CustomersPage />, play: says('Customers') };
export const Timeline: Story = { render: () => <TimelinePage />, play: says('Timeline') };
export const Analytics: Story = { render: () => <AnalyticsPage />, play: says('Analytics') };
export const Settings: Story = { render: () => <SettingsPage />, play: says('Settings') };
export const AdminDashboard: Story = {
  render: () => <AdminDashboardPage />,
  play: says('Admin Dashboard'),
};

export const RouterErrorFallback: Story = {
  render: () => <RouteErrorPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: MESSAGES.routerFallback }),
    ).toBeVisible();
  },
};
