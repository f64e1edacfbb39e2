// The steps of `npm test` and the order they run in (scripts/test.ts runs them).
import { rmSync } from 'node:fs';

export interface Step {
  /** The name `npm test -- --only <name>` takes. */
  name: string;
  title: string;
  command: string;
  args: string[];
  /** The Vitest projects it runs, each run's report counted in the closing line. */
  projects?: string[];
  /** Steps whose results it reads (the builds): `--only` runs them first. */
  needs?: string[];
  /** It starts a browser, so it needs Chromium (the others run without one). */
  browser?: boolean;
  /** Nothing runs beside it: it measures the host. */
  alone?: boolean;
  /** Done just before it starts. */
  before?: () => void;
}

const vitest = (
  name: string,
  title: string,
  projects: string[],
  extra: Partial<Step> = {},
): Step => ({ name, title, command: 'npx', args: ['vitest', 'run'], projects, ...extra });

export const STEPS: readonly Step[] = [
  {
    name: 'typecheck',
    title: 'Type check (every workspace)',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
  },
  { name: 'lint', title: 'Lint and format (Biome)', command: 'npx', args: ['biome', 'ci', '.'] },
  {
    name: 'compat',
    title: 'Web APIs within the supported browsers (ESLint compat)',
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '.'],
  },
  {
    name: 'boundaries',
    title: 'Import boundaries (dependency-cruiser, .dependency-cruiser.cjs)',
    command: 'npx',
    args: [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      'packages',
      'mocks',
      'apps/portal/src',
      'apps/server/src',
    ],
  },
  // The contract suite and its fuzzing run here on the mock and on the server, over PGlite and
  // over PostgreSQL (a throwaway cluster unless TEST_DATABASE_URL is set; .ci/run installs it).
  // Two projects, every unit test in one of them: 'unit-shared' (the packages' and the mock's
  // tests, one module graph) and 'unit' (a fresh graph per file; vitest.config.ts says which).
  vitest('unit', 'Unit and property tests (Node; the contract suite on the mock and the server)', [
    'unit',
    'unit-shared',
  ]),
  // One browser project per Vitest run, never two at once: started together on a cold cache, one
  // project's late dependency reloaded the page the other's tests ran in, and every story file
  // failed to import ('Vitest failed to find the current suite'; see vite.config.ts's
  // optimizeDeps).
  vitest(
    'stories',
    'Stories as browser tests (interactions, accessibility, visual baselines)',
    ['storybook'],
    {
      browser: true,
      // From a cold dependency cache, as on CI's fresh clone: a dependency Vite discovers late
      // reloads the test page there, and only there if the cache were kept.
      before: () => rmSync('node_modules/.vite/vitest', { recursive: true, force: true }),
    },
  ),
  vitest(
    'visual',
    'Rules of the visual baselines (any browser build; a change of ours fails)',
    ['visual'],
    { browser: true },
  ),
  {
    name: 'storybook-build',
    title: 'Storybook builds (every docs page compiles)',
    command: 'npm',
    args: ['run', 'build-storybook', '--silent'],
  },
  {
    name: 'build',
    title: 'Build the portal (real mode)',
    command: 'npm',
    args: ['run', 'build', '--silent'],
  },
  {
    name: 'bundle',
    title: 'Bundle budgets of the real build',
    command: 'npx',
    args: ['tsx', 'scripts/check-bundle.ts'],
    needs: ['build'],
  },
  {
    name: 'build-demo',
    title: 'Build the portal (demo mode)',
    command: 'npm',
    args: ['run', 'build:demo', '--silent'],
  },
  {
    name: 'browsers',
    title: 'Built code within the supported browsers (es-check)',
    command: 'npx',
    args: ['tsx', 'scripts/check-browsers.ts'],
    needs: ['build', 'build-demo'],
  },
  {
    name: 'lighthouse',
    title: 'Lighthouse on /, /login (demo build) and /dashboard (real build), calibrated phone',
    command: 'npx',
    args: ['tsx', 'scripts/lighthouse.ts'],
    needs: ['build', 'build-demo'],
    browser: true,
    // It scores the page's speed: another step beside it would lower the scores.
    alone: true,
  },
  vitest(
    'e2e',
    'End-to-end flows: the demo build, the dev server, the real build against the mock and the server',
    ['e2e'],
    { needs: ['build', 'build-demo'], browser: true },
  ),
];

/**
 * The order: phases one after the other, the lanes of a phase side by side (each lane's steps in
 * order), so that both cores work where the steps allow it. One browser step at a time: the
 * stories' play functions and screenshots, and the e2e flows, wait on the page, and two of them
 * side by side would each take a core from the other. Lighthouse measures: nothing beside it.
 */
export const PLAN: readonly (readonly (readonly string[])[])[] = [
  // tsc is one thread for most of its minute; the linters and the builds share the other core,
  // in two lanes of about the same length.
  [
    ['typecheck', 'build', 'bundle', 'build-demo', 'browsers'],
    ['lint', 'compat', 'boundaries', 'storybook-build'],
  ],
  // The stories keep about one core busy (the page, then the screenshot's comparison in turn) and
  // the unit tests run one file at a time (Vitest's one worker on two cores): side by side they
  // fill both cores. Nothing of the unit project reads a build or starts a browser.
  [['stories', 'visual'], ['unit']],
  [['lighthouse']],
  // One file at a time (vitest.config.ts): its longest flows are within half their deadline on
  // an idle machine, not on a machine twice as slow with a second file beside them.
  [['e2e']],
];

export const stepNamed = (name: string): Step => {
  const step = STEPS.find((candidate) => candidate.name === name);
  if (!step)
    throw new Error(`No step '${name}'. The steps: ${STEPS.map((s) => s.name).join(', ')}`);
  return step;
};

/** The steps to run for `--only` names: those, and the steps they need, in the plan's order. */
export function selected(only: readonly string[]): Set<string> {
  if (only.length === 0) return new Set(STEPS.map((step) => step.name));
  const chosen = new Set<string>();
  const add = (name: string) => {
    if (chosen.has(name)) return;
    for (const need of stepNamed(name).needs ?? []) add(need);
    chosen.add(name);
  };
  for (const name of only) add(name);
  return chosen;
}

/** The plan cut to the chosen steps (empty lanes and phases dropped). */
export const planFor = (chosen: ReadonlySet<string>): string[][][] =>
  PLAN.map((phase) =>
    phase.map((lane) => lane.filter((name) => chosen.has(name))).filter((lane) => lane.length),
  ).filter((phase) => phase.length);
