// The real build with its API on another origin (VITE_API_BASE_URL, the README's own example):
// built twice, with and without a trailing slash, which must make the same build (one form of the
// base for the client, the media URLs and the policy: config/api-base.ts); then against the mock's
// full API on a second port, the photos and signatures of an inspection's details, its report and
// a handover certificate are drawn from the API's origin with no Content-Security-Policy
// violation. The build names a fixed address (localhost:4599); the browser is told to reach it at
// whatever port the API server got (--host-resolver-rules), so no fixed port needs to be free.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDatabase, MOCK_CUSTOMERS, resetDatabase } from '@scaffold/mocks';
import { type MockHttpServer, startMockHttpServer } from '@scaffold/mocks/node';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePath } from 'react-router-dom';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { launchChromium, newPortalContext, signIn, startsWith } from './browser';

const portalRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal');
const buildsRoot = path.resolve(portalRoot, '../../node_modules/.cache/e2e-api-origin');
/** The API's address as the build knows it; the browser maps it to the API server's port. */
const API_HOST = 'localhost:4599';
const API_ORIGIN = `http://${API_HOST}`;
const PHOTO_SITE = 'Portobello Railway Station Canopy';

/** Builds the real portal with this VITE_API_BASE_URL into `name`; returns the folder. */
async function buildWith(baseUrl: string, name: string): Promise<string> {
  const outDir = path.join(buildsRoot, name);
  // The build reads VITE_* from the environment; this process's says 'mock' (Vitest's config).
  const before = { mode: process.env.VITE_API_MODE, base: process.env.VITE_API_BASE_URL };
  delete process.env.VITE_API_MODE;
  process.env.VITE_API_BASE_URL = baseUrl;
  try {
    await build({
      root: portalRoot,
      configFile: path.join(portalRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of [
      ['VITE_API_MODE', before.mode],
      ['VITE_API_BASE_URL', before.base],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return outDir;
}

/** Every file of a build, by its path, with its bytes. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.set(file, readFileSync(path.join(dir, file), 'base64'));
    }
  };
  walk('');
  return files;
}

/** What the page's policy refuses from now on, on every page of the context. */
async function recordRefusals(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    refused.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return refused;
}

/** The page's images with the given names drawn (decoded, with a size); returns their URLs. */
async function drawn(page: Page, name: RegExp, scope = page.locator('body')): Promise<string[]> {
  const images = scope.getByRole('img', { name });
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  // Photos load as they come near the view: brought into it, as a person scrolls.
  for (let index = 0; index < (await images.count()); index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() =>
      images.evaluateAll((all: HTMLImageElement[]) =>
        all.every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  return images.evaluateAll((all: HTMLImageElement[]) => all.map((image) => image.currentSrc));
}

describe('The real build with its API on another origin', () => {
  let dist = '';
  let identical = false;
  let api: MockHttpServer | undefined;
  let site: PreviewServer | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    const bare = await buildWith(API_ORIGIN, 'bare');
    const slash = await buildWith(`${API_ORIGIN}/`, 'slash');
    const [a, b] = [filesOf(bare), filesOf(slash)];
    identical =
      a.size > 0 && [...a].every(([file, bytes]) => b.get(file) === bytes) && a.size === b.size;
    dist = slash;
    resetDatabase();
    api = await startMockHttpServer({ cors: true });
    site = await preview({
      root: portalRoot,
      configFile: path.join(portalRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dist },
      preview: {
        port: 4300 + Math.floor(Math.random() * 500),
        strictPort: false,
        host: '127.0.0.1',
      },
    });
    origin = site.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    browser = await launchChromium([
      `--host-resolver-rules=MAP ${API_HOST} ${new URL(api.url).host}`,
    ]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
  });

  it('is the same build whether the base URL ends with a slash or not', () => {
    expect(identical).toBe(true);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    // The real build: its policy in the page, its own service worker, no mock.
    expect(readdirSync(dist)).toContain('sw.js');
    expect(readdirSync(dist)).not.toContain('mockServiceWorker.js');
    expect(html).toContain(`img-src 'self' data: blob: ${API_ORIGIN};`);
    expect(html).toContain(`connect-src 'self' ${API_ORIGIN};`);
  });

  it('draws photos and signatures from the API in the details, the report and a certificate, refusing nothing', async () => {
    if (!browser) throw new Error('No browser');
    const context = await newPortalContext(browser);
    try {
      const refused = await recordRefusals(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const asked: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(origin)) asked.push(request.url());
      });
      const url = (pathname = '/') => `${origin}${pathname}`;

      await signIn(page, undefined, url);
      await page.getByRole('link', { name: /^Active Sites 30 of 75 sites/ }).waitFor();

      await page.goto(url(paths.inspections));
      const row = page.getByRole('button', { name: startsWith(PHOTO_SITE) });
      await row.click();
      const history = page.locator(`#${await row.getAttribute('aria-controls')}`);
      await history.getByRole('button').filter({ hasText: 'View details' }).first().click();
      const details = page.getByRole('dialog', { name: 'Inspection Details' });
      await details.getByRole('heading', { name: 'Checklist' }).waitFor();
      const shown = [
        ...(await drawn(page, / photo( \d+)?$/, details)),
        ...(await drawn(page, /signature/i, details)),
      ];
      expect(shown.every((src) => src.startsWith(`${API_ORIGIN}/api/media/`))).toBe(true);

      await details.getByRole('link', { name: 'Report' }).click();
      await page.getByRole('heading', { level: 1, name: 'Scaffold inspection report' }).waitFor();
      await drawn(page, / photo( \d+)?$/);
      await drawn(page, /signature/i);

      const handover = getDatabase().scaffolds.find(
        (scaffold) =>
          scaffold.customer_id === MOCK_CUSTOMERS.demo.id && scaffold.handover_id != null,
      )?.handover_id;
      if (handover == null) throw new Error('No seeded handover');
      await page.goto(
        url(generatePath(paths.handoverCertificate, { handoverId: String(handover) })),
      );
      await page.getByRole('heading', { name: 'Scaffold handover certificate' }).waitFor();
      await drawn(page, /^Signature of /);

      // Every call and image went to the API's origin, by one form of its URL.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((address) => !address.startsWith(`${API_ORIGIN}/api/`))).toEqual([]);
      expect(asked.filter((address) => address.includes('//api/'))).toEqual([]);
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
