// Fuzzing the client, driven by the contract: every call gets arbitrary answers (any status,
// any headers, any body: the mock's own answer bent in one place, JSON of any shape, text,
// nothing, a body that breaks off) or a fetch that fails. Whatever comes back, the call resolves
// with a result of its type or rejects with one of the client's typed errors (errors.ts): never
// a crash, never a bare TypeError or SyntaxError. A write the server confirmed with a 2xx is
// a success whatever its body.
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type ChecklistAnswers,
  type CollectionNoteRequest,
  type DeliveryNoteRequest,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  type MoveRequest,
  type OffHireRequest,
  type SavedInspection,
} from '@scaffold/domain';
import {
  clearScenarios,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  getDatabase,
  resetDatabase,
  seededSigningToken,
  seededTagCode,
  setMockLatency,
} from '@scaffold/mocks';
import { hireFixtures } from '@scaffold/mocks/contract-suite';
import { createMockServer } from '@scaffold/mocks/node';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { ApiClientError } from './errors';
import { createMemorySession, type SessionTokens } from './session';

const RUNS = 60;
const BASE_URL = 'https://api.example.com';

const checklist = Object.fromEntries(
  CHECKLIST_CATEGORIES.map((category) => [
    category,
    Object.fromEntries(
      CHECKLIST_ITEMS[category].map((item) => [item, { status: 'pass', notes: '' }]),
    ),
  ]),
) as ChecklistAnswers;

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const description = {
  description: 'Access tower',
  system: 'Cuplock',
  height_m: 6,
  lifts: 3,
  load_class: 2,
  permitted_use: 'Gutter repairs',
  limitations: '',
};

const inspection: SavedInspection = {
  site_id: 1,
  notes: '',
  weather_conditions: 'clear',
  temperature: 12,
  humidity: 60,
  wind_speed: 10,
  scaffold_type: 'Cuplock',
  scaffold_height: 10,
  load_rating: 'General purpose',
  tie_pattern: 'Box ties',
  categories: checklist,
  photos: {},
  signatures: { inspector: '', supervisor: '', client: '' },
};

function aMove(): MoveRequest {
  const sites = getDatabase().customers[0]?.clients.flatMap((client) => client.sites) ?? [];
  const item = sites.find((site) => site.id === 1)?.inventory_items[0];
  const target = sites.find((site) => site.id === 2);
  return [
    {
      item_id: item?.id ?? 0,
      from_subarea_id: item?.allocations[0]?.subarea_id ?? null,
      destination: {
        site_id: target?.id ?? 0,
        sublocation_id: target?.sublocations[0]?.id ?? 0,
        subarea_id: target?.sublocations[0]?.subareas[0]?.id ?? 0,
      },
      quantity: 1,
    },
  ];
}

/** The first seeded inspection of customer 1, and the id of its first image. */
const firstInspection = () =>
  getDatabase()
    .customers[0]?.clients.flatMap((client) => client.sites)
    .flatMap((site) => site.inspections)
    .find((inspection) => inspection.signatures.length > 0);
const firstInspectionId = () => firstInspection()?.id ?? 0;
const firstImageUrl = () => firstInspection()?.signatures[0]?.signature ?? '';

