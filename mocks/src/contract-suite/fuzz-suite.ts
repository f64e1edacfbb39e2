// Fuzzing an implementation of the API, driven by the contract: every endpoint gets arbitrary
// bodies (JSON of any shape, text that is not JSON, and its valid example with one part changed),
// arbitrary path and query parameters, any token and any Idempotency-Key. Whatever comes in, the
// answer is the contract's success with a body of its schema, or one of its documented errors
// with {detail}: never a 500, never an undocumented status, and never a row of another customer
// in an answer to a signed-in caller. The same properties on the mock and on the server.
import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  fillPath,
  problemSchema,
} from '@scaffold/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from '../constants';
import { type ApiUnderTest, answerOf, callsOn } from './api-under-test';
import {
  foreignRowsIn,
  foreignSite,
  placeIn,
  savedInspectionBody,
  seededSigningToken,
  seededTagCode,
  sitesOf,
} from './fixtures';
import {
  collectionBody,
  deliveryBody,
  hireClientId,
  hireSiteId,
  offHireBody,
  seededDelivery,
} from './hire-fixtures';

export interface FuzzSizes {
  /** Runs per endpoint that takes a body, path or query. */
  runs: number;
  /** Runs per endpoint that takes only a token and headers (few inputs to try). */
  runsWithoutInputs: number;
  /** Each endpoint's deadline, for a busy 2-core machine (not a time it is expected to take). */
  timeoutMs: number;
}

export const FUZZ_SIZES: FuzzSizes = { runs: 60, runsWithoutInputs: 15, timeoutMs: 120_000 };

type Session = () => Promise<{ access: string; refresh: string }>;

