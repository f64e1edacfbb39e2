// Fuzzing the mock, driven by the contract: every endpoint gets arbitrary bodies (JSON of any
// shape, text that is not JSON, and its valid example with one part changed), arbitrary path
// and query parameters, any token and any Idempotency-Key. Whatever comes in, the answer is the
// contract's success with a body of its schema, or one of its documented errors with {detail}:
// never a 500, never an undocumented status.
import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  fillPath,
  problemSchema,
} from '@scaffold/domain';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSession } from './auth/tokens';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from './constants';
import { getDatabase } from './db/database';
import { seededSigningToken, seededTagCode } from './db/seed-scaffolds';
import { handlers } from './handlers';
import { savedInspectionBody, useMockServer } from './test-support';

useMockServer();

/** Runs per endpoint; one that takes only a token and headers has few inputs to try. */
const RUNS = 60;
const RUNS_WITHOUT_INPUTS = 15;

/** A valid call of each endpoint, for the fuzzer to start from and bend. */
interface Example {
  body?: () => unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

function aMoveLine() {
  const sites = getDatabase().customers[0]?.clients.flatMap((client) => client.sites) ?? [];
  const item = sites.find((site) => site.id === 1)?.inventory_items[0];
  const target = sites.find((site) => site.id === 2);
  return {
    item_id: item?.id,
    from_subarea_id: item?.allocations[0]?.subarea_id ?? null,
    destination: {
      site_id: target?.id,
      sublocation_id: target?.sublocations[0]?.id,
      subarea_id: target?.sublocations[0]?.subareas[0]?.id,
    },
    quantity: 1,
  };
}

const EXAMPLES: { [N in EndpointName]: Example } = {
  login: { body: () => ({ email: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD }) },
  refresh: { body: () => ({ refresh: createSession(DEMO_ACCOUNTS.staff.email).refresh }) },
  logout: { body: () => ({ refresh: createSession(DEMO_ACCOUNTS.staff.email).refresh }) },
  passwordReset: { body: () => ({ email: DEMO_ACCOUNTS.manager.email }) },
  users: {},
  customerData: {},
  register: {
    body: () => ({
      first_name: 'Ada',
      last_name: 'Brown',
      email: 'ada@brown.test',
      company_name: 'Brown Scaffolding Ltd',
      comments: 'Please call.',
      plan_id: 'professional',
    }),
  },
  inspectionMetrics: { params: { customer_id: MOCK_CUSTOMERS.demo.id } },
  customerInspections: { params: { customer_id: MOCK_CUSTOMERS.demo.id } },
  saveInspection: { body: () => savedInspectionBody(1) },
  componentSystems: {},
  moveItems: { body: () => [aMoveLine()] },
  stockMovements: { query: { site_id: '1', item: 'tube', page: '1', page_size: '20' } },
  scaffolds: { query: { site_id: '1' } },
  createScaffold: { body: () => ({ site_id: 1, ...aDescription() }) },
  scaffoldDetails: { params: { scaffold_id: 3 } },
  changeScaffoldLife: { params: { scaffold_id: 3 }, body: () => ({ life: 'altered' }) },
  recordHandover: {
    params: { scaffold_id: 1 },
    body: () => ({
      ...aDescription(),
      ties_tested: 'yes',
      ties_notes: '',
      erected_by: 'Team 1',
      competent_person_name: 'Gary Holt',
      competent_person_position: 'Supervisor',
      handed_over_at: '2026-11-20T08:00:00Z',
      competent_person_signature: 'data:image/png;base64,iVBORw0KGgo=',
      client: null,
    }),
  },
  reprintTag: { params: { scaffold_id: 3 } },
  recordAdverseWeather: { params: { site_id: 1 } },
  handoverCertificate: { params: { handover_id: 1 } },
  createSigningLink: { body: () => ({ document: { kind: 'handover', id: 1 } }) },
  revokeSigningLink: { params: { link_id: 3 } },
  tagStatus: { params: { tag_code: seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0003', 1) } },
  scaffoldByTag: { params: { tag_code: seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0003', 1) } },
  signingDocument: { params: { token: seededSigningToken('open') } },
  signDocument: {
    params: { token: seededSigningToken('open') },
    body: () => ({ name: 'Helen Ward', signature: 'data:image/png;base64,iVBORw0KGgo=' }),
  },
  capabilities: {},
  dashboardSummary: { query: { top_sites: '10' } },
  siteTonnage: { query: { page: '2', page_size: '20' } },
  lowStock: { query: { page: '1', page_size: '20' } },
  siteOverview: {},
  siteList: {
    query: { status: 'active', client_id: '3', search: 'house', sort: 'name', page: '1' },
  },
  siteClients: { query: { status: 'pending', search: 'ltd', page: '2', page_size: '10' } },
  componentSearch: { query: { q: 'cuplock', limit: '20' } },
  moveDestinations: { query: { search: 'leeds', page: '1', page_size: '20' } },
  siteDetails: { params: { site_id: 1 } },
  siteInspections: { params: { site_id: 1 }, query: { page: '1', page_size: '5' } },
  inspectionDetails: { params: { inspection_id: 1 } },
  inspectionSummary: {},
  inspectionSites: {
    query: { search: 'a', inspection_status: 'overdue', site_id: '5', sort: 'next_due' },
  },
  inventoryItems: {
    query: { search: 'tube', category: 'tube', site_id: '1', low_only: 'true', sort: 'total' },
  },
  inventorySites: { query: { item: 'Steel Tube 6.4m', page: '1', page_size: '10' } },
  media: { params: { media_id: 1 }, query: { key: '0123456789abcdef0123456789abcdef' } },
};

function aDescription() {
  return {
    description: 'Access tower',
    system: 'Cuplock',
    height_m: 6,
    lifts: 3,
    load_class: 2,
    permitted_use: 'Gutter repairs',
    limitations: '',
  };
}

/** Any values for an endpoint's path parameters, by their names in the contract. */
const pathParamsOf = (endpoint: EndpointContract) =>
  fc.record(
    Object.fromEntries(
      Object.keys(endpoint.pathParams?.shape ?? {}).map((name) => [name, segment]),
    ) as Record<string, typeof segment>,
  );

/** A site of customer 2, whom the demo admin may not see. */
const otherSiteId = () =>
  getDatabase()
    .customers.find((customer) => customer.id === MOCK_CUSTOMERS.other.id)
    ?.clients.flatMap((client) => client.sites)[0]?.id ?? 0;

type Path = (string | number)[];

/** Every place in a JSON value, the root included. */
function placesIn(value: unknown, at: Path = []): Path[] {
  const children =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [at, ...children];
}

/** The value with the thing at `path` replaced, removed, or given a sibling. */
function bend(value: unknown, path: Path, how: 'replace' | 'remove' | 'add', by: unknown): unknown {
  if (path.length === 0) return how === 'remove' ? undefined : by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const last = path[path.length - 1] as string | number;
  if (how === 'replace') parent[last] = by;
  else if (how === 'remove') delete parent[last];
  else parent[`${String(last)}_extra`] = by;
  return copy;
}

const oddJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53,
    0.5,
    '',
    ' ',
    'constructor',
    '__proto__',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '2026-02-30T25:00:00Z',
    null,
    [],
    {},
  ),
);

/** A body's text: the example bent in one place, any JSON, or text that is not JSON at all. */
function bodies(example: unknown): fc.Arbitrary<string | undefined> {
  const places = placesIn(example);
  const bent = fc
    .record({
      path: fc.constantFrom(...places),
      how: fc.constantFrom('replace' as const, 'remove' as const, 'add' as const),
      by: oddJson,
    })
    .map(({ path, how, by }) => JSON.stringify(bend(example, path, how, by)));
  return fc.oneof(
    { arbitrary: bent, weight: 4 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string(), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constant(JSON.stringify(example)), weight: 1 },
  );
}

/** A path segment: a number, or any text (but not '.' or '..', which a URL resolves away). */
const segment = fc
  .oneof(fc.integer(), fc.nat(), fc.string({ minLength: 1 }), fc.constant(MOCK_CUSTOMERS.other.id))
  .map(String)
  .filter((text) => text !== '.' && text !== '..' && text.trim() !== '');

function queries(example: Record<string, string>): fc.Arbitrary<string> {
  const keys = [...Object.keys(example), 'unknown', 'page[]'];
  return fc
    .dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.string(),
        fc.integer().map(String),
        // Another customer's site, and numbers a parser may stumble on.
        fc.constantFrom(String(otherSiteId()), '0', '-1', '1e3', '0x10', ''),
      ),
    )
    .chain((entries) =>
      fc.constantFrom(
        new URLSearchParams(entries).toString(),
        new URLSearchParams({ ...example, ...entries }).toString(),
      ),
    );
}

/** Who calls: mostly the demo admin; else nobody, another customer's admin, a made-up token. */
const callers = fc.oneof(
  { arbitrary: fc.constant('admin'), weight: 5 },
  { arbitrary: fc.constantFrom('none', 'other', 'forged', 'constructor'), weight: 3 },
);
const idempotencyKeys = fc.option(
  fc.string({ unit: fc.constantFrom(...'abcdef0123456789-_:/ '.split('')), minLength: 1 }),
  { nil: undefined },
);

function tokenOf(caller: string): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'admin') return createSession(DEMO_ACCOUNTS.admin.email).access;
  if (caller === 'other') return createSession(DEMO_ACCOUNTS.otherAdmin.email).access;
  return caller === 'forged' ? 'mock-access.1.1.0123456789abcdef' : caller;
}

