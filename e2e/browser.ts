// One headless Chromium per test file, from the machine (never downloaded).

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

export const portalUrl = (path = '/') => `${inject('portalUrl')}${path}`;

/**
 * The instant every e2e browser starts at, unless a test picks another: the demo seeds its sample
 * around the moment it starts, so no flow depends on the hour the suite happens to run at. Time
 * then flows as usual (tokens expire, timers fire).
 */
export const E2E_NOW = '2026-11-24T10:15:00Z';

export interface PortalOptions {
  viewport?: { width: number; height: number };
  /** The browser's clock at the start of each test (ISO instant); default E2E_NOW. */
  clock?: string;
  /**
   * 'block' keeps the real build's service worker out, so page.route() sees every request
   * (a worker serving kept chunks would hide them).
   */
  serviceWorkers?: 'allow' | 'block';
}

/** The headless Chromium of the machine (never downloaded), with the tests' flags (and `more`). */
export const launchChromium = (more: string[] = []) =>
  chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS, ...more],
    headless: true,
  });

/** A context as every flow starts it: a desktop window in London, the clock at its instant. */
export async function newPortalContext(
  browser: Browser,
  options: PortalOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await context.clock.install({ time: new Date(options.clock ?? E2E_NOW) });
  return context;
}

/** Opens a fresh context and page for every test; returns accessors for them. */
export function usePortal(options: PortalOptions = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newPortalContext(browser, options);
    page = await context.newPage();
    return async () => {
      await context.close();
    };
  });
  return {
    page: () => page,
    context: () => context,
  };
}

/** Signs in through the form with a demo account (admin by default); waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string = DEMO_ACCOUNTS.admin.email,
  url = portalUrl,
) {
  await page.goto(url(paths.login));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // To /dashboard, or back to where the last visit of /login came from.
  await page.waitForURL((url) => url.pathname.startsWith(paths.dashboard));
}

export { startsWith } from '../apps/portal/src/testing/name-matchers';
