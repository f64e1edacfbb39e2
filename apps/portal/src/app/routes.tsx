import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/guard/RequireAuth';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { AppFrame } from '../features/shell/AppFrame';
import { lazyPage } from './lazy';
import { RootLayout } from './RootLayout';

const placeholders = () => import('../features/placeholders/placeholder-screens');

/** The route table of SPEC section 2. Every screen is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.landing,
        lazy: lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage'),
      },
      {
        path: paths.login,
        lazy: lazyPage(() => import('../features/auth/login/LoginPage'), 'LoginPage'),
      },
      {
        path: paths.register,
        lazy: lazyPage(() => import('../features/auth/register/RegisterPage'), 'RegisterPage'),
      },
      {
        path: paths.registerConfirmation,
        lazy: lazyPage(
          () => import('../features/auth/register/RegisterConfirmationPage'),
          'RegisterConfirmationPage',
        ),
      },
      {
        path: paths.pricing,
        lazy: lazyPage(() => import('../features/pricing/PricingPage'), 'PricingPage'),
      },
      {
        path: paths.forgotPassword,
        lazy: lazyPage(
          () => import('../features/auth/forgot-password/ForgotPasswordPage'),
          'ForgotPasswordPage',
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppFrame />,
            children: [
              {
                path: paths.dashboard,
                lazy: lazyPage(
                  () => import('../features/dashboard/DashboardPage'),
                  'DashboardPage',
                ),
              },
              {
                path: paths.sites,
                lazy: lazyPage(() => import('../features/sites/SitesPage'), 'SitesPage'),
              },
              {
                path: paths.inspections,
                lazy: lazyPage(
                  () => import('../features/inspections/InspectionsPage'),
                  'InspectionsPage',
                ),
              },
              { path: paths.projects, lazy: lazyPage(placeholders, 'ProjectsPage') },
              { path: paths.inventory, lazy: lazyPage(placeholders, 'InventoryPage') },
              { path: paths.customers, lazy: lazyPage(placeholders, 'CustomersPage') },
              { path: paths.timeline, lazy: lazyPage(placeholders, 'TimelinePage') },
              { path: paths.analytics, lazy: lazyPage(placeholders, 'AnalyticsPage') },
              { path: paths.settings, lazy: lazyPage(placeholders, 'SettingsPage') },
              {
                path: paths.preferences,
                lazy: lazyPage(
                  () => import('../features/preferences/PreferencesPage'),
                  'PreferencesPage',
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth requiredRole="admin" />,
        children: [
          {
            element: <AppFrame />,
            children: [
              {
                path: paths.admin,
                lazy: lazyPage(
                  () => import('../features/admin/AdminDashboardPage'),
                  'AdminDashboardPage',
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];
