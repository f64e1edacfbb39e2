// Chromium over CDP and Firefox over WebDriver BiDi, both through puppeteer-core, both the
// machine's own browsers (Debian's chromium and firefox-esr; nothing is downloaded).
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.ts';
import type { Driver, Engine, EngineName } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Both engines read the zone from the environment: dates show as they do in the UK. */
const env = { ...process.env, TZ: 'Europe/London', LANG: 'en_GB.UTF-8' };

async function launch(name: 'chromium' | 'firefox'): Promise<Browser> {
  if (name === 'chromium') {
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: requireChromium(),
      // puppeteer merges our --disable-features with its own.
      args: [...chromiumArgs(), '--lang=en-GB'],
      headless: true,
      env,
    });
  }
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox not found at ${FIREFOX_PATH}: install Debian's firefox-esr (.ci/run does) or set FIREFOX_PATH.`,
    );
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    env,
    extraPrefsFirefox: {
      'intl.locale.requested': 'en-GB',
      'intl.accept_languages': 'en-GB',
      // No updates, telemetry or first-run pages on a closed network.
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
}

class PuppeteerDriver implements Driver {
  constructor(
    readonly engine: EngineName,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  async url() {
    return this.page.url();
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  private async element(selector: string) {
    const element = await this.page.$(selector);
    if (!element) throw new Error(`${this.engine}: ${selector} is gone`);
    return element;
  }

  async click(selector: string) {
    await (await this.element(selector)).click();
  }

  async fill(selector: string, text: string) {
    const element = await this.element(selector);
    await element.focus();
    await element.evaluate((input) => (input as HTMLInputElement).select());
    if (text === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(text);
  }

  async selectOption(selector: string, label: string) {
    const element = await this.element(selector);
    const value = await element.evaluate(
      (select, wanted) =>
        [...(select as HTMLSelectElement).options].find((option) => option.label === wanted)?.value,
      label,
    );
    if (value === undefined) throw new Error(`${this.engine}: no option '${label}' in ${selector}`);
    await element.select(value);
  }

  async setFile(selector: string, filePath: string) {
    const element = await this.element(selector);
    await (element as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(
      filePath,
    );
  }

  async drag(points: { x: number; y: number }[]) {
    const [first, ...rest] = points;
    if (!first) return;
    await this.page.mouse.move(first.x, first.y);
    await this.page.mouse.down();
    for (const point of rest) await this.page.mouse.move(point.x, point.y, { steps: 4 });
    await this.page.mouse.up();
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async screenshot(filePath: string) {
    await this.page.screenshot({ path: filePath as `${string}.png` });
  }
}

export function puppeteerEngine(name: 'chromium' | 'firefox'): Engine {
  let browser: Browser | undefined;
  return {
    name,
    async open() {
      browser ??= await launch(name);
      // A separate context per test: no cookies, storage or service worker carried over.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return new PuppeteerDriver(name, context, page);
    },
    async closePage(driver) {
      await (driver as PuppeteerDriver).context.close();
    },
    async close() {
      await browser?.close();
      browser = undefined;
    },
  };
}
