import { PlaceholderPage } from '../../routing/placeholder-page';

// The lazy dashboard sections of PRODUCT.md "Placeholder screens" whose content is not specified yet.
export const ProjectsPage = () => (
  <PlaceholderPage
    title="Projects"
    description="Projects will group your sites by contract, with their programme, phases and the team assigned to each."
  />
);
export const CustomersPage = () => (
  <PlaceholderPage
    title="Customers"
    description="Customers will hold your clients' contacts, their sites and their account history."
  />
);
export const TimelinePage = () => (
  <PlaceholderPage
    title="Timeline"
    description="The timeline will show erections, dismantles and inspections across all your sites in date order."
  />
);
export const AnalyticsPage = () => (
  <PlaceholderPage
    title="Analytics"
    description="Analytics will chart tonnage, utilisation and revenue over time, per client and per site."
  />
);
export const SettingsPage = () => (
  <PlaceholderPage
    title="Settings"
    description="Settings will hold your company details, users and roles, and subscription plan."
  />
);
