// `npm test`: every check in order, stopping at the first failure, then one closing count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireChromium } from './chromium.ts';

const reportDir = path.resolve('node_modules/.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const chrome = requireChromium();
const env = { ...process.env, CHROME_PATH: chrome, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title: string, command: string, args: string[], afterwards = () => {}): void {
  const stepStart = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  // Count before judging, so a failing step's tests show in the closing line.
  afterwards();
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function vitest(title: string, ...projects: string[]): void {
  const report = path.join(reportDir, `${projects.join('+')}.json`);
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    () => count(report),
  );
}

function count(report: string): void {
  if (!existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  totals.skipped += numPendingTests + numTodoTests;
}

function finish(code: number): never {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

run('Type check (every workspace)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('Lint and format (Biome)', 'npx', ['biome', 'ci', '.']);
run('Web APIs within the supported browsers (ESLint compat)', 'npx', [
  'eslint',
  '--max-warnings',
  '0',
  '.',
]);
run('Import boundaries (dependency-cruiser, .dependency-cruiser.cjs)', 'npx', [
  'depcruise',
  '--config',
  '.dependency-cruiser.cjs',
  'packages',
  'mocks',
  'apps/portal/src',
]);
// The contract suite and its fuzzing run here on the mock and on the server, over PGlite and
// over PostgreSQL (a throwaway cluster unless TEST_DATABASE_URL is set; .ci/run installs it).
vitest('Unit and property tests (Node; the contract suite on the mock and the server)', 'unit');
// The browser projects start from a cold dependency cache, as on CI's fresh clone: a dependency
// Vite discovers late reloads the test page there, and only there if the cache were kept.
rmSync('node_modules/.vite/vitest', { recursive: true, force: true });
// One browser project per Vitest run: started together on a cold cache, one project's late
// dependency reloaded the page the other's tests ran in, and every story file failed to import
// ('Vitest failed to find the current suite'; CI stop 32, vite.config.ts's optimizeDeps).
vitest('Stories as browser tests (interactions, accessibility, visual baselines)', 'storybook');
vitest('Rules of the visual baselines (any browser build; a change of ours fails)', 'visual');
run('Storybook builds (every docs page compiles)', 'npm', ['run', 'build-storybook', '--silent']);
run('Build the portal (real mode)', 'npm', ['run', 'build', '--silent']);
run('Bundle budgets of the real build', 'npx', ['tsx', 'scripts/check-bundle.ts']);
run('Build the portal (demo mode)', 'npm', ['run', 'build:demo', '--silent']);
run('Built code within the supported browsers (es-check)', 'npx', [
  'tsx',
  'scripts/check-browsers.ts',
]);
run('Lighthouse on /, /login and /dashboard (demo build)', 'npx', ['tsx', 'scripts/lighthouse.ts']);
vitest(
  'End-to-end flows: the demo build, the dev server, the real build against the mock and the server',
  'e2e',
);
finish(0);
