// Shared by the mock's own tests: the msw/node server (the one other workspaces use) and small
// fetch helpers.
import { ENDPOINTS, type EndpointName, fillPath } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import {
  type AccountName,
  type Answer,
  answerOf,
  type CallOptions,
} from './contract-suite/api-under-test';
import { holdMockWrite } from './contract-suite/mock-api';

export { savedInspectionBody } from './contract-suite/fixtures';
export { useMockServer } from './testing';
export type { AccountName, Answer, CallOptions };

export const BASE_URL = 'http://api.test';

/** Calls an endpoint of the contract, as a client would; `.json` is the parsed body if any. */
export function call(endpoint: EndpointName, options: CallOptions = {}) {
  return callPath(fillPath(endpoint, options.params, options.query), {
    method: ENDPOINTS[endpoint].method,
    ...options,
  });
}

/**
 * Sends a write whose body reaches the mock only when `release()` is called, as a slow upload
 * would; `answer` is the mock's answer. `claimed()` resolves once the mock has taken its
 * Idempotency-Key (a second request with it now meets the first still running).
 */
export const heldRequest = holdMockWrite;

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

/** Logs a demo account in through the API; returns the login answer. */
export async function login(account: AccountName = 'admin') {
  const response = await call('login', {
    body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return response.json as { access: string; refresh: string; customer_id: number };
}
