// The server as a firm runs it: its own process, the server bundled and run under node with the
// server's flags, as `npm start` runs it (apps/server/src/bundle.ts, node-flags.ts), configured by
// the environment, serving the real build (PORTAL_DIR) and the API on one origin, its data in a
// PGlite folder. The folder starts as a copy of the test run's migrated and seeded template (the
// demo accounts and the sample at MOCK_NOW, what the mock serves), so no start pays initdb. It is
// stopped as an operator would (SIGTERM) or killed (SIGKILL, `kill -9`), and started again on the
// same port and folder: the page keeps its origin, and what was saved must still be there.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { bundleServerApart } from '../apps/server/src/bundle';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags';
import { freePort } from '../apps/server/src/testing/free-port';
import { runFolder } from '../apps/server/src/testing/run-folder';
import { copyPgliteTemplate, TEST_SERVER_SECRET } from '../apps/server/src/testing/test-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const portalDist = path.join(root, 'apps/portal/dist');
/** A deadline for a start on a busy machine (tsx, PGlite's open, migrations), not an expectation. */
const START_DEADLINE_MS = 120_000;

export interface ServerProcess {
  url(pathname?: string): string;
  /** Stops the process (SIGTERM: a clean shutdown; SIGKILL: `kill -9`), then starts it again. */
  restart(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts the server process before the file's tests and stops it after them. */
export function useServerProcess(): ServerProcess {
  let dataDir = '';
  let removeBundle = () => {};
  let bundle = '';
  let port = 0;
  let child: ChildProcess | undefined;

  function start(): Promise<ChildProcess> {
    // Its own process group, so a signal reaches the server and whatever else it started.
    const started = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_DIR: portalDist,
        SERVER_SECRET: TEST_SERVER_SECRET,
        SEED_DEMO: 'auto',
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    return new Promise((resolve, reject) => {
      const deadline = setTimeout(() => {
        reject(new Error(`the server did not start within ${START_DEADLINE_MS} ms:\n${output}`));
      }, START_DEADLINE_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready in .* at http/.test(output)) {
          clearTimeout(deadline);
          resolve(started);
        }
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code, signal) => {
        clearTimeout(deadline);
        reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`));
      });
    });
  }

  /**
   * Signals the whole process group (the server and anything under it) and waits until none of
   * it is left: a second server must never open the folder while the first still has it.
   */
  async function stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const group = child?.pid;
    child = undefined;
    if (!group) return;
    const alive = () => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (alive()) process.kill(-group, signal);
    const deadline = Date.now() + START_DEADLINE_MS;
    while (alive()) {
      if (Date.now() > deadline) throw new Error(`the server's processes outlived ${signal}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    if (!existsSync(path.join(portalDist, 'index.html'))) {
      throw new Error('No real build: run `npm run build` first (npm test and test:e2e do).');
    }
    dataDir = mkdtempSync(path.join(runFolder(), 'server-process-'));
    ({ file: bundle, remove: removeBundle } = await bundleServerApart('e2e-server'));
    await copyPgliteTemplate(path.join(dataDir, 'pglite'));
    port = await freePort();
    child = await start();
  }, 300_000);

  afterAll(async () => {
    await stop('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    removeBundle();
  });

  return {
    url: (pathname = '/') => `http://127.0.0.1:${port}${pathname}`,
    async restart(signal) {
      await stop(signal);
      child = await start();
    },
  };
}
