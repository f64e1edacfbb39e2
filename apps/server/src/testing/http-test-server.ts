// A real server for a test file over HTTP, as a client calls it: on a test database of either
// kind (test-database.ts: PGlite copied from a seeded template, or a database of its own on a
// PostgreSQL cluster), its clock pinned at MOCK_NOW, trusting the loopback proxy so each test can
// call from an address of its own (X-Forwarded-For) and the per-address rate limits of one test
// leave the next alone.
import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/seed';
import type { RunningServer } from '../server';
import { type DatabaseKind, openTestDatabase } from './test-database';
import { startTestServer, testClock } from './test-server';

export type AccountName = keyof typeof DEMO_ACCOUNTS;
export type { DatabaseKind };

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

export async function startHttpTestServer(kind: DatabaseKind = 'pglite'): Promise<TestServer> {
  const clock = testClock();
  const database = await openTestDatabase(kind);
  let running: RunningServer;
  try {
    running = await startTestServer(database, { clock, env: { TRUST_PROXY: 'loopback' } });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const nowMs = () => clock.now().getTime();
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
    now: clock.now,
    advance: clock.advance,
    newCaller,
    call,
    async login(account) {
      const kept = tokens.get(account);
      // Access tokens live 5 minutes of the server's clock.
      if (kept && nowMs() - kept.at < 4 * 60_000 && nowMs() >= kept.at) return kept.token;
      const answer = await call('login', {
        body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
        from: `198.19.0.${Object.keys(DEMO_ACCOUNTS).indexOf(account) + 1}`,
      });
      if (answer.status !== 200) throw new Error(`login ${account}: ${answer.status}`);
      tokens.set(account, { token: answer.json.access, at: nowMs() });
      return answer.json.access as string;
    },
    async close() {
      await running.close();
      await database.dispose();
    },
  };
}
