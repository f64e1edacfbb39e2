// The import boundaries of the repository, declared once: the workspaces' direction
// (domain ← api-client, mocks, ui ← portal) and, inside the portal, features that import neither
// each other nor the app, and shared code that imports no feature. `npm test` runs
// `depcruise --config .dependency-cruiser.cjs packages mocks apps/portal/src` before the unit
// tests; apps/portal/src/architecture.test.ts shows every rule biting on fixtures in a temp folder.
// Import cycles are Biome's (suspicious/noImportCycles, type-only imports included).

const PORTAL = '^apps/portal/src/';
const FEATURES = `${PORTAL}features/`;
const COMPONENTS = '^packages/ui/src/components/';

/**
 * The portal's shared folders, lowest first: each imports only those before it (and its own
 * files), so no two import each other. A folder's tests and stories may assemble from any.
 * docs/ARCHITECTURE.md lists what each holds.
 */
const SHARED_ORDER = [
  'config/',
  'session/',
  'offline/(?!outbox/)',
  'services/',
  'screen-parts/',
  'data/cache/',
  'data/reads/',
  'data/views/',
  'offline/outbox/',
  'routing/',
  'person/',
];

/** One rule per shared folder: none of the folders after it in SHARED_ORDER. */
const sharedOrderRules = SHARED_ORDER.slice(0, -1).map((folder, at) => ({
  name: `shared-folders-in-order: ${folder.replace(/\(.*\)/, '')}`,
  severity: 'error',
  comment: `The shared folders import one way only (${SHARED_ORDER.map((f) => f.replace(/\(.*\)/, '')).join(' < ')}): ${folder.replace(/\(.*\)/, '')} imports none of those after it.`,
  from: { path: `${PORTAL}${folder}`, pathNot: '\\.(test|stories)\\.tsx?$' },
  to: { path: `${PORTAL}(${SHARED_ORDER.slice(at + 1).join('|')})` },
}));

/** A workspace may import only those listed (the arrows of docs/ARCHITECTURE.md). */
const workspaceRule = (name, from, forbidden, why) => ({
  name,
  severity: 'error',
  comment: why,
  from: { path: from },
  to: { path: forbidden },
});

module.exports = {
  forbidden: [
    workspaceRule(
      'domain-imports-nothing-of-ours',
      '^packages/domain/',
      '^(packages/(api-client|ui)|mocks|apps)/',
      'domain is the bottom layer: pure rules and schemas, no other workspace.',
    ),
    workspaceRule(
      'domain-is-pure',
      '^packages/domain/',
      '(^|/)node_modules/(react|react-dom|jotai)/',
      'domain is pure: no React, no app state.',
    ),
    workspaceRule(
      'api-client-depends-on-domain-only',
      '^packages/api-client/',
      '^(packages/ui|apps)/|(^|/)node_modules/(react|react-dom|jotai)/',
      'api-client is framework-free and depends on domain only.',
    ),
    {
      name: 'api-client-ships-no-mock',
      severity: 'error',
      comment: "api-client's own code never imports the mock; its tests run against it.",
      from: { path: '^packages/api-client/', pathNot: '\\.test\\.ts$' },
      to: { path: '^mocks/' },
    },
    workspaceRule(
      'mocks-depend-on-domain-only',
      '^mocks/',
      '^(packages/(api-client|ui)|apps)/',
      'mocks answer by the contract in domain; they know neither the client nor the screens.',
    ),
    workspaceRule(
      'ui-never-calls-the-api',
      '^packages/ui/',
      '^(packages/api-client|mocks|apps)/|(^|/)node_modules/jotai/',
      'ui is the design system: no API, no mock, no portal, no app state.',
    ),
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'A feature never imports another feature: share through the shared folders (data/, session/, services/, offline/, routing/, screen-parts/, config/, person/), ui or domain.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment:
        'app/ (routes, shell, screens manifest) assembles the features; a feature never reaches back into it.',
      from: { path: FEATURES },
      to: { path: `${PORTAL}app/` },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'Everything of the portal outside features/ and app/ (data/, session/, services/, offline/, routing/, screen-parts/, config/, testing/, ...) serves every feature, so it imports none (a feature depends on it, not the reverse).',
      from: { path: PORTAL, pathNot: `${PORTAL}(features/|app/|main\\.tsx$)` },
      to: { path: FEATURES },
    },
    ...sharedOrderRules,
    {
      name: 'component-imports-no-private-file-of-another',
      severity: 'error',
      comment:
        "A ui component uses another through its index.ts, never its files (styles, parts): they may change without notice. A component's `*.fixtures.tsx` are there for other components' stories.",
      from: { path: `${COMPONENTS}([^/]+)/` },
      to: {
        path: COMPONENTS,
        pathNot: [
          `${COMPONENTS}$1/`,
          `${COMPONENTS}[^/]+/index\\.tsx?$`,
          `${COMPONENTS}[^/]+/[^/]+\\.fixtures\\.tsx?$`,
        ],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-demo|storybook-static|__screenshots__)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