describe.each(ENDPOINT_NAMES)('fuzzing %s', (name) => {
  const endpoint: EndpointContract = ENDPOINTS[name];
  const example = EXAMPLES[name];
  // The call's own errors, and what every call with a body or a rate limit may answer
  // (413, 415, 429: the contract's table and docs/openapi.json say so for all of them).
  const documented = new Set<number>([
    ...endpoint.errors.map((error) => error.status),
    ...(endpoint.request ? [413, 415] : []),
    ...(endpoint.rateLimits ? [429] : []),
  ]);
  const successes = new Set<number>([endpoint.success.status]);
  if (endpoint.emptySuccess) successes.add(endpoint.emptySuccess.status);

  it('answers anything with its success or a documented {detail} error', async () => {
    const body = example.body?.();
    const inputs = fc.record({
      body: endpoint.method === 'POST' ? bodies(body) : fc.constant(undefined),
      params: fc.oneof(fc.constant(example.params ?? {}), pathParamsOf(endpoint)),
      query: example.query ? queries(example.query) : fc.constant(''),
      caller: callers,
      idempotencyKey: endpoint.idempotencyKey ? idempotencyKeys : fc.constant(undefined),
      contentType: fc.constantFrom('application/json', 'text/plain', undefined),
      // A conditional GET of an image: any tag, a list, '*', or none.
      ifNoneMatch: endpoint.success.media
        ? fc.option(fc.oneof(fc.string(), fc.constantFrom('*', 'W/"x", "y"', '""')), {
            nil: undefined,
          })
        : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const token = tokenOf(input.caller);
        const headers: Record<string, string> = {};
        if (input.contentType) headers['Content-Type'] = input.contentType;
        if (token) headers.Authorization = `Bearer ${token}`;
        if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
        if (input.ifNoneMatch) headers['If-None-Match'] = input.ifNoneMatch;
        const path = fillPath(name, endpoint.pathParams ? input.params : {}, input.query);
        const request = new Request(`http://api.test${path}`, {
          method: endpoint.method,
          headers,
          ...(input.body === undefined ? {} : { body: input.body }),
        });
        const response = await getResponse(handlers, request);
        if (!response) throw new Error(`no handler for ${path}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const text = new TextDecoder().decode(bytes);
        const media = endpoint.success.media;
        if (media && response.status === endpoint.success.status) {
          // An image: its type is one the contract names, its body the bytes.
          expect(media).toContain(response.headers.get('Content-Type'));
          expect(endpoint.success.schema.safeParse(bytes).success).toBe(true);
          return;
        }
        const json = text === '' ? null : JSON.parse(text);
        if (response.status >= 400) {
          expect(documented, `${response.status} ${text}`).toContain(response.status);
          expect(problemSchema.safeParse(json).success, text).toBe(true);
        } else {
          expect(successes, text).toContain(response.status);
          // A success with no body (register's 204, an image's 304) has nothing to parse.
          if (response.status === endpoint.emptySuccess?.status) expect(text).toBe('');
          else expect(endpoint.success.schema.safeParse(json).error?.issues ?? []).toEqual([]);
        }
      }),
      {
        numRuns:
          endpoint.request || endpoint.pathParams || endpoint.query ? RUNS : RUNS_WITHOUT_INPUTS,
      },
    );
  });
});
