// The screens manifest: every screen of the portal once, with its path, the module that shows it,
// who may open it, its navigation entry and whether index.html preloads it. The routes
// (routes.tsx), the signed-in navigation, the build's preload map (vite.config.ts) and the bundle
// budgets (scripts/check-bundle.ts) all read it. Plain data: Node loads it with the Vite config,
// so it imports nothing but the paths (a dynamic import here would pull every screen into the
// config's bundle).
import { paths } from '../config/paths';

/** Who may open a screen: anyone, a signed-in user, or an admin (PRODUCT.md "Navigation and top bar"). */
export type ScreenAccess = 'public' | 'signed-in' | 'admin';

export interface Screen {
  /** The route pattern, from config/paths. */
  path: string;
  /** The module that holds it, relative to src/; its chunk is loaded on first use. */
  module: string;
  /** The module's named export that renders it. */
  exportName: string;
  access: ScreenAccess;
  /** Its entry in the signed-in navigation; `active` is the marker's colour (PRODUCT.md "Navigation and top bar"). */
  nav?: { label: string; active: boolean };
  /** A screen people open directly (links, bookmarks): index.html fetches its chunks at once. */
  preload?: true;
  /**
   * The module, relative to src/, whose `firstReads` the frame starts as the screen's navigation
   * starts, before its chunk arrives (app/route-reads.ts): a feature's `first-reads.ts`.
   */
  firstReads?: string;
}

/** The frame (top bar, navigation) around every screen that is not public: a chunk of its own. */
export const FRAME = { module: 'app/shell/AppFrame.tsx', exportName: 'AppFrame' } as const;

const PLACEHOLDERS = 'app/placeholders/placeholder-screens.tsx';
/** The scaffolds feature's six screens: one module loads each (its own chunk) on first use. */
const SCAFFOLD_SCREENS = 'features/scaffolds/ScaffoldScreensPage.tsx';
/** The hire feature's four screens, loaded like the scaffolds'. */
const HIRE_SCREENS = 'features/hire/HireScreensPage.tsx';

