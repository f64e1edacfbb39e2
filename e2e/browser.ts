// One headless Chromium per test file, from the machine (never downloaded).
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

export const portalUrl = (path = '/') => `${inject('portalUrl')}${path}`;

/** Opens a fresh context and page for every test; returns accessors for them. */
export function usePortal(options: { viewport?: { width: number; height: number } } = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
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

/** Signs in through the form with a demo account (admin by default) and waits for /dashboard. */
export async function signIn(page: Page, email = 'admin@demo.scaffold.test') {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('scaffold123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

export { startsWith } from '../apps/portal/src/testing/name-matchers';
