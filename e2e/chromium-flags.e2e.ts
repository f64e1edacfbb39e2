import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

interface TraceEvent {
  name: string;
  pid: number;
  args?: { name?: string };
}

// The browser every Playwright-driven test launches: nothing but the page under test may use
// the CPU (Chromium's omnibox popup once took 0.7–1.8 s of it per window; scripts/chromium.ts).
describe('the Chromium our tests launch', () => {
  it('runs no renderer beside the pages it opens', async () => {
    const browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    try {
      // The whole browser's processes, not the page's alone.
      await browser.startTracing(undefined, { categories: ['devtools.timeline'] });
      const page = await browser.newPage();
      await page.setContent('<h1>Tracing</h1>');
      // The popup's renderer started within a second of a new window in the traces looked at.
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const processes = trace.traceEvents
        .filter((event) => event.name === 'process_name')
        .map((event) => event.args?.name);
      expect(processes).toContain('Renderer');
      expect(processes.filter((name) => /WebUI/i.test(name ?? ''))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
