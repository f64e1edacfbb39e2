import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { paths } from './src/config/paths';
import { contentSecurityPolicy } from './vite-plugins/content-security-policy';
import { inlineEntryCss } from './vite-plugins/inline-entry-css';
import { preloadRouteChunks } from './vite-plugins/preload-route-chunks';
import { serviceWorker } from './vite-plugins/service-worker';

/** The layout primitives, form controls and helpers of packages/ui shared by every screen. */
const UI_BASE =
  /packages[\\/]ui[\\/]src[\\/](components[\\/](Box|Stack|Inline|Text|Heading|TextField|Field|Checkbox|Button|Notice|TextLink|VisuallyHidden|LoadingState|Card)[\\/]|lib[\\/][^\\/]+$|theme[\\/])/;

/** The signed-in frame, a chunk of its own, around every guarded screen. */
const APP_FRAME = 'src/app/shell/AppFrame.tsx';

/** The screens people open directly (links, bookmarks), whose chunks the page fetches at once. */
const FIRST_SCREENS = {
  [paths.landing]: 'src/features/landing/LandingPage.tsx',
  [paths.login]: 'src/features/auth/login/LoginPage.tsx',
  [paths.register]: 'src/features/auth/register/RegisterPage.tsx',
  [paths.pricing]: 'src/features/pricing/PricingPage.tsx',
  [paths.forgotPassword]: 'src/features/auth/forgot-password/ForgotPasswordPage.tsx',
  [paths.dashboard]: ['src/features/dashboard/DashboardPage.tsx', APP_FRAME],
  [paths.sites]: ['src/features/sites/SitesPage.tsx', APP_FRAME],
  [paths.inspections]: ['src/features/inspections/InspectionsPage.tsx', APP_FRAME],
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = env.VITE_API_MODE === 'mock';
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      preloadRouteChunks(FIRST_SCREENS),
      inlineEntryCss(),
      // After the inlining above, so it hashes the final inline scripts and styles. The demo
      // build runs its mock in a service worker and stays without a policy (docs/DECISIONS.md).
      ...(demo ? [] : [contentSecurityPolicy()]),
      // Last: it lists the finished files. Real build only: the demo's scope is MSW's worker's.
      ...(demo ? [] : [serviceWorker()]),
    ],
    // A literal the bundler folds: a real build drops every `if (__DEMO__)` branch and the mock
    // code it imports.
    define: { __DEMO__: JSON.stringify(demo) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // One chunk for the design system's basics that every screen uses, instead of a dozen
      // files of a few hundred bytes: fewer requests before the first screen, better gzip.
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'ui-base', test: UI_BASE }] } },
      },
    },
  };
});
