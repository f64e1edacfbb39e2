// The server answers as the mock does: both seeded from the one generator at one reference date,
// with one pinned clock, asked the same reads (a spread of pages, filters, sorts and searches,
// every site's details and history, every inspection's details, the spec's whole-tree reads),
// their answers compared deep-equal with the media URLs' keys aside (the mock's are random or
// seeded, the server's are HMACs of the id). Used by the parity tests on PGlite and PostgreSQL.

import {
  allSites,
  COMPONENT_SEARCH_MAX,
  type CustomerNode,
  INSPECTION_SITE_SORTS,
  INSPECTION_STATUS_CODES,
  INVENTORY_SORTS,
  inventoryRows,
  SITE_SORTS,
} from '@scaffold/domain';
import {
  type DatabaseState,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  getDatabase,
  handlers,
  MOCK_CUSTOMERS,
  MOCK_NOW,
  resetDatabase,
  setMockClock,
} from '@scaffold/mocks';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';

/** The seed's reference instant (the mock's own): the sample's dates sit around it. */
export const PARITY_REFERENCE = MOCK_NOW;

export interface Answer {
  status: number;
  body: unknown;
}

export interface Reader {
  get(path: string): Promise<Answer>;
}

const ORIGIN = 'http://parity.test';

const bodyOf = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The mock, reseeded at the reference date with its clock frozen there. */
export function seedMock(scale = 1): DatabaseState {
  resetDatabase({ scale, referenceDate: PARITY_REFERENCE });
  return getDatabase();
}

/** Signed in to the mock as an account: its answers through its own handlers (no network). */
export async function mockReader(email: string): Promise<Reader> {
  const ask = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, init));
    if (!response) return { status: 404, body: { detail: 'Not found.' } };
    return { status: response.status, body: bodyOf(await response.text()) };
  };
  const login = await ask('/api/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const access = (login.body as { access?: string }).access;
  if (!access) throw new Error(`mock sign-in failed: ${JSON.stringify(login)}`);
  return { get: (path) => ask(path, { headers: { Authorization: `Bearer ${access}` } }) };
}

