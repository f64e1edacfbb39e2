// A server on an embedded database for a test file: one PGlite folder made (initdb, migrations,
// the 1x sample) once per test run and copied for each server, so a file pays about a second, not
// the ten of a first start. Pinned clock: the sample's dates sit around MOCK_NOW.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOCK_NOW } from '@scaffold/mocks/seed';
import { readSettings } from '../config';
import { type RunningServer, startServer } from '../server';

const TEMPLATE = path.join(tmpdir(), `scaffold-server-template-${process.pid}`);
let template: Promise<void> | null = null;

/** Builds the template folder once per process. */
function prepareTemplate(now: () => Date): Promise<void> {
  template ??= (async () => {
    rmSync(TEMPLATE, { recursive: true, force: true });
    const server = await startServer(settingsFor(TEMPLATE), { now, seedReferenceDate: now() });
    await server.close();
  })();
  return template;
}

function settingsFor(dataDir: string) {
  return readSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    PORTAL_DIR: '',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'auto',
    // Tests speak for many callers through X-Forwarded-For, as a proxy on this host would.
    TRUST_PROXY: '127.0.0.1',
    SERVER_SECRET: 'a test secret that is at least thirty-two characters long',
  });
}

export interface TestServer extends RunningServer {
  /** Advances the server's clock. */
  advance(ms: number): void;
}

/** A fresh server with the seeded sample, on its own copy of the template database. */
export async function startTestServer(
  hooks: Parameters<typeof startServer>[1] = {},
): Promise<TestServer> {
  let nowMs = Date.parse(MOCK_NOW);
  const now = () => new Date(nowMs);
  await prepareTemplate(now);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scaffold-server-'));
  cpSync(TEMPLATE, dataDir, { recursive: true });
  const server = await startServer(settingsFor(dataDir), { now, ...hooks });
  return {
    ...server,
    advance: (ms) => {
      nowMs += ms;
    },
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
