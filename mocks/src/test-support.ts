// Shared by the mock's own tests: the msw/node server (the one other workspaces use) and small
// fetch helpers.
import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import { getResponse } from 'msw';
import { vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { handlers } from './handlers';
import { isKeyRunning } from './handlers/idempotent';

export { savedInspectionBody } from './contract-suite/fixtures';
export { useMockServer } from './testing';

export const BASE_URL = 'http://api.test';

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

/** Calls an endpoint of the contract, as a client would; `.json` is the parsed body if any. */
export function call(endpoint: EndpointName, options: CallOptions = {}) {
  return callPath(fillPath(endpoint, options.params, options.query), {
    method: ENDPOINTS[endpoint].method,
    ...options,
  });
}

/** An answer as the helpers here give it: status, parsed body (or text) and text. */
async function answerOf(response: Response) {
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
    /** the body as sent (an image's bytes) */
    bytes,
    headers: response.headers,
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
  };
}

export type Answer = Awaited<ReturnType<typeof answerOf>>;

/**
 * Sends a write whose body reaches the mock only when `release()` is called, as a slow upload
 * would; `answer` is the mock's answer. `claimed()` resolves once the mock has taken its
 * Idempotency-Key (a second request with it now meets the first still running).
 */
export function heldRequest(
  endpoint: EndpointName,
  options: { token: string; key: string; body: unknown; userId?: number },
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bytes = new TextEncoder().encode(JSON.stringify(options.body));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await released;
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const request = new Request(`${BASE_URL}${fillPath(endpoint)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${options.token}`,
      'Idempotency-Key': options.key,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const answer = getResponse(handlers, request).then((response) => {
    if (!response) throw new Error(`no handler for ${endpoint}`);
    return answerOf(response);
  });
  const scope = `${options.userId ?? 1}:${endpoint}:${options.key}`;
  const claimed = () =>
    vi.waitFor(() => {
      if (!isKeyRunning(scope)) throw new Error(`${scope} not claimed yet`);
    });
  return { claimed, release, answer };
}

/** Calls a path as given (a path outside the contract, or one spelled differently). */
export async function callPath(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${BASE_URL}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return answerOf(response);
}

export type AccountName = keyof typeof DEMO_ACCOUNTS;

/** Logs a demo account in through the API; returns the login answer. */
export async function login(account: AccountName = 'admin') {
  const response = await call('login', {
    body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return response.json as { access: string; refresh: string; customer_id: number };
}