/** Signed in to the server as an account: its answers through inject (no network). */
export async function serverReader(app: FastifyInstance, email: string): Promise<Reader> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  const access = (login.json() as { access?: string }).access;
  if (!access) throw new Error(`server sign-in failed: ${login.body}`);
  return {
    async get(path) {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${access}` },
      });
      return { status: response.statusCode, body: bodyOf(response.body) };
    },
  };
}

/** Media URLs with their keys blanked: the one part of an answer the two make differently. */
export function withoutMediaKeys(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value).replace(/(\/api\/media\/\d+\?key=)[^"\\&#]*/g, '$1…'),
  ) as unknown;
}

const query = (values: Record<string, string | number | boolean | undefined>) => {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
};

/** Several page sizes, pages inside and past the end. */
const PAGINGS = [
  {},
  { page: 1, page_size: 7 },
  { page: 3, page_size: 7 },
  { page: 2, page_size: 200 },
  { page: 1, page_size: 1 },
];

const SEARCHES = [undefined, 'a', 'ROAD', 'church', 'zzz', ' Manchester ', 'é'];

/**
 * The reads to compare for one account, from what its customer holds: every list with a spread
 * of queries, every site's details and history, every inspection's details, ids of the other
 * customer (refused alike), and queries the contract refuses.
 */
export function parityPaths(state: DatabaseState, customerId: number): string[] {
  const own = state.customers.find((customer) => customer.id === customerId) as CustomerNode;
  const other = state.customers.find((customer) => customer.id !== customerId) as CustomerNode;
  const sites = allSites([own]);
  const otherSites = allSites([other]);
  const clients = own.clients.map((client) => client.id);
  const rows = inventoryRows([own]);
  const paths: string[] = [
    '/api/capabilities/',
    '/api/dashboard_summary/',
    '/api/dashboard_summary/?top_sites=1',
    '/api/dashboard_summary/?top_sites=50',
    '/api/site_overview/',
    '/api/inspection_summary/',
    '/api/inventory/?page_size=201',
    '/api/sites/?sort=sideways',
    '/api/get_customer_data/',
    `/api/get_customer_inspections/${customerId}`,
    `/api/get_customer_inspections/${other.id}`,
    `/api/get_inspection_metrics/${customerId}`,
    `/api/get_inspection_metrics/${other.id}`,
    '/api/get_component_systems/',
  ];
  for (const paging of PAGINGS) {
    paths.push(`/api/site_tonnage/${query(paging)}`, `/api/low_stock/${query(paging)}`);
    paths.push(`/api/move_destinations/${query(paging)}`);
  }
  for (const search of SEARCHES) {
    paths.push(`/api/move_destinations/${query({ search, page_size: 20 })}`);
    for (const status of [undefined, 'all', 'active', 'pending', 'completed', 'archived']) {
      paths.push(`/api/site_clients/${query({ search, status, page_size: 30 })}`);
    }
    for (const sort of SITE_SORTS) {
      paths.push(`/api/sites/${query({ search, sort, page_size: 30 })}`);
    }
    for (const sort of INSPECTION_SITE_SORTS) {
      paths.push(`/api/inspection_sites/${query({ search, sort, page_size: 30 })}`);
    }
    for (const sort of INVENTORY_SORTS) paths.push(`/api/inventory/${query({ search, sort })}`);
  }
  for (const sort of SITE_SORTS) {
    for (const paging of PAGINGS) paths.push(`/api/sites/${query({ sort, ...paging })}`);
    for (const status of ['active', 'pending', 'completed']) {
      paths.push(`/api/sites/${query({ sort, status, page: 2, page_size: 5 })}`);
    }
  }
  for (const clientId of [...clients.slice(0, 12), other.clients[0]?.id, 999_999]) {
    paths.push(`/api/sites/${query({ client_id: clientId })}`);
    paths.push(`/api/site_clients/${query({ client_id: clientId })}`);
  }
  for (const paging of PAGINGS) paths.push(`/api/site_clients/${query(paging)}`);
  for (const sort of INSPECTION_SITE_SORTS) {
    for (const paging of PAGINGS) paths.push(`/api/inspection_sites/${query({ sort, ...paging })}`);
    for (const status of INSPECTION_STATUS_CODES) {
      paths.push(`/api/inspection_sites/${query({ sort, inspection_status: status })}`);
    }
  }
  for (const site of [...sites.slice(0, 10), otherSites[0]]) {
    paths.push(`/api/inspection_sites/${query({ site_id: site?.id })}`);
    paths.push(`/api/inventory/${query({ site_id: site?.id })}`);
  }
  for (const q of ['a', 'standard', 'BOARD', 'cup', '3.0', 'lift', 'ledger', 'zzz', ' x ']) {
    for (const limit of [1, 5, COMPONENT_SEARCH_MAX]) {
      paths.push(`/api/component_search/${query({ q, limit })}`);
    }
  }
  for (const row of rows) {
    paths.push(`/api/inventory_sites/${query({ item: row.key })}`);
    paths.push(`/api/inventory_sites/${query({ item: row.key, page: 2, page_size: 3 })}`);
    paths.push(`/api/inventory/${query({ category: row.category ?? '' })}`);
    paths.push(`/api/inventory/${query({ low_only: true, sort: 'available', search: row.name })}`);
  }
  paths.push(`/api/inventory_sites/${query({ item: 'No such item' })}`);
  for (const site of [...sites, ...otherSites.slice(0, 2)]) {
    paths.push(`/api/site_details/${site.id}`);
    paths.push(`/api/site_inspections/${site.id}`);
    paths.push(`/api/site_inspections/${site.id}${query({ page: 2, page_size: 1 })}`);
    for (const inspection of site.inspections) {
      paths.push(`/api/inspection_details/${inspection.id}`);
    }
  }
  paths.push('/api/site_details/999999', '/api/inspection_details/999999');
  return paths;
}

/** Every path whose answers differ, with both answers (none when they agree). */
export async function differences(
  paths: readonly string[],
  mock: Reader,
  server: Reader,
): Promise<{ path: string; mock: Answer; server: Answer }[]> {
  const found: { path: string; mock: Answer; server: Answer }[] = [];
  for (const path of paths) {
    const fromMock = await mock.get(path);
    const fromServer = await server.get(path);
    const same =
      fromMock.status === fromServer.status &&
      JSON.stringify(sortedKeys(withoutMediaKeys(fromMock.body))) ===
        JSON.stringify(sortedKeys(withoutMediaKeys(fromServer.body)));
    if (!same) found.push({ path, mock: fromMock, server: fromServer });
  }
  return found;
}

/** A value with every object's keys in one order, so equal values print alike. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** Both customers: the sample's and the small other one. */
export const PARITY_ACCOUNTS = [
  { email: DEMO_ACCOUNTS.admin.email, customerId: MOCK_CUSTOMERS.demo.id },
  { email: DEMO_ACCOUNTS.otherAdmin.email, customerId: MOCK_CUSTOMERS.other.id },
] as const;

export { setMockClock };
