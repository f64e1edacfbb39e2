// What the flows call: Playwright-like steps (click by role and name, fill, wait for text) over
// any engine's Driver, with waiting built in.
import { signatureStroke } from '../../apps/portal/src/testing/signature-stroke';
import type { Driver, EngineName } from './driver';
import { inPageSource } from './driver';
import type { Query } from './query';

const POLL_MS = 100;
export const WAIT_MS = 20_000;

/** The pause between two checks of a condition (`until`). */
const nextPoll = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

function describe(query: Query): string {
  return JSON.stringify(query);
}

export class EnginePage {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  goto(path: string) {
    return this.driver.goto(`${this.origin}${path}`);
  }

  async path(): Promise<string> {
    return new URL(await this.driver.url()).pathname;
  }

  /** Runs a helper of in-page.ts, injecting the helpers first when the page is new. */
  private async inPage<T>(call: string): Promise<T> {
    const ready = await this.driver.evaluate<boolean>('typeof window.__e2e === "object"');
    if (!ready)
      await this.driver.evaluate<null>(`((0, eval)(${JSON.stringify(inPageSource())}), null)`);
    return this.driver.evaluate<T>(`window.__e2e.${call}`);
  }

  /** Polls until `check` gives a value that is not null/false, or fails with `what`. */
  async until<T>(what: string, check: () => Promise<T | null | false>, timeout = WAIT_MS) {
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value !== null && value !== false) return value;
      } catch (error) {
        // A navigation can tear the page down mid-call; try again.
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${this.engine}: timed out after ${timeout} ms waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
        );
      }
      await nextPoll();
    }
  }

  /** A CSS selector for the element, once it is there. */
  find(query: Query, timeout?: number): Promise<string> {
    return this.until(
      describe(query),
      () => this.inPage<string | null>(`mark(${JSON.stringify(query)})`),
      timeout,
    );
  }

  count(query: Query): Promise<number> {
    return this.inPage<number>(`count(${JSON.stringify(query)})`);
  }

  async waitFor(query: Query, timeout?: number) {
    await this.find(query, timeout);
  }

  async waitForGone(query: Query, timeout?: number) {
    await this.until(
      `${describe(query)} to go`,
      async () => (await this.count(query)) === 0,
      timeout,
    );
  }

  async waitForPath(test: (path: string) => boolean, timeout?: number) {
    await this.until('the URL', async () => test(await this.path()), timeout);
  }

  /**
   * Clicks the element once its box holds still between two looks. Firefox's driver clicks at
   * the point it measured: a section filling in above the element between the measure and the
   * click moves the element away, and the click lands on whatever took its place.
   */
  async click(query: Query) {
    let last = 'null';
    const selector = await this.until(`${describe(query)} to hold still`, async () => {
      // Found again each time: a row that re-rendered is a new element with the same name.
      const found = await this.inPage<string | null>(`mark(${JSON.stringify(query)})`);
      if (!found) return null;
      const box = JSON.stringify(await this.inPage(`pageBox(${JSON.stringify(found)})`));
      const still = box === last && box !== 'null';
      last = box;
      return still && found;
    });
    await this.driver.click(selector);
  }

  async fill(query: Query, text: string) {
    await this.driver.fill(await this.find(query), text);
  }

  /** Chooses the option once the select offers it (some lists are read when a dialog opens). */
  async selectOption(query: Query, label: string) {
    const selector = await this.find(query);
    await this.until(`option '${label}' in ${describe(query)}`, () =>
      this.driver.evaluate<boolean>(
        `[...document.querySelector(${JSON.stringify(selector)}).options].some((option) => option.label === ${JSON.stringify(label)})`,
      ),
    );
    await this.driver.selectOption(selector, label);
  }

  async setFile(query: Query, filePath: string) {
    await this.driver.setFile(await this.find(query), filePath);
  }

  async value(query: Query): Promise<string> {
    const selector = await this.find(query);
    return this.driver.evaluate<string>(
      `document.querySelector(${JSON.stringify(selector)}).value`,
    );
  }

  async attribute(query: Query, name: string): Promise<string | null> {
    const selector = await this.find(query);
    return this.driver.evaluate<string | null>(
      `document.querySelector(${JSON.stringify(selector)}).getAttribute(${JSON.stringify(name)})`,
    );
  }

  /** The image's address once the browser has decoded a picture from it (not a broken image). */
  async loadedImage(query: Query): Promise<string> {
    const selector = JSON.stringify(await this.find(query));
    return this.until(`${describe(query)} to load`, () =>
      this.driver.evaluate<string | null>(
        `(() => { const image = document.querySelector(${selector}); return image && image.complete && image.naturalWidth > 0 ? image.getAttribute('src') : null; })()`,
      ),
    );
  }

  async box(query: Query) {
    const selector = await this.find(query);
    const box = await this.inPage<{ x: number; y: number; width: number; height: number } | null>(
      `box(${JSON.stringify(selector)})`,
    );
    if (!box) throw new Error(`${this.engine}: ${describe(query)} has no box`);
    return box;
  }

  /** The visible controls inside `query` smaller than `minimum` px in width or height. */
  async smallTargets(query: Query, minimum = 44): Promise<string[]> {
    return this.until(describe(query), () =>
      this.inPage<string[] | null>(`smallTargets(${JSON.stringify(query)}, ${minimum})`),
    );
  }

  /**
   * Draws the shared signature stroke (one per `variant`) across the element with the mouse
   * (pointer events, as a finger would).
   */
  async scribble(query: Query, variant = 0) {
    const box = await this.box(query);
    const points = signatureStroke(box.width, box.height, variant).map(({ x, y }) => ({
      x: Math.round(box.x + x),
      y: Math.round(box.y + y),
    }));
    await this.driver.drag(points);
  }
}