/** Each endpoint's call through the client, with valid arguments. */
const CALLS: { [N in EndpointName]: (api: ApiClient, tokens: SessionTokens) => Promise<unknown> } =
  {
    login: (api) => api.login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    refresh: (api, tokens) => api.refreshToken({ refresh: tokens.refresh }),
    logout: (api) => api.logout(),
    passwordReset: (api) => api.requestPasswordReset({ email: DEMO_ACCOUNTS.admin.email }),
    users: (api) => api.getUsers(),
    customerData: (api) => api.getCustomerData(),
    register: (api) =>
      api.register({
        first_name: 'Ada',
        last_name: 'Brown',
        email: 'ada@brown.test',
        company_name: 'Brown Scaffolding Ltd',
        comments: 'Please call.',
      }),
    inspectionMetrics: (api) => api.getInspectionMetrics(1),
    customerInspections: (api) => api.getCustomerInspections(1),
    saveInspection: (api) => api.saveInspection(inspection, { idempotencyKey: 'k-1' }),
    componentSystems: (api) => api.getComponentSystems(),
    moveItems: (api) => api.moveItems(aMove(), { idempotencyKey: 'k-2' }),
    stockMovements: (api) => api.listStockMovements({ page_size: 5 }),
    scaffolds: (api) => api.listScaffolds({ site_id: 1 }),
    createScaffold: (api) =>
      api.createScaffold({ site_id: 1, ...description }, { idempotencyKey: 'k-3' }),
    scaffoldDetails: (api) => api.getScaffoldDetails(3),
    changeScaffoldLife: (api) => api.changeScaffoldLife(3, { life: 'altered' }),
    recordHandover: (api) =>
      api.recordHandover(
        1,
        {
          ...description,
          ties_tested: 'yes',
          ties_notes: '',
          erected_by: 'Team 1',
          competent_person_name: 'Gary Holt',
          competent_person_position: 'Supervisor',
          handed_over_at: '2026-11-20T08:00:00Z',
          competent_person_signature: SIGNATURE,
          client: null,
        },
        { idempotencyKey: 'k-4' },
      ),
    reprintTag: (api) => api.reprintTag(5),
    recordAdverseWeather: (api) => api.recordAdverseWeather(1),
    handoverCertificate: (api) => api.getHandoverCertificate(1),
    createSigningLink: (api) => api.createSigningLink({ kind: 'handover', id: 1 }),
    revokeSigningLink: (api) => api.revokeSigningLink(1),
    tagStatus: (api) => api.getTagStatus(seededTagCode(1, 'T-0003', 1)),
    scaffoldByTag: (api) => api.getScaffoldByTag(seededTagCode(1, 'T-0003', 1)),
    signingDocument: (api) => api.getSigningDocument(seededSigningToken('open')),
    // The inspection's link: the handover's is withdrawn by createSigningLink above.
    signDocument: (api) =>
      api.signDocument(seededSigningToken('inspection'), {
        name: 'Helen Ward',
        signature: SIGNATURE,
      }),
    createDeliveryNote: (api) =>
      api.createDeliveryNote(hireFixtures.deliveryBody() as DeliveryNoteRequest, {
        idempotencyKey: 'k-5',
      }),
    createCollectionNote: (api) =>
      api.createCollectionNote(hireFixtures.collectionBody() as CollectionNoteRequest, {
        idempotencyKey: 'k-6',
      }),
    createOffHire: (api) =>
      api.createOffHire(hireFixtures.offHireBody() as OffHireRequest, { idempotencyKey: 'k-7' }),
    siteHire: (api) => api.getSiteHire(hireFixtures.hireSiteId()),
    hireNote: (api) => api.getHireNote(hireFixtures.seededDelivery().id),
    hireStatement: (api) =>
      api.getHireStatement({
        client_id: hireFixtures.hireClientId(),
        from: '2026-10-01',
        to: hireFixtures.hireToday(),
      }),
    hireOverview: (api) => api.getHireOverview(),
    capabilities: (api) => api.getCapabilities(),
    dashboardSummary: (api) => api.getDashboardSummary({ top_sites: 3 }),
    siteTonnage: (api) => api.listSiteTonnage({ page_size: 3 }),
    lowStock: (api) => api.listLowStock({ page_size: 3 }),
    siteOverview: (api) => api.getSiteOverview(),
    siteList: (api) => api.listSites({ status: 'active', search: 'a', page_size: 3 }),
    siteClients: (api) => api.listSiteClients({ page_size: 3 }),
    componentSearch: (api) => api.searchComponents({ q: 'cuplock', limit: 3 }),
    moveDestinations: (api) => api.listMoveDestinations({ page_size: 3 }),
    siteDetails: (api) => api.getSiteDetails(1),
    siteInspections: (api) => api.listSiteInspections(1, { page_size: 3 }),
    inspectionDetails: (api) => api.getInspectionDetails(firstInspectionId()),
    inspectionSummary: (api) => api.getInspectionSummary(),
    inspectionSites: (api) => api.listInspectionSites({ page_size: 3 }),
    inventoryItems: (api) => api.listInventoryItems({ page_size: 3 }),
    inventorySites: (api) =>
      api.listInventorySites({ item: 'Cuplock Standard 3.0m', page_size: 3 }),
    media: (api) => api.getMedia(firstImageUrl()),
  };

