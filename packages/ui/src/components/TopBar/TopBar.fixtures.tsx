// Sample data and a link decorator shared by the TopBar and AppShell stories.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type LinkComponent, LinkProvider } from '../../lib/Link';
import type { TopBarItem } from './TopBar';

/** The sections of PRODUCT.md "Screens and routes" with their markers; Sites is the page shown. */
export const NAV_ITEMS: TopBarItem[] = [
  { label: 'Dashboard', href: '/dashboard', active: true },
  { label: 'Projects', href: '/dashboard/projects', active: false },
  { label: 'Sites', href: '/dashboard/sites', active: true, current: true },
  { label: 'Inventory', href: '/dashboard/inventory', active: false },
  { label: 'Customers', href: '/dashboard/customers', active: false },
  { label: 'Timeline', href: '/dashboard/timeline', active: false },
  { label: 'Inspections', href: '/dashboard/inspections', active: true },
  { label: 'Analytics', href: '/dashboard/analytics', active: false },
  { label: 'Settings', href: '/dashboard/settings', active: false },
];

/** The account links of the bar in the stories (the portal passes its own routes). */
export const ACCOUNT_LINKS = {
  homeHref: '/dashboard',
  preferencesHref: '/preferences',
  adminHref: '/admindashboard',
} as const;

/** Called with the href of every link followed in a story (instead of leaving the page). */
export const navigateTo = fn();

const StoryLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      navigateTo(href);
    }}
    {...props}
  />
);

/** Renders the ui links as a router would: they report the href and stay on the page. */
export const withStoryLinks: Decorator = (Story) => (
  <LinkProvider linkComponent={StoryLink}>
    <Story />
  </LinkProvider>
);