/** Every screen. The signed-in ones with a navigation entry are listed in the menu's order. */
export const SCREENS: readonly Screen[] = [
  {
    path: paths.landing,
    module: 'features/landing/LandingPage.tsx',
    exportName: 'LandingPage',
    access: 'public',
    preload: true,
  },
  {
    path: paths.login,
    module: 'features/auth/login/LoginPage.tsx',
    exportName: 'LoginPage',
    access: 'public',
    preload: true,
  },
  {
    path: paths.register,
    module: 'features/auth/register/RegisterPage.tsx',
    exportName: 'RegisterPage',
    access: 'public',
    preload: true,
  },
  {
    path: paths.registerConfirmation,
    module: 'features/auth/register/RegisterConfirmationPage.tsx',
    exportName: 'RegisterConfirmationPage',
    access: 'public',
  },
  {
    path: paths.pricing,
    module: 'features/pricing/PricingPage.tsx',
    exportName: 'PricingPage',
    access: 'public',
    preload: true,
  },
  {
    path: paths.forgotPassword,
    module: 'features/auth/forgot-password/ForgotPasswordPage.tsx',
    exportName: 'ForgotPasswordPage',
    access: 'public',
    preload: true,
  },
  {
    path: paths.dashboard,
    module: 'features/dashboard/DashboardPage.tsx',
    exportName: 'DashboardPage',
    access: 'signed-in',
    firstReads: 'features/dashboard/first-reads.ts',
    nav: { label: 'Dashboard', active: true },
    preload: true,
  },
  {
    path: paths.projects,
    module: PLACEHOLDERS,
    exportName: 'ProjectsPage',
    access: 'signed-in',
    nav: { label: 'Projects', active: false },
  },
  {
    path: paths.sites,
    module: 'features/sites/SitesPage.tsx',
    exportName: 'SitesPage',
    access: 'signed-in',
    firstReads: 'features/sites/first-reads.ts',
    nav: { label: 'Sites', active: true },
    preload: true,
  },
  {
    path: paths.inventory,
    module: 'features/inventory/InventoryPage.tsx',
    exportName: 'InventoryPage',
    access: 'signed-in',
    firstReads: 'features/inventory/first-reads.ts',
    nav: { label: 'Inventory', active: true },
  },
  {
    path: paths.customers,
    module: PLACEHOLDERS,
    exportName: 'CustomersPage',
    access: 'signed-in',
    nav: { label: 'Customers', active: false },
  },
  {
    path: paths.timeline,
    module: PLACEHOLDERS,
    exportName: 'TimelinePage',
    access: 'signed-in',
    nav: { label: 'Timeline', active: false },
  },
  {
    path: paths.inspections,
    module: 'features/inspections/InspectionsPage.tsx',
    exportName: 'InspectionsPage',
    access: 'signed-in',
    firstReads: 'features/inspections/first-reads.ts',
    nav: { label: 'Inspections', active: true },
    preload: true,
  },
  {
    path: paths.analytics,
    module: PLACEHOLDERS,
    exportName: 'AnalyticsPage',
    access: 'signed-in',
    nav: { label: 'Analytics', active: false },
  },
  {
    path: paths.settings,
    module: PLACEHOLDERS,
    exportName: 'SettingsPage',
    access: 'signed-in',
    nav: { label: 'Settings', active: false },
  },
  {
    path: paths.inspectionReport,
    module: 'features/inspections/report/InspectionReportPage.tsx',
    exportName: 'InspectionReportPage',
    access: 'signed-in',
  },
  {
    path: paths.preferences,
    module: 'features/preferences/PreferencesPage.tsx',
    exportName: 'PreferencesPage',
    access: 'signed-in',
  },
  // Scaffolds, tags, handovers, signing links.
  {
    path: paths.siteScaffolds,
    module: SCAFFOLD_SCREENS,
    exportName: 'SiteScaffoldsPage',
    access: 'signed-in',
  },
  {
    path: paths.tagSheet,
    module: SCAFFOLD_SCREENS,
    exportName: 'TagSheetPage',
    access: 'signed-in',
  },
  {
    path: paths.handover,
    module: SCAFFOLD_SCREENS,
    exportName: 'HandoverPage',
    access: 'signed-in',
  },
  {
    path: paths.handoverCertificate,
    module: SCAFFOLD_SCREENS,
    exportName: 'HandoverCertificatePage',
    access: 'signed-in',
  },
  { path: paths.siteHire, module: HIRE_SCREENS, exportName: 'SiteHirePage', access: 'signed-in' },
  {
    path: paths.newDeliveryNote,
    module: HIRE_SCREENS,
    exportName: 'DeliveryNotePage',
    access: 'signed-in',
  },
  {
    path: paths.newCollectionNote,
    module: HIRE_SCREENS,
    exportName: 'CollectionNotePage',
    access: 'signed-in',
  },
  { path: paths.hireNote, module: HIRE_SCREENS, exportName: 'NoteDocketPage', access: 'signed-in' },
  {
    path: paths.tagStatus,
    module: SCAFFOLD_SCREENS,
    exportName: 'TagStatusPage',
    access: 'public',
  },
  {
    path: paths.signing,
    module: SCAFFOLD_SCREENS,
    exportName: 'SigningPage',
    access: 'public',
  },
  // Hire.
  {
    path: paths.hireStatement,
    module: 'features/hire/statement/HireStatementPage.tsx',
    exportName: 'HireStatementPage',
    access: 'signed-in',
  },
  {
    path: paths.admin,
    module: 'features/admin/AdminDashboardPage.tsx',
    exportName: 'AdminDashboardPage',
    access: 'admin',
  },
];

/** The modules a screen's path shows, relative to src/: the screen, inside the frame unless public. */
export const screenModules = (screen: Screen): string[] =>
  screen.access === 'public' ? [screen.module] : [screen.module, FRAME.module];

/** The signed-in navigation, in menu order. */
export const NAV_ITEMS = SCREENS.flatMap((screen) =>
  screen.nav ? [{ label: screen.nav.label, href: screen.path, active: screen.nav.active }] : [],
);

/**
 * The design system's primitives and form controls that every screen uses (packages/ui/src/
 * components/<name>): the build puts them, with ui's lib/ and theme/, into one `ui-base` chunk
 * instead of a dozen files of a few hundred bytes.
 */
export const UI_BASE_COMPONENTS = [
  'Box',
  'Stack',
  'Inline',
  'Text',
  'Heading',
  'TextField',
  'Field',
  'Checkbox',
  'Button',
  'Notice',
  'TextLink',
  'VisuallyHidden',
  'LoadingState',
] as const;
