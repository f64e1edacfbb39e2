// A real server for a test file, on PGlite (a temporary folder) or on PostgreSQL (a database of
// its own made on TEST_DATABASE_URL's server and dropped after), seeded with the mock's sample
// around MOCK_NOW and its clock pinned there. Calls go over HTTP, as a client's do. The server
// trusts the loopback proxy, so each test can call from an address of its own (X-Forwarded-For)
// and the per-address rate limits of one test leave the next alone.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_NOW } from '@scaffold/mocks/seed';
import pg from 'pg';
import { readSettings } from '../config';
import { type RunningServer, startServer } from '../server';

export type AccountName = keyof typeof DEMO_ACCOUNTS;
export type DatabaseKind = 'pglite' | 'postgres';

/** A PostgreSQL server to make test databases on (a role that may create databases and roles). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /** A bearer token. */
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address, as the trusted proxy forwards it; the test's own by default. */
  from?: string;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers by their documented shape
  json: any;
  headers: Headers;
}

export interface TestServer {
  running: RunningServer;
  url: string;
  now(): Date;
  /** Moves the server's clock on. */
  advance(ms: number): void;
  /** A fresh caller address, for a test of its own. */
  newCaller(): string;
  call(endpoint: EndpointName, options?: CallOptions): Promise<Answer>;
  /** An access token of a demo account (signed in again when the clock has moved on). */
  login(account: AccountName): Promise<string>;
  close(): Promise<void>;
}

let addresses = 0;

/** Calls an endpoint of the contract at a base URL over HTTP, as a client would. */
export async function callOver(
  baseUrl: string,
  endpoint: EndpointName,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.from) headers['X-Forwarded-For'] = options.from;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${fillPath(endpoint, options.params, options.query)}`, {
    method: ENDPOINTS[endpoint].method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * An empty PGlite cluster, made once per PGlite version and copied for each test file: its
 * initdb takes 10 s on an idle machine and a minute on a loaded one, a copy a fraction of that.
 * Two test files making it at once each build their own and one rename wins.
 */
async function pgliteTemplate(): Promise<string> {
  // The server pins PGlite's exact version.
  const version = (
    createRequire(import.meta.url)('../../package.json') as {
      dependencies: Record<string, string>;
    }
  ).dependencies['@electric-sql/pglite'];
  const folder = path.join(tmpdir(), `scaffold-pglite-template-${version}`);
  if (existsSync(path.join(folder, 'PG_VERSION'))) return folder;
  const building = mkdtempSync(path.join(tmpdir(), 'scaffold-pglite-building-'));
  const client = new PGlite(building);
  await client.waitReady;
  await client.close();
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scaffold_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startTestServer(kind: DatabaseKind = 'pglite'): Promise<TestServer> {
  let nowMs = Date.parse(MOCK_NOW);
  const template = kind === 'pglite' ? await pgliteTemplate() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scaffold-server-test-'));
  let database: Awaited<ReturnType<typeof postgresDatabase>> | null = null;
  let running: RunningServer;
  try {
    if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    database = kind === 'postgres' ? await postgresDatabase() : null;
    running = await startServer(
      readSettings({
        PORT: '0',
        PORTAL_DIR: '',
        SEED_DEMO: 'auto',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
        ...(database
          ? { DATABASE_URL: database.url, SERVER_SECRET: randomBytes(32).toString('hex') }
          : {}),
      }),
      { now: () => new Date(nowMs), seedReferenceDate: new Date(MOCK_NOW) },
    );
  } catch (error) {
    // Nothing of a start that failed is left behind.
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  let caller = '';
  const newCaller = () => {
    addresses += 1;
    caller = `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
    return caller;
  };
  newCaller();
  const tokens = new Map<AccountName, { token: string; at: number }>();

  const call = (endpoint: EndpointName, options: CallOptions = {}) =>
    callOver(running.url, endpoint, { ...options, from: options.from ?? caller });

  return {
    running,
    url: running.url,
    now: () => new Date(nowMs),
    advance(ms) {
      nowMs += ms;
    },
    newCaller,
    call,
    async login(account) {
      const kept = tokens.get(account);
      // Access tokens live 5 minutes of the server's clock.
      if (kept && nowMs - kept.at < 4 * 60_000 && nowMs >= kept.at) return kept.token;
      const answer = await call('login', {
        body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
        from: `198.19.0.${Object.keys(DEMO_ACCOUNTS).indexOf(account) + 1}`,
      });
      if (answer.status !== 200) throw new Error(`login ${account}: ${answer.status}`);
      tokens.set(account, { token: answer.json.access, at: nowMs });
      return answer.json.access as string;
    },
    async close() {
      await running.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
