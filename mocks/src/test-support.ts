// Shared by the mock's own tests: the msw/node server (the one other workspaces use) and small
// fetch helpers.
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  ENDPOINTS,
  type EndpointName,
  fillPath,
} from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';

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
  };
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

/** A complete, valid New Inspection form: every item passes unless `fail` names one. */
export function savedInspectionBody(siteId: number, fail?: { category: string; item: string }) {
  const categories = Object.fromEntries(
    CHECKLIST_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        CHECKLIST_ITEMS[category].map((item) => [
          item,
          fail?.category === category && fail.item === item
            ? { status: 'fail', notes: 'Missing at lift 2' }
            : { status: 'pass', notes: '' },
        ]),
      ),
    ]),
  );
  return {
    site_id: siteId,
    notes: 'Weekly inspection.',
    weather_conditions: 'cloudy',
    temperature: 9,
    humidity: 80,
    wind_speed: 20,
    scaffold_type: 'Cuplock',
    scaffold_height: 12,
    load_rating: 'General purpose (2.0 kN/m²)',
    tie_pattern: 'Box ties at every other lift',
    categories,
    photos: { 'platforms.boards_condition': 'data:image/png;base64,iVBORw0KGgo=' },
    signatures: {
      inspector: 'data:image/png;base64,AAAA',
      supervisor: '',
      client: 'data:image/png;base64,BBBB',
    },
  };
}
