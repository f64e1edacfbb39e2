// The thin layer between the cross-engine flows and each engine's protocol: CDP (Chromium) and
// WebDriver BiDi (Firefox) through puppeteer-core, classic W3C WebDriver (WebKit) through
// WebdriverIO. Each driver only does native input on a CSS selector; finding elements by role
// and name happens in the page (in-page.ts), identically in every engine.
import { buildSync } from 'esbuild';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Point {
  x: number;
  y: number;
}

/** One browser page, fresh (no storage, no service worker) for each test. */
export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  /** Focuses the field, selects what it holds and types `text` over it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  selectOption(selector: string, label: string): Promise<void>;
  /** Hands a file from disk to a file input, as the picker would. */
  setFile(selector: string, filePath: string): Promise<void>;
  /** Presses the mouse at the first point, moves through the rest, and releases. */
  drag(points: Point[]): Promise<void>;
  /** Sets the page's viewport (the layout width the page sees). */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(filePath: string): Promise<void>;
}

/** A browser per test file; `open` gives a fresh page, `close` ends everything it started. */
export interface Engine {
  readonly name: EngineName;
  open(): Promise<Driver>;
  closePage(driver: Driver): Promise<void>;
  close(): Promise<void>;
}

let inPageScript: string | undefined;

/** in-page.ts and Testing Library, as one script to evaluate in any engine. */
export function inPageSource(): string {
  inPageScript ??= buildSync({
    entryPoints: [new URL('./in-page.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).outputFiles[0]?.text;
  if (!inPageScript) throw new Error('Could not bundle the in-page helpers.');
  return inPageScript;
}
