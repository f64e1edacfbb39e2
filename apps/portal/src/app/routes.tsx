import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/guard/RequireAuth';
import { lazyPage, screen } from './lazy';
import { RootLayout } from './RootLayout';

// The signed-in frame (top bar, navigation) is a chunk too: visitors of / and /login never need it.
const AppFrame = lazyPage(() => import('./shell/AppFrame'), 'AppFrame');
const placeholders = () => import('./placeholders/placeholder-screens');

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const LoginPage = lazyPage(() => import('../features/auth/login/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(
  () => import('../features/auth/register/RegisterPage'),
  'RegisterPage',
);
const RegisterConfirmationPage = lazyPage(
  () => import('../features/auth/register/RegisterConfirmationPage'),
  'RegisterConfirmationPage',
);
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'), 'PricingPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const SitesPage = lazyPage(() => import('../features/sites/SitesPage'), 'SitesPage');
const InspectionsPage = lazyPage(
  () => import('../features/inspections/InspectionsPage'),
  'InspectionsPage',
);
const InspectionReportPage = lazyPage(
  () => import('../features/inspections/report/InspectionReportPage'),
  'InspectionReportPage',
);
const ProjectsPage = lazyPage(placeholders, 'ProjectsPage');
const InventoryPage = lazyPage(
  () => import('../features/inventory/InventoryPage'),
  'InventoryPage',
);
const CustomersPage = lazyPage(placeholders, 'CustomersPage');
const TimelinePage = lazyPage(placeholders, 'TimelinePage');
const AnalyticsPage = lazyPage(placeholders, 'AnalyticsPage');
const SettingsPage = lazyPage(placeholders, 'SettingsPage');
const PreferencesPage = lazyPage(
  () => import('../features/preferences/PreferencesPage'),
  'PreferencesPage',
);
const AdminDashboardPage = lazyPage(
  () => import('../features/admin/AdminDashboardPage'),
  'AdminDashboardPage',
);

/** The route table of SPEC section 2. Every screen is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.landing,
        element: screen(LandingPage),
      },
      {
        path: paths.login,
        element: screen(LoginPage),
      },
      {
        path: paths.register,
        element: screen(RegisterPage),
      },
      {
        path: paths.registerConfirmation,
        element: screen(RegisterConfirmationPage),
      },
      {
        path: paths.pricing,
        element: screen(PricingPage),
      },
      {
        path: paths.forgotPassword,
        element: screen(ForgotPasswordPage),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: screen(AppFrame),
            children: [
              {
                path: paths.dashboard,
                element: screen(DashboardPage),
              },
              {
                path: paths.sites,
                element: screen(SitesPage),
              },
              {
                path: paths.inspections,
                element: screen(InspectionsPage),
              },
              {
                path: paths.inspectionReport,
                element: screen(InspectionReportPage),
              },
              { path: paths.projects, element: screen(ProjectsPage) },
              { path: paths.inventory, element: screen(InventoryPage) },
              { path: paths.customers, element: screen(CustomersPage) },
              { path: paths.timeline, element: screen(TimelinePage) },
              { path: paths.analytics, element: screen(AnalyticsPage) },
              { path: paths.settings, element: screen(SettingsPage) },
              {
                path: paths.preferences,
                element: screen(PreferencesPage),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth requiredRole="admin" />,
        children: [
          {
            element: screen(AppFrame),
            children: [
              {
                path: paths.admin,
                element: screen(AdminDashboardPage),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];
