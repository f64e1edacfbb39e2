// What the contract suite needs of an implementation of the API, so the same cases and the same
// fuzzing run against the mock (MSW handlers in this process) and the server (Fastify over
// PGlite or PostgreSQL, over HTTP). Both are seeded from the one generator (`seedDatabase`), so
// fixtures come from that state (fixtures.ts) or are read through the API, never from either
// implementation's insides.
import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../constants';
import type { Scenario } from '../scenarios';

/** A write sent but not yet done: its Idempotency-Key is claimed until `release()`. */
export interface HeldWrite {
  /** Resolves once the implementation has claimed the key (a repeat now meets it running). */
  claimed(): Promise<void>;
  release(): void;
  /** The held write's own answer, once released. */
  answer: Promise<Answer>;
}

export interface ApiUnderTest {
  /** Names the implementation in the tests' titles. */
  name: string;
  kind: 'mock' | 'server';
  /** Answers a request (its URL on `baseUrl()`). */
  fetch(request: Request): Promise<Response>;
  /** Where it answers now (a server restarted by `reset` may move). */
  baseUrl(): string;
  /** Back to the seeded state, nothing remembered: called before every test. */
  reset(): Promise<void>;
  /** Sends a write with an Idempotency-Key and holds it in flight until released. */
  holdWrite(
    endpoint: 'saveInspection' | 'moveItems' | 'createOffHire',
    options: { token: string; key: string; body: unknown },
  ): HeldWrite;
  /**
   * The mock's named scenarios (an answer other servers may give, a fault); absent on a real
   * server, which answers only as it does.
   */
  setScenario?(scenario: Scenario): void;
}

export interface CallOptions {
  /** The contract's method unless told (a wrong method is a test of its own). */
  method?: 'GET' | 'POST';
  /** Values of the path's `{parameters}` (sent as given, so a test can send nonsense). */
  params?: Record<string, string | number>;
  /** A query string without its '?'. */
  query?: string;
  body?: unknown;
  /** a bearer token */
  token?: string;
  /** sent as is, not JSON-encoded */
  rawBody?: string;
  /** more headers, e.g. Idempotency-Key */
  headers?: Record<string, string>;
}

/** An answer as the suite reads it: status, parsed body (or text), text, bytes and headers. */
export async function answerOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return {
    status: response.status,
    json: json as Record<string, unknown> & unknown,
    text,
    bytes,
    headers: response.headers,
    /** A kept answer to a repeated Idempotency-Key. */
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
  };
}

export type Answer = Awaited<ReturnType<typeof answerOf>>;

export type AccountName = keyof typeof DEMO_ACCOUNTS;

/** Calls of the contract on an API under test, as a client makes them. */
export function callsOn(api: ApiUnderTest) {
  async function callPath(path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const request = new Request(`${api.baseUrl()}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return answerOf(await api.fetch(request));
  }

  function call(endpoint: EndpointName, options: CallOptions = {}): Promise<Answer> {
    return callPath(fillPath(endpoint, options.params, options.query), {
      method: ENDPOINTS[endpoint].method,
      ...options,
    });
  }

  /** Signs a demo account in through the API; the login answer. */
  async function login(account: AccountName = 'admin') {
    const answer = await call('login', {
      body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
    });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
    return answer.json as { access: string; refresh: string; customer_id: number };
  }

  return { call, callPath, login };
}
