// WebKit, the engine of every iPhone browser, as WebKitGTK's MiniBrowser driven by Debian's
// WebKitWebDriver (W3C WebDriver) through WebdriverIO. MiniBrowser has no headless mode, so it
// draws on a private Xvfb display. Everything started here is stopped by its process id.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { remote } from 'webdriverio';
import { freePort } from '../../apps/server/src/testing/free-port';
import type { Driver, Engine } from './driver';

const MINIBROWSER_CANDIDATES = [
  process.env.WEBKIT_MINIBROWSER,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
].filter((path): path is string => Boolean(path));

export function webkitMissing(): string | null {
  if (!existsSync('/usr/bin/WebKitWebDriver')) {
    return "WebKitWebDriver not found: install Debian's webkit2gtk-driver (.ci/run does).";
  }
  if (!MINIBROWSER_CANDIDATES.some((path) => existsSync(path))) {
    return "WebKitGTK's MiniBrowser not found: install webkit2gtk-driver, or set WEBKIT_MINIBROWSER.";
  }
  if (!existsSync('/usr/bin/Xvfb')) return "Xvfb not found: install Debian's xvfb (.ci/run does).";
  return null;
}

/** A display number with no X server on it yet. */
function freeDisplay(): number {
  for (let display = 90 + Math.floor(Math.random() * 100); ; display += 1) {
    if (!existsSync(`/tmp/.X11-unix/X${display}`) && !existsSync(`/tmp/.X${display}-lock`)) {
      return display;
    }
  }
}

/** Checks `check` every 100 ms until it holds (a process coming up), or fails after `timeout`. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`webkit: ${what} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
}

type Session = Awaited<ReturnType<typeof remote>>;

/**
 * How long a new session may take: a deadline for a busy machine (one starts in a few seconds
 * there), short enough that a second try fits in the test hook's minute.
 */
const SESSION_TIMEOUT_MS = 20_000;

/** The session, or a failure once `SESSION_TIMEOUT_MS` has passed without one. */
async function withinDeadline(starting: Promise<Session>): Promise<Session> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`webkit: no session within ${SESSION_TIMEOUT_MS} ms`)),
      SESSION_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([starting, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;
  constructor(readonly session: Session) {}

  async goto(url: string) {
    await this.session.url(url);
  }

  async reload() {
    await this.session.refresh();
  }

  async url() {
    return this.session.getUrl();
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.session.execute(`return (${expression});`) as Promise<T>;
  }

  async click(selector: string) {
    await this.session.$(selector).click();
  }

  async fill(selector: string, text: string) {
    const element = this.session.$(selector);
    await element.click();
    await this.session.execute(
      (target: string) => (document.querySelector(target) as HTMLInputElement | null)?.select(),
      selector,
    );
    // Typed over the selection, key by key, as a person would (a cleared value never reaches
    // React as an input event, a replaced selection does). Element Send Keys keeps the selection
    // of a focused element; the actions API drops a repeated letter in WebKitGTK ('scafold').
    await element.addValue(text === '' ? '\uE003' : text);
  }

  async selectOption(selector: string, label: string) {
    await this.session.$(selector).selectByVisibleText(label);
  }

  async setFile(selector: string, filePath: string) {
    // WebDriver's Element Send Keys on a file input sets its files from the path.
    await this.session.$(selector).addValue(filePath);
  }

  async drag(points: { x: number; y: number }[]) {
    // Each move is timed (40 ms): every third point of the path, and its last, keep a signature
    // to about half a second with its shape.
    const [first, ...rest] = points.filter(
      (_, index) => index % 3 === 0 || index === points.length - 1,
    );
    if (!first) return;
    let action = this.session
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ x: first.x, y: first.y, origin: 'viewport' })
      .down();
    for (const point of rest) {
      action = action.move({ x: point.x, y: point.y, origin: 'viewport', duration: 40 });
    }
    await action.up().perform();
  }

  async setViewport(width: number, height: number) {
    // The window includes MiniBrowser's own chrome: size it, then correct by what the page sees.
    await this.session.setWindowSize(width, height);
    const inner = (await this.session.execute(() => [innerWidth, innerHeight])) as number[];
    const [innerWidth = width, innerHeight = height] = inner;
    if (innerWidth !== width || innerHeight !== height) {
      await this.session.setWindowSize(
        width + (width - innerWidth),
        height + (height - innerHeight),
      );
    }
  }

  async screenshot(filePath: string) {
    await this.session.saveScreenshot(filePath);
  }
}

export function webkitEngine(): Engine {
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let port = 0;
  const sessions = new Set<Session>();

  /** A new session per test: MiniBrowser's automation session starts with no storage. */
  function newSession() {
    const binary = MINIBROWSER_CANDIDATES.find((path) => existsSync(path));
    return remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 1,
      capabilities: {
        // A browserName capability makes WebKitWebDriver refuse the session.
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
  }

  async function start() {
    const missing = webkitMissing();
    if (missing) throw new Error(missing);
    const display = freeDisplay();
    xvfb = spawn(
      '/usr/bin/Xvfb',
      [`:${display}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    );
    await waitUntil('Xvfb', () => existsSync(`/tmp/.X11-unix/X${display}`));
    port = await freePort();
    driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: `:${display}`, TZ: 'Europe/London', LANG: 'en_GB.UTF-8' },
    });
    await waitUntil('WebKitWebDriver', async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
      } catch {
        return false;
      }
    });
  }

  return {
    name: 'webkit',
    async open() {
      if (!driver) await start();
      let session: Session;
      try {
        session = await withinDeadline(newSession());
      } catch {
        // WebKitWebDriver once refused a new session between two tests, then kept the next
        // request waiting past the test's hook: it is started again, with its display, once.
        stop(driver);
        stop(xvfb);
        await start();
        session = await withinDeadline(newSession());
      }
      sessions.add(session);
      const page = new WebKitDriver(session);
      await page.setViewport(1280, 900);
      return page;
    },
    async closePage(page) {
      const { session } = page as WebKitDriver;
      sessions.delete(session);
      await session.deleteSession().catch(() => undefined);
    },
    async close() {
      for (const session of sessions) await session.deleteSession().catch(() => undefined);
      sessions.clear();
      stop(driver);
      stop(xvfb);
      driver = undefined;
      xvfb = undefined;
    },
  };
}
