import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';
import viteConfig from './vite.config';

const root = path.dirname(fileURLToPath(import.meta.url));

// The unit tests of the packages and the mock share one module graph ('unit-shared'): each file
// starts from state it sets itself (a reset database, its own stubs, put back after it), so
// importing their modules once for all files changes no result, and isolation (a fresh graph per
// file) cost most of their time. The demo's tests need a fresh graph: the demo keeps its
// persistence (started, listening, the revision it knows) in module state, and its tabs are each
// a fresh copy of the mock's modules. The portal's and the server's tests stay isolated too
// ('unit'): jsdom, servers and clusters started per file. Every unit test is in one of the two.
const SHARED_UNIT_TESTS = ['packages/*/src/**/*.test.ts', 'mocks/src/**/*.test.ts'];
const ISOLATED_MOCK_TESTS = ['mocks/src/demo.test.ts', 'mocks/src/demo-tabs.test.ts'];
// A deadline for two cores loaded by other work, not a time any test is expected to take: at 5 s
// (Vitest's default) a property of 60 interleavings failed CI on a busy machine. Properties state
// their own runs and deadline (scripts/properties-sized.test.ts).
const UNIT_TEST_TIMEOUT = 30_000;

// A fresh browser object per project: Vitest mutates the one it is given, so a shared object
// would carry one project's settings into the next.
const chromiumBrowser = (screenshotOptions?: { animations: 'allow'; caret: 'initial' }) => ({
  enabled: true,
  headless: true,
  // No UI, locally as in CI: with the UI the page takes the window's size and scales the frame.
  ui: false,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    contextOptions: {
      reducedMotion: 'reduce' as const,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1200, height: 900 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // A pixel differs when its colour moves by more than 3% (YIQ): scaled frames anti-alias
      // rounded corners and focus rings a shade differently from run to run. Up to 20 such
      // pixels pass; any real change (text, colour, spacing) is far more.
      comparatorOptions: { threshold: 0.03, allowedMismatchedPixels: 20 },
      ...(screenshotOptions && { screenshotOptions }),
    },
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            testTimeout: UNIT_TEST_TIMEOUT,
            include: [
              ...ISOLATED_MOCK_TESTS,
              'apps/server/src/**/*.test.ts',
              'apps/portal/src/**/*.test.ts',
              'apps/portal/vite-plugins/**/*.test.ts',
              'e2e/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            benchmark: { include: ['packages/*/src/**/*.bench.ts', 'mocks/src/**/*.bench.ts'] },
            // The server's tests share one run folder: a PGlite template and a throwaway
            // PostgreSQL cluster, made only when a server test first needs them.
            globalSetup: ['apps/server/src/testing/global-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-shared',
            environment: 'node',
            testTimeout: UNIT_TEST_TIMEOUT,
            include: SHARED_UNIT_TESTS,
            exclude: [...configDefaults.exclude, ...ISOLATED_MOCK_TESTS],
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          // Tags' QR codes and signing links carry the public address: one fixed address in the
          // stories, whatever port the test page gets (config/env.ts).
          define: {
            'import.meta.env.VITE_PUBLIC_ORIGIN': JSON.stringify('https://portal.example.test'),
          },
          test: {
            name: 'storybook',
            // The setup freezes motion and hides the caret with one sheet for the whole run
            // (.storybook/vitest.setup.ts): Playwright doing both again for each picture, in every
            // frame of the page, only added work to every story.
            browser: chromiumBrowser({ animations: 'allow', caret: 'initial' }),
            setupFiles: ['.storybook/vitest.setup.ts'],
            // A deadline for a busy machine, not a time any story is expected to take.
            testTimeout: 60_000,
            // Every story file in one page, one after another: a fresh page per file loaded the
            // preview, the mock database and MSW's worker 59 times (half the step's time). Each
            // story still starts from a reset database, no scenario, no notice (.storybook/preview).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The story baselines' own rules: the same on every browser build, and a change of
            // ours still fails (.storybook/visual-stability.browser.test.tsx).
            name: 'visual',
            include: ['.storybook/*.browser.test.tsx'],
            browser: chromiumBrowser(),
            // As the stories': a deadline for a busy machine (each test waits out one screenshot
            // that must not match).
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['e2e/global-setup.ts', 'apps/server/src/testing/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // expect.poll's own deadline (1 s by default) failed on a busy machine where the
            // state came later: a deadline for such a machine, not an expected time.
            expect: { poll: { timeout: 15_000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
