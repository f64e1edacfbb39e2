import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  chromiumArgs,
  disabledFeaturesOf,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNWANTED_FEATURES,
} from './chromium.ts';

/** The features the installed playwright-core disables, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([^"]+)",?$/gm)].map((match) => match[1] as string);
}

describe('Chromium flags', () => {
  it("carry Playwright's own disabled features, since Chrome reads only the last such flag", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightDisabledFeatures());
  });

  it('have one --disable-features with both lists', () => {
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
    expect(disabledFeaturesOf(CHROMIUM_ARGS)).toEqual([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...UNWANTED_FEATURES,
    ]);
    expect(disabledFeaturesOf(chromiumArgs(['Translate', 'MediaRouter']))).toEqual([
      'Translate',
      'MediaRouter',
      ...UNWANTED_FEATURES,
    ]);
  });
});
