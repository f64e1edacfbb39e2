import { PlaceholderPage } from '../../routing/placeholder-page';

export const AdminDashboardPage = () => (
  <PlaceholderPage
    title="Admin Dashboard"
    description="The admin dashboard will manage your firm's user accounts, roles and account requests. Only admins can open it."
  />
);
