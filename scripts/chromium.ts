// Finds the machine's Chromium: $CHROME_PATH, else /usr/bin/chromium. Never downloads one.
import { existsSync } from 'node:fs';

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 loads its omnibox popup, a WebUI page in a renderer of its own ('WebUI Top
 * Renderer'), with every window, headless too: 0.7–1.8 s of CPU beside the page under test,
 * on a 2-core machine — noise in every timing and Lighthouse score (measured from traces).
 */
export const UNWANTED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright (playwright-core 1.65, chromiumSwitches) disables itself. Chrome reads only the
 * last --disable-features of its command line, so ours must carry these too (a unit test
 * compares this list with the installed playwright-core).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/** The features a command line disables (every --disable-features flag of it). */
export const disabledFeaturesOf = (args: readonly string[]): string[] =>
  args
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);

/**
 * Our flags for a launcher that puts `launcherDisabled` in a --disable-features flag of its own
 * before ours: one flag with both lists (puppeteer merges by itself: pass none).
 */
export const chromiumArgs = (launcherDisabled: readonly string[] = []): string[] => [
  ...BASE_ARGS,
  `${DISABLE_FEATURES}${[...new Set([...launcherDisabled, ...UNWANTED_FEATURES])].join(',')}`,
];

/** For Playwright (e2e, Vitest's browser mode, the benchmarks). */
export const CHROMIUM_ARGS = chromiumArgs(PLAYWRIGHT_DISABLED_FEATURES);

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  return candidates.find((path) => existsSync(path));
}

export function requireChromium(): string {
  const path = chromiumPath();
  if (!path) {
    console.error(
      'Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  return path;
}