/** The calls that answer with one field of the contract's body: that field's name. */
const UNWRAPPED: Partial<Record<EndpointName, string>> = {
  scaffolds: 'scaffolds',
  recordAdverseWeather: 'scaffolds',
  createScaffold: 'scaffold',
  changeScaffoldLife: 'scaffold',
  reprintTag: 'scaffold',
  handoverCertificate: 'handover',
  revokeSigningLink: 'link',
};

/** A result of the call's type: the contract's schema, or the shape the client answers with. */
function checkResult(name: EndpointName, result: unknown): void {
  const { schema } = ENDPOINTS[name].success;
  if (name === 'logout') expect(result).toBeUndefined();
  else if (name === 'capabilities') {
    // What the answer means, never a failure: the listed calls, or why none were learnt.
    const answer = result as { kind: string; calls?: unknown };
    expect(['listed', 'absent', 'refused', 'unavailable']).toContain(answer.kind);
    if (answer.kind === 'listed') expect(schema.safeParse(answer).success).toBe(true);
  } else if (name === 'media') {
    const { blob, contentType } = result as { blob: unknown; contentType: string };
    expect(blob).toBeInstanceOf(Blob);
    expect(ENDPOINTS.media.success.media).toContain(contentType);
  } else if (name === 'register') {
    const { details } = result as { details: unknown };
    if (details !== null) expect(schema.safeParse(details).success).toBe(true);
  } else if (name === 'saveInspection') {
    const saved = result as { inspection: unknown; id: unknown };
    expect(saved.id === null || Number.isInteger(saved.id)).toBe(true);
    if (saved.inspection !== null) expect(schema.safeParse(saved).success).toBe(true);
  } else if (name === 'moveItems') {
    const { moved } = result as { moved: unknown };
    expect(moved === null || Number.isInteger(moved)).toBe(true);
  } else if (UNWRAPPED[name]) {
    const field = UNWRAPPED[name];
    expect(schema.safeParse({ [field as string]: result }).error?.issues ?? []).toEqual([]);
  } else {
    expect(schema.safeParse(result).error?.issues ?? []).toEqual([]);
  }
}

/** A value with every list cut to its first two entries: the same shapes, a fraction of the size. */
function thumbnail(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(thumbnail);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, thumbnail(child)]));
}

/**
 * The mock's own answer to each call, recorded once (as a thumbnail, so a run stays quick):
 * what a server that works sends.
 */
const goodAnswers = new Map<string, string>();
const server = createMockServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetDatabase();
  clearScenarios();
  setMockLatency(0);
  for (const name of ENDPOINT_NAMES) {
    const session = createMemorySession();
    const record: typeof fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const text = await response.clone().text();
      const json = response.headers.get('Content-Type')?.includes('json');
      goodAnswers.set(
        name,
        text === '' || !json ? text : JSON.stringify(thumbnail(JSON.parse(text))),
      );
      return response;
    };
    const api = createApiClient({ baseUrl: BASE_URL, session, fetch: record });
    const tokens = await api.login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD });
    session.setTokens(tokens);
    await CALLS[name](api, tokens);
  }
});
afterAll(() => server.close());

type Answer =
  | { kind: 'response'; status: number; contentType: string | undefined; body: string }
  | { kind: 'broken-body'; status: number }
  | { kind: 'fetch-fails'; error: unknown };

const NO_BODY = new Set([204, 205, 304]);

function toResponse(answer: Answer): Response {
  if (answer.kind === 'fetch-fails') throw answer.error;
  if (answer.kind === 'broken-body') {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"access": "x'));
        controller.error(new TypeError('terminated'));
      },
    });
    return new Response(NO_BODY.has(answer.status) ? null : stream, { status: answer.status });
  }
  const headers: Record<string, string> =
    answer.contentType === undefined ? {} : { 'Content-Type': answer.contentType };
  return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers,
  });
}