/** A valid call of each endpoint, for the fuzzer to start from and bend. */
interface Example {
  body?: (session: Session) => unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

function aMoveLine() {
  const sites = sitesOf(MOCK_CUSTOMERS.demo.id);
  const item = sites.find((site) => site.id === 1)?.inventory_items[0];
  const target = sites.find((site) => site.id === 2);
  return {
    item_id: item?.id,
    from_subarea_id: item?.allocations[0]?.subarea_id ?? null,
    destination: target ? placeIn(target) : null,
    quantity: 1,
  };
}

const EXAMPLES: { [N in EndpointName]: Example } = {
  login: { body: () => ({ email: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD }) },
  refresh: { body: async (session) => ({ refresh: (await session()).refresh }) },
  logout: { body: async (session) => ({ refresh: (await session()).refresh }) },
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
  createDeliveryNote: { body: () => deliveryBody() },
  createCollectionNote: { body: () => collectionBody() },
  createOffHire: { body: () => offHireBody() },
  siteHire: { params: { site_id: hireSiteId() } },
  hireNote: { params: { note_id: seededDelivery().id } },
  hireStatement: {
    query: { client_id: String(hireClientId()), from: '2026-10-01', to: '2026-11-20' },
  },
  hireOverview: {},
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
const otherSiteId = () => foreignSite().id;

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
  { arbitrary: fc.constant<Caller>('admin'), weight: 5 },
  { arbitrary: fc.constantFrom<Caller>('none', 'other', 'forged', 'constructor'), weight: 3 },
);
const idempotencyKeys = fc.option(
  fc.string({ unit: fc.constantFrom(...'abcdef0123456789-_:/ '.split('')), minLength: 1 }),
  { nil: undefined },
);

/** Who calls, as a token: the demo admin, the other customer's, none, or one made up. */
type Caller = 'admin' | 'other' | 'none' | 'forged' | 'constructor';

/** The customer a caller signs in for; undefined for one not signed in. */
const customerOf = (caller: Caller): number | undefined =>
  caller === 'admin'
    ? MOCK_CUSTOMERS.demo.id
    : caller === 'other'
      ? MOCK_CUSTOMERS.other.id
      : undefined;

export function describeFuzz(api: ApiUnderTest, sizes: FuzzSizes = FUZZ_SIZES): void {
  const { login } = callsOn(api);
  beforeEach(() => api.reset());

  describe.each(ENDPOINT_NAMES)(`fuzzing ${api.name}: %s`, (name) => {
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
    // The answers that depend on who calls: those of calls that take a token, and the user list
    // (a token optional). A public call answers by its secret (a tag code, a signing link's
    // token), the same to anyone who holds it.
    const answersTheCaller = endpoint.auth === 'bearer' || name === 'users';

    it(
      'answers anything with its success or a documented {detail} error, and nothing foreign',
      async () => {
        // Signed in once per endpoint: a sign-in is slow on purpose (argon2) and limited.
        const tokens: Record<Caller, string | undefined> = {
          admin: (await login('admin')).access,
          other: (await login('otherAdmin')).access,
          none: undefined,
          forged: 'mock-access.1.1.0123456789abcdef',
          constructor: 'constructor',
        };
        const body = await example.body?.(() => login('staff'));
        const inputs = fc.record({
          body: endpoint.method === 'POST' ? bodies(body) : fc.constant(undefined),
          params: fc.oneof(fc.constant(example.params ?? {}), pathParamsOf(endpoint)),
          query: example.query ? queries(example.query) : fc.constant(''),
          caller: callers,
          idempotencyKey: endpoint.idempotencyKey ? idempotencyKeys : fc.constant(undefined),
          contentType: fc.constantFrom('application/json', 'text/plain', undefined),
          // A conditional GET of an image: any tag, a list, '*', or none.
          ifNoneMatch:
            endpoint.success.media || endpoint.conditional
              ? fc.option(fc.oneof(fc.string(), fc.constantFrom('*', 'W/"x", "y"', '""')), {
                  nil: undefined,
                })
              : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(inputs, async (input) => {
            const token = tokens[input.caller];
            const headers: Record<string, string> = {};
            if (input.contentType) headers['Content-Type'] = input.contentType;
            if (token) headers.Authorization = `Bearer ${token}`;
            if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
            if (input.ifNoneMatch) headers['If-None-Match'] = input.ifNoneMatch;
            const path = fillPath(name, endpoint.pathParams ? input.params : {}, input.query);
            const request = new Request(`${api.baseUrl()}${path}`, {
              method: endpoint.method,
              headers,
              ...(input.body === undefined ? {} : { body: input.body }),
            });
            const answer = await answerOf(await api.fetch(request));
            const said = `${answer.status} ${answer.text.slice(0, 300)}`;
            expect(answer.status, `never a 500: ${said}`).not.toBe(500);
            const media = endpoint.success.media;
            if (media && answer.status === endpoint.success.status) {
              // An image: its type is one the contract names, its body the bytes.
              expect(media).toContain(answer.headers.get('Content-Type'));
              expect(endpoint.success.schema.safeParse(answer.bytes).success).toBe(true);
              return;
            }
            if (answer.status >= 400) {
              expect(documented, said).toContain(answer.status);
              expect(problemSchema.safeParse(answer.json).success, said).toBe(true);
              return;
            }
            expect(successes, said).toContain(answer.status);
            // A success with no body (register's 204, an image's 304) has nothing to parse.
            if (answer.status === endpoint.emptySuccess?.status) expect(answer.text).toBe('');
            else {
              expect(endpoint.success.schema.safeParse(answer.json).error?.issues ?? []).toEqual(
                [],
              );
            }
            const customerId = customerOf(input.caller);
            if (answersTheCaller && customerId !== undefined) {
              expect(foreignRowsIn(answer.json, customerId), 'rows of another customer').toEqual(
                [],
              );
            }
          }),
          {
            numRuns:
              endpoint.request || endpoint.pathParams || endpoint.query
                ? sizes.runs
                : sizes.runsWithoutInputs,
          },
        );
      },
      sizes.timeoutMs,
    );
  });
}
