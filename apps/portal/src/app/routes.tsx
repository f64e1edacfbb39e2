import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/guard/RequireAuth';
import { screen } from '../routing/lazy-screen';
import { RootLayout } from './RootLayout';
import { screenLoader } from './screen-loaders';
import { FRAME, SCREENS, type ScreenAccess } from './screens';

const screenRoutes = (access: ScreenAccess): RouteObject[] =>
  SCREENS.filter((entry) => entry.access === access).map((entry) => ({
    path: entry.path,
    element: screen(screenLoader(entry)),
  }));

/** Screens that need a signed-in user (of a role, for admin ones), in the signed-in frame. */
const guarded = (access: Exclude<ScreenAccess, 'public'>): RouteObject => ({
  element: <RequireAuth requiredRole={access === 'admin' ? 'admin' : undefined} />,
  // The frame (top bar, navigation) is a chunk too: visitors of / and /login never need it.
  children: [{ element: screen(screenLoader(FRAME)), children: screenRoutes(access) }],
});

/** The route table of PRODUCT.md "Route table", from the screens manifest. Every screen is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...screenRoutes('public'),
      guarded('signed-in'),
      guarded('admin'),
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];