/** The good answer with one value replaced by anything, or a key dropped. */
function bent(good: string): fc.Arbitrary<string> {
  const value: unknown = good === '' ? null : JSON.parse(good);
  const keys: string[][] = [];
  const walk = (node: unknown, at: string[]) => {
    keys.push(at);
    if (node && typeof node === 'object' && at.length < 4) {
      for (const [key, child] of Object.entries(node).slice(0, 6)) walk(child, [...at, key]);
    }
  };
  walk(value, []);
  return fc
    .record({ at: fc.constantFrom(...keys), by: fc.jsonValue({ maxDepth: 2 }), drop: fc.boolean() })
    .map(({ at, by, drop }) => {
      if (at.length === 0) return JSON.stringify(by);
      const copy = structuredClone(value) as Record<string, unknown>;
      const parent = at
        .slice(0, -1)
        .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
      const last = at[at.length - 1] as string;
      if (drop) delete parent[last];
      else parent[last] = by;
      return JSON.stringify(copy);
    });
}

/** The image types a call answers with (none for a JSON call). */
const mediaTypes = (name: EndpointName): readonly string[] =>
  (ENDPOINTS[name] as EndpointContract).success.media ?? [];

function answers(name: EndpointName): fc.Arbitrary<Answer> {
  const good = goodAnswers.get(name) ?? '';
  const status = fc.oneof(
    {
      arbitrary: fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 429, 500, 502, 503),
      weight: 3,
    },
    { arbitrary: fc.integer({ min: 200, max: 599 }), weight: 1 },
  );
  const body = fc.oneof(
    { arbitrary: fc.constant(good), weight: 3 },
    // An image is not JSON: bending it means other bodies, which the rest of the list gives.
    { arbitrary: mediaTypes(name).length > 0 ? fc.constant(good) : bent(good), weight: 4 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string(), weight: 1 },
    {
      arbitrary: fc.constantFrom('', '<html>502 Bad Gateway</html>', 'null', '{"detail":'),
      weight: 1,
    },
  );
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('response' as const),
        status,
        contentType: fc.constantFrom(
          'application/json',
          'text/html',
          'text/plain',
          undefined,
          ...mediaTypes(name),
        ),
        body,
      }),
      weight: 8,
    },
    { arbitrary: fc.record({ kind: fc.constant('broken-body' as const), status }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('fetch-fails' as const),
        error: fc.constantFrom(
          new TypeError('Failed to fetch'),
          new DOMException('The operation was aborted.', 'AbortError'),
          new Error('socket hang up'),
          'not even an Error',
        ),
      }),
      weight: 1,
    },
  );
}

describe.each(ENDPOINT_NAMES)('fuzzing the client call of %s', (name) => {
  const { path, method } = ENDPOINTS[name];
  const lenient = ENDPOINTS[name].success.lenient;

  it('resolves with its type or rejects with a typed error, whatever the answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(answers(name), { minLength: 1, maxLength: 4 }), async (script) => {
        const tokens = { access: 'access-1', refresh: 'refresh-1' };
        const session = createMemorySession(tokens);
        const sent: { url: string; method: string; answer: Answer }[] = [];
        const fake: typeof fetch = async (input, init) => {
          const answer = script[Math.min(sent.length, script.length - 1)] as Answer;
          sent.push({ url: String(input), method: init?.method ?? 'GET', answer });
          return toResponse(answer);
        };
        const api = createApiClient({ baseUrl: BASE_URL, session, fetch: fake, timeoutMs: 2000 });
        let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
        try {
          outcome = { ok: true, result: await CALLS[name](api, tokens) };
        } catch (error) {
          outcome = { ok: false, error };
        }
        if (outcome.ok) checkResult(name, outcome.result);
        else expect(outcome.error).toBeInstanceOf(ApiClientError);
        // No answer to the capabilities call is a failure: each means something (capabilities.ts).
        if (name === 'capabilities') expect(outcome.ok).toBe(true);

        // A write whose last attempt the server answered with a 2xx went through: a success.
        const own = sent.filter(
          (request) => request.method === method && new URL(request.url).pathname === path,
        );
        const last = own[own.length - 1]?.answer;
        if (lenient && last && last.kind !== 'fetch-fails' && last.status < 300) {
          expect(outcome.ok, JSON.stringify(last)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  }, 30_000);
});
