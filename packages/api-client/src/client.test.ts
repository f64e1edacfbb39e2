// Every call against the real mock backend (@scaffold/mocks) through msw/node: no hand-made
// fetch stubs. Scenarios and token controls switch on each documented failure.

import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type ChecklistAnswers,
  callNameOf,
  checklistAnswersSchema,
  type InventoryItem,
  type SavedInspection,
} from '@scaffold/domain';
import {
  clearScenarios,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  endpointHandler,
  expireAccessTokens,
  setScenario,
} from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  REFRESH_TIMEOUT_MS,
} from './client';
import { LOGOUT_TIMEOUT_MS } from './endpoints/auth';
import { SAVE_INSPECTION_TIMEOUT_MS } from './endpoints/inspections';
import { stockMovementsSearch } from './endpoints/stock';
import {
  ApiError,
  ApiLoginFailedError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiSessionChangedError,
  ApiSessionExpiredError,
  ApiTimeoutError,
  isAbortError,
  NO_ACCESS_TOKEN_MESSAGE,
  REFRESH_FAILED_MESSAGE,
} from './errors';
import { createMemorySession } from './session';

const BASE_URL = 'https://api.example.com';
const ADMIN = DEMO_ACCOUNTS.admin.email;
const OTHER_ADMIN = DEMO_ACCOUNTS.otherAdmin.email;

const server = useMockServer();

/** Every request the mock server sees from now on, as 'METHOD /path' with its headers. */
function recordRequests() {
  const seen: { call: string; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      headers: request.headers,
    });
  });
  const count = (call: string) => seen.filter((request) => request.call === call).length;
  return { seen, count };
}

/** A client over a fresh in-memory session, with a short auth wait so failures come fast. */
function client(options: Partial<Omit<ApiClientOptions, 'session'>> = {}) {
  const session = createMemorySession();
  const api = createApiClient({
    baseUrl: BASE_URL,
    authWaitTimeoutMs: 200,
    authPollMs: 10,
    ...options,
    session,
  });
  return { api, session };
}

async function loggedIn(email: string = ADMIN, options: Parameters<typeof client>[0] = {}) {
  const { api, session } = client(options);
  const answer = await api.login({ email, password: DEMO_PASSWORD });
  session.setTokens({ access: answer.access, refresh: answer.refresh });
  return { api, session, answer };
}

/** The error a call rejects with; fails the test if it resolves. */
const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as Error,
  );

describe('calls without a token', () => {
  it('login answers the account', async () => {
    const { api } = client();
    const answer = await api.login({ email: ADMIN, password: DEMO_PASSWORD });
    expect(answer).toMatchObject({ customer_id: 1, role: 'admin' });
    expect(answer.access).not.toBe('');
  });

  it("login with a wrong password rejects with 'Login failed'", async () => {
    const { api } = client();
    const error = await failure(api.login({ email: ADMIN, password: 'wrong' }));
    expect(error).toBeInstanceOf(ApiLoginFailedError);
    expect(error.message).toBe('Login failed');
  });

  it('refreshToken hands out a new access token', async () => {
    const { api, session } = await loggedIn();
    const refresh = session.getTokens()?.refresh ?? '';
    const answer = await api.refreshToken({ refresh });
    expect(answer.access).toEqual(expect.any(String));
  });

  it('getUsers lists no account to a caller without a token', async () => {
    const { api } = client();
    const { users } = await api.getUsers();
    expect(users).toEqual([]);
  });

  it('requestPasswordReset answers the same for a known and an unknown email', async () => {
    const { api } = client();
    const known = await api.requestPasswordReset({ email: ADMIN });
    const unknown = await api.requestPasswordReset({ email: 'nobody@example.com' });
    expect(known).toEqual(unknown);
  });
});

describe('register', () => {
  const registration = {
    first_name: 'Ada',
    last_name: 'Byron',
    email: 'ada@example.com',
    company_name: 'Analytical Scaffolds',
    comments: 'Two depots',
  };

  it('answers the confirmation details', async () => {
    const { api } = client();
    const { details } = await api.register(registration);
    expect(details).toMatchObject({
      human_id: expect.any(String),
      estimated_response_time: expect.any(String),
    });
  });

  it('takes a 204 as success without details', async () => {
    setScenario({ name: 'registration-no-content' });
    const { api } = client();
    await expect(api.register(registration)).resolves.toEqual({ details: null });
  });

  it("rejects with 'API Error: {status}' when the server refuses", async () => {
    setScenario({ name: 'registration-error' });
    const { api } = client();
    const error = await failure(api.register(registration));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`API Error: ${(error as ApiError).status}`);
  });
});

describe('authenticated calls', () => {
  it('send the bearer token and a JSON content type', async () => {
    const { api, session } = await loggedIn();
    const requests = recordRequests();
    await api.getCustomerData();
    const [request] = requests.seen;
    expect(request?.call).toBe(callNameOf('customerData'));
    expect(request?.headers.get('authorization')).toBe(`Bearer ${session.getTokens()?.access}`);
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('getCustomerData answers the tree of the logged-in customer', async () => {
    const { api } = await loggedIn();
    const { customers } = await api.getCustomerData();
    expect(customers.map((customer) => customer.id)).toEqual([1]);
    expect(customers[0]?.clients.flatMap((c) => c.sites).length).toBeGreaterThan(0);
  });

  it('getInspectionMetrics and getCustomerInspections answer for the own customer', async () => {
    const { api } = await loggedIn();
    const metrics = await api.getInspectionMetrics(1);
    const inspections = await api.getCustomerInspections(1);
    expect(metrics.inspection_metrics.length).toBeGreaterThan(0);
    expect(inspections.sites.length).toBeGreaterThan(0);
    expect(inspections.component_systems.length).toBeGreaterThan(0);
  });

  it("refuse another customer's data with 'API Error: 403'", async () => {
    const { api } = await loggedIn(OTHER_ADMIN);
    const error = await failure(api.getCustomerInspections(1));
    expect(error).toMatchObject({ status: 403, message: 'API Error: 403' });
  });

  it('getComponentSystems lists the systems', async () => {
    const { api } = await loggedIn();
    const { component_systems } = await api.getComponentSystems();
    expect(component_systems.length).toBeGreaterThan(0);
  });
});

function passingChecklist(): ChecklistAnswers {
  const answers = Object.fromEntries(
    CHECKLIST_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        CHECKLIST_ITEMS[category].map((item) => [item, { status: 'pass', notes: '' }]),
      ),
    ]),
  );
  return checklistAnswersSchema.parse(answers);
}

function inspectionOf(siteId: number): SavedInspection {
  return {
    site_id: siteId,
    notes: 'Weekly check',
    weather_conditions: 'clear',
    temperature: 12,
    humidity: 60,
    wind_speed: 10,
    scaffold_type: 'Cuplok',
    scaffold_height: 12,
    load_rating: 'Class 3',
    tie_pattern: 'Staggered',
    categories: passingChecklist(),
    photos: {},
    signatures: { inspector: '', supervisor: '', client: '' },
  };
}

describe('writes', () => {
  it('saveInspection stores an inspection that then shows in the history and the metrics', async () => {
    const { api } = await loggedIn();
    const before = await api.getCustomerInspections(1);
    const site = before.sites[0];
    if (!site) throw new Error('the seed has no site');
    const metricsBefore = await api.getInspectionMetrics(1);
    const { inspection, id } = await api.saveInspection(inspectionOf(site.id));
    expect(inspection?.id).toBe(id);
    const after = await api.getCustomerInspections(1);
    const history = after.sites.find((candidate) => candidate.id === site.id)?.inspections ?? [];
    expect(history.map((entry) => entry.id)).toContain(id);
    const metricsAfter = await api.getInspectionMetrics(1);
    expect(metricsAfter.inspection_metrics.length).toBe(
      metricsBefore.inspection_metrics.length + 1,
    );
  });

  it('moveItems moves stock, and refuses a move of more than is available', async () => {
    const { api } = await loggedIn();
    const { customers } = await api.getCustomerData();
    const sites = customers.flatMap((customer) => customer.clients.flatMap((c) => c.sites));
    const available = (item: InventoryItem) =>
      item.quantity - item.allocations.reduce((sum, allocation) => sum + allocation.quantity, 0);
    const source = sites.find((site) => site.inventory_items.some((item) => available(item) > 0));
    const item = source?.inventory_items.find((candidate) => available(candidate) > 0);
    const target = sites.find((site) => site.sublocations.some((s) => s.subareas.length > 0));
    const sublocation = target?.sublocations.find((s) => s.subareas.length > 0);
    const subarea = sublocation?.subareas[0];
    if (!item || !target || !sublocation || !subarea)
      throw new Error('the seed has nothing to move');
    const destination = {
      site_id: target.id,
      sublocation_id: sublocation.id,
      subarea_id: subarea.id,
    };

    await expect(
      api.moveItems([{ item_id: item.id, destination, quantity: 1 }]),
    ).resolves.toMatchObject({ moved: 1 });
    const error = await failure(
      api.moveItems([{ item_id: item.id, destination, quantity: available(item) + 1000 }]),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeGreaterThanOrEqual(400);
    expect((error as ApiError).status).toBeLessThan(500);

    // The move is in the log, newest first, under both sites and the item's name.
    const log = await api.listStockMovements({ site_id: target.id, page_size: 5 });
    expect(log.results[0]).toMatchObject({
      quantity: 1,
      to: { site_id: target.id, subarea: subarea.name },
    });
    const byItem = await api.listStockMovements({ item: log.results[0]?.item.name });
    expect(byItem.results[0]?.id).toBe(log.results[0]?.id);
  });

  it('listStockMovements sends only the filters given, and parses the page', async () => {
    const { api } = await loggedIn();
    expect(stockMovementsSearch({ page: 2, page_size: 3, item: 'tube', from: undefined })).toBe(
      'item=tube&page=2&page_size=3',
    );
    expect(stockMovementsSearch({})).toBe('');
    const page = await api.listStockMovements({ page: 2, page_size: 3, item: 'tube' });
    expect(page).toMatchObject({ page: 2, page_size: 3 });
    expect(page.results.length).toBeLessThanOrEqual(3);
    const error = await failure(api.listStockMovements({ site_id: 999_999_999 }));
    expect((error as ApiError).status).toBe(403);
  });
});

describe('one person at a time: a call goes only with its own holder’s token', () => {
  it('never sends a 401’d call again with the token of someone who signed in meanwhile', async () => {
    const { api, session } = await loggedIn();
    const first = session.getTokens();
    session.setTokens(first && { ...first, holder: '1.x' });
    expireAccessTokens();
    const other = await client().api.login({ email: OTHER_ADMIN, password: DEMO_PASSWORD });
    const requests = recordRequests();
    // Another person signs in on the device while the first person's call is being refused.
    server.events.on('response:mocked', ({ response }) => {
      if (response.status === 401) {
        session.setTokens({ access: other.access, refresh: other.refresh, holder: '2.y' });
      }
    });
    const error = await failure(api.getComponentSystems());
    expect(error).toBeInstanceOf(ApiSessionChangedError);
    expect(requests.seen.map((request) => request.call)).toEqual([callNameOf('componentSystems')]);
    expect(
      requests.seen.some((request) => request.headers.get('authorization')?.includes(other.access)),
    ).toBe(false);
  });

  it('refuses to send a call made for one holder with another’s token, and sends nothing', async () => {
    const { api, session } = await loggedIn();
    const tokens = session.getTokens();
    session.setTokens(tokens && { ...tokens, holder: '2.y' });
    const requests = recordRequests();
    const error = await failure(api.getComponentSystems({ holder: '1.x' }));
    expect(error).toBeInstanceOf(ApiSessionChangedError);
    expect(requests.seen).toEqual([]);
    await expect(api.getComponentSystems({ holder: '2.y' })).resolves.toBeDefined();
  });
});

describe('inspection details: a revision revalidated with its ETag', () => {
  it('reads the ETag, answers the copy held on a 304, and a new one once it changed', async () => {
    const { api } = await loggedIn();
    const sites = await api.listInspectionSites({ sort: 'name', page_size: 200 });
    const withHistory = sites.results.find((row) => row.inspection_count > 0);
    const history = await api.listSiteInspections(withHistory?.id ?? 0);
    const id = history.results[0]?.id ?? 0;
    const first = await api.getInspectionDetails(id);
    expect(first.etag).toMatch(/^"/);
    const requests = recordRequests();
    const again = await api.getInspectionDetails(id, { held: first });
    expect(again).toBe(first);
    expect(requests.seen[0]?.headers.get('if-none-match')).toBe(first.etag);
    // A copy whose tag is not the server's is replaced by the current answer.
    const stale = { ...first, etag: '"old"' };
    const fresh = await api.getInspectionDetails(id, { held: stale });
    expect(fresh).not.toBe(stale);
    expect(fresh.etag).toBe(first.etag);
  });
});

describe('the auth life cycle', () => {
  it('refreshes once on a 401 and retries the call', async () => {
    const { api, session } = await loggedIn();
    const oldAccess = session.getTokens()?.access;
    expireAccessTokens();
    const requests = recordRequests();
    const { customers } = await api.getCustomerData();
    expect(customers).toHaveLength(1);
    expect(requests.seen.map((request) => request.call)).toEqual([
      callNameOf('customerData'),
      callNameOf('refresh'),
      callNameOf('customerData'),
    ]);
    expect(session.getTokens()?.access).not.toBe(oldAccess);
    expect(requests.seen[2]?.headers.get('authorization')).toBe(
      `Bearer ${session.getTokens()?.access}`,
    );
  });

  it('keeps the rotated refresh token, and the old one where the server answers {access} alone', async () => {
    const { api, session } = await loggedIn();
    const first = session.getTokens();
    expireAccessTokens();
    await api.getComponentSystems();
    const rotated = session.getTokens();
    expect(rotated?.refresh).not.toBe(first?.refresh);

    server.use(
      endpointHandler('refresh', () => HttpResponse.json({ access: rotated?.access ?? '' })),
    );
    expireAccessTokens();
    await api.getComponentSystems().catch(() => undefined);
    expect(session.getTokens()?.refresh).toBe(rotated?.refresh);
  });

  it('gives the customer inspections the same refresh and retry', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'expired-access-token' });
    const requests = recordRequests();
    await expect(api.getCustomerInspections(1)).resolves.toMatchObject({
      sites: expect.any(Array),
    });
    expect(requests.count(callNameOf('refresh'))).toBe(1);
    expect(requests.count(callNameOf('customerInspections', { customer_id: 1 }))).toBe(2);
  });

  it('makes exactly one refresh request for ten concurrent calls on an expired token', async () => {
    const { api } = await loggedIn();
    expireAccessTokens();
    const requests = recordRequests();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.getComponentSystems()));
    expect(answers.every((answer) => answer.component_systems.length > 0)).toBe(true);
    expect(requests.count(callNameOf('refresh'))).toBe(1);
    expect(requests.count(callNameOf('componentSystems'))).toBe(20);
  });

  it('clears the session and fires the expiry once when the refresh fails', async () => {
    const { api, session } = await loggedIn();
    const expired = vi.fn();
    api.onSessionExpired(expired);
    setScenario({ name: 'refresh-failure' });
    expireAccessTokens();
    const requests = recordRequests();
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => failure(api.getCustomerData())),
    );
    expect(errors.map((error) => error.message)).toEqual(Array(5).fill(REFRESH_FAILED_MESSAGE));
    expect(session.getTokens()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(requests.count(callNameOf('refresh'))).toBe(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { api, session } = await loggedIn();
    const expired = vi.fn();
    api.onSessionExpired(expired);
    setScenario({ name: 'network-error', endpoint: 'refresh' });
    expireAccessTokens();
    await expect(api.getCustomerData()).rejects.toBeInstanceOf(ApiNetworkError);
    expect(session.getTokens()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('waits for a token that comes late (the session polled until it is there)', async () => {
    const { api, session } = client({ authWaitTimeoutMs: 1000, authPollMs: 20 });
    const answer = await api.login({ email: ADMIN, password: DEMO_PASSWORD });
    // The tokens arrive on the third look at the session: the call has polled twice in vain.
    const getTokens = session.getTokens.bind(session);
    let looks = 0;
    vi.spyOn(session, 'getTokens').mockImplementation(() => {
      looks += 1;
      if (looks === 3) session.setTokens({ access: answer.access, refresh: answer.refresh });
      return getTokens();
    });
    await expect(api.getComponentSystems()).resolves.toMatchObject({
      component_systems: expect.any(Array),
    });
  });

  it("fails with 'No access token present' after the wait, without sending anything", async () => {
    const { api } = client({ authWaitTimeoutMs: 100, authPollMs: 20 });
    const requests = recordRequests();
    const error = await failure(api.getComponentSystems());
    expect(error.message).toBe(NO_ACCESS_TOKEN_MESSAGE);
    expect(requests.seen).toEqual([]);
  });

  it('logout posts the refresh token alone (no access token) and clears the session', async () => {
    const { api, session } = await loggedIn();
    const tokens = session.getTokens();
    const posted: Promise<unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      posted.push(request.clone().json());
    });
    const requests = recordRequests();
    await api.logout();
    expect(requests.seen.map((request) => request.call)).toEqual([callNameOf('logout')]);
    expect(requests.seen[0]?.headers.get('authorization')).toBeNull();
    await expect(Promise.all(posted)).resolves.toEqual([{ refresh: tokens?.refresh }]);
    expect(session.getTokens()).toBeNull();
  });

  it('logout returns normally and clears the session whatever the answer', async () => {
    const { api, session } = await loggedIn();
    setScenario({ name: 'server-error', endpoint: 'logout' });
    await expect(api.logout()).resolves.toBeUndefined();
    expect(session.getTokens()).toBeNull();

    const offline = await loggedIn();
    setScenario({ name: 'network-error', endpoint: 'logout' });
    await expect(offline.api.logout()).resolves.toBeUndefined();
    expect(offline.session.getTokens()).toBeNull();
  });
});

describe('failures', () => {
  it("turns a 5xx into 'API Error: 500'", async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'server-error' });
    const error = await failure(api.getCustomerData());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'API Error: 500' });
  });

  it('keeps the body of a refused inspection save for the console', async () => {
    const { api } = await loggedIn();
    const { sites } = await api.getCustomerInspections(1);
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 503 });
    const error = await failure(api.saveInspection(inspectionOf(sites[0]?.id ?? 0)));
    expect(error).toMatchObject({ status: 503, body: { detail: expect.any(String) } });
  });

  it("rejects with 'Login failed' in the login-failure scenario", async () => {
    setScenario({ name: 'login-failure' });
    const { api } = client();
    const error = await failure(api.login({ email: ADMIN, password: DEMO_PASSWORD }));
    expect(error).toMatchObject({ message: 'Login failed', status: 401 });
  });

  it('turns a body that breaks the contract into ApiMalformedResponseError with the issues', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'malformed-body' });
    const error = await failure(api.getCustomerData());
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    const malformed = error as ApiMalformedResponseError;
    expect(malformed.call).toBe(callNameOf('customerData'));
    expect(malformed.issues.map((issue) => issue.path)).toContainEqual(['customers']);
  });

  it('turns a body that is not JSON into ApiMalformedResponseError', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'malformed-body', kind: 'invalid-json' });
    const error = await failure(api.getInspectionMetrics(1));
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect((error as ApiMalformedResponseError).issues[0]?.message).toBe('Body is not JSON');
  });

  it('turns a network failure into ApiNetworkError', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'network-error' });
    await expect(api.getCustomerData()).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('times out a slow answer with ApiTimeoutError', async () => {
    const { api } = await loggedIn(ADMIN, { timeoutMs: 50 });
    setScenario({ name: 'slow', delayMs: 'infinite' });
    const error = await failure(api.getCustomerData());
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe(`${callNameOf('customerData')} timed out after 50 ms`);
  });

  it('stops with an AbortError when the caller aborts', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'slow', delayMs: 'infinite' });
    const controller = new AbortController();
    // Aborted while its request is with the server, which never answers.
    server.events.on('request:start', () => controller.abort());
    const pending = api.getCustomerData({ signal: controller.signal });
    const error = await failure(pending);
    expect(error.name).toBe('AbortError');
    expect(isAbortError(error)).toBe(true);
  });
});

// Reliability on a building site: time-outs, a refresh that ends the session only when
// the refresh token is refused, logout local first, any 2xx a success, exactly-once writes.

/** Runs `start` with fake timers and moves the clock on by `ms`; returns the settled error. */
async function failureAfter(ms: number, start: () => Promise<unknown>): Promise<Error> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const pending = failure(start());
    await vi.advanceTimersByTimeAsync(ms);
    return await pending;
  } finally {
    vi.useRealTimers();
  }
}

/** A move of one unit from the first free stock to another site's first subarea. */
async function oneUnitMove(api: ReturnType<typeof client>['api']) {
  const { customers } = await api.getCustomerData();
  const sites = customers.flatMap((customer) => customer.clients.flatMap((c) => c.sites));
  const free = (item: InventoryItem) =>
    item.quantity - item.allocations.reduce((sum, allocation) => sum + allocation.quantity, 0);
  const item = sites.flatMap((site) => site.inventory_items).find((entry) => free(entry) > 1);
  const target = sites.find((site) => site.sublocations.some((s) => s.subareas.length > 0));
  const sublocation = target?.sublocations.find((s) => s.subareas.length > 0);
  const subarea = sublocation?.subareas[0];
  if (!item || !target || !sublocation || !subarea) throw new Error('nothing to move');
  const destination = {
    site_id: target.id,
    sublocation_id: sublocation.id,
    subarea_id: subarea.id,
  };
  return { itemId: item.id, lines: [{ item_id: item.id, destination, quantity: 1 }] };
}

const allocatedOf = async (api: ReturnType<typeof client>['api'], itemId: number) => {
  const { customers } = await api.getCustomerData();
  const item = customers
    .flatMap((customer) => customer.clients.flatMap((c) => c.sites))
    .flatMap((site) => site.inventory_items)
    .find((entry) => entry.id === itemId);
  return item?.allocations.reduce((sum, allocation) => sum + allocation.quantity, 0) ?? 0;
};

describe('time-outs', () => {
  it('a read that never gets an answer fails after DEFAULT_TIMEOUT_MS, with no time-out set', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'slow', endpoint: 'customerData', delayMs: 'infinite' });
    const error = await failureAfter(DEFAULT_TIMEOUT_MS, () => api.getCustomerData());
    expect(error).toBeInstanceOf(ApiTimeoutError);
  });

  it('saving an inspection gets longer, SAVE_INSPECTION_TIMEOUT_MS', async () => {
    const { api } = await loggedIn();
    setScenario({ name: 'slow', endpoint: 'saveInspection', delayMs: 'infinite' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const pending = failure(api.saveInspection(inspectionOf(1))).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(SAVE_INSPECTION_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
      expect(await pending).toBeInstanceOf(ApiTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a hung token refresh times out and keeps the session', async () => {
    const { api, session } = await loggedIn();
    expireAccessTokens();
    setScenario({ name: 'slow', endpoint: 'refresh', delayMs: 'infinite' });
    const error = await failureAfter(REFRESH_TIMEOUT_MS, () => api.getCustomerData());
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(session.getTokens()).not.toBeNull();
  });
});

describe('a failed token refresh', () => {
  const refreshAnswers = (answer: () => Response) => server.use(endpointHandler('refresh', answer));

  it.each([400, 401, 403])(
    'ends the session when the refresh token is refused (%i)',
    async (status) => {
      const { api, session } = await loggedIn();
      expireAccessTokens();
      refreshAnswers(() => HttpResponse.json({ detail: 'Token is invalid' }, { status }));
      expect(await failure(api.getCustomerData())).toBeInstanceOf(ApiSessionExpiredError);
      expect(session.getTokens()).toBeNull();
    },
  );

  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['a 502 during a deploy', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['a 503', () => HttpResponse.json({ detail: 'unavailable' }, { status: 503 })],
    ['a 429', () => HttpResponse.json({ detail: 'slow down' }, { status: 429 })],
    ['a malformed answer', () => HttpResponse.json({ token: 42 })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['a network failure', () => HttpResponse.error()],
  ])(
    'keeps the session on %s, and the call fails with a retryable error',
    async (_what, answer) => {
      const { api, session } = await loggedIn();
      const tokens = session.getTokens();
      expireAccessTokens();
      refreshAnswers(answer);
      const error = await failure(api.getCustomerData());
      expect(error).not.toBeInstanceOf(ApiSessionExpiredError);
      expect(session.getTokens()).toEqual(tokens);
    },
  );
});

describe('logout, local first', () => {
  it('signs out at once, then tells the server with the refresh token', async () => {
    const { api, session } = await loggedIn();
    const refresh = session.getTokens()?.refresh;
    const requests = recordRequests();
    const pending = api.logout();
    expect(session.getTokens()).toBeNull();
    await pending;
    expect(requests.count(callNameOf('logout'))).toBe(1);
    await expect(api.refreshToken({ refresh: refresh ?? '' })).rejects.toBeInstanceOf(ApiError);
  });

  it('resolves offline, and within LOGOUT_TIMEOUT_MS when the server hangs', async () => {
    const offline = await loggedIn();
    setScenario({ name: 'network-error', endpoint: 'logout' });
    await expect(offline.api.logout()).resolves.toBeUndefined();
    expect(offline.session.getTokens()).toBeNull();

    clearScenarios();
    const hung = await loggedIn();
    setScenario({ name: 'slow', endpoint: 'logout', delayMs: 'infinite' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = hung.api.logout();
      expect(hung.session.getTokens()).toBeNull();
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS);
      await expect(pending).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('revokes the refresh token on the server when the access token has expired long ago', async () => {
    const { api, session } = await loggedIn();
    const refresh = session.getTokens()?.refresh ?? '';
    expireAccessTokens();
    const requests = recordRequests();
    await api.logout();
    // One call, no refresh first: the refresh token itself is revoked.
    expect(requests.seen.map((request) => request.call)).toEqual([callNameOf('logout')]);
    await expect(api.refreshToken({ refresh })).rejects.toBeInstanceOf(ApiError);
  });

  it('ends the session it is given when the caller has cleared its store already', async () => {
    const { api, session } = await loggedIn();
    const tokens = session.getTokens();
    session.setTokens(null);
    const requests = recordRequests();
    await api.logout({ tokens });
    expect(requests.seen[0]?.call).toBe(callNameOf('logout'));
    await expect(api.refreshToken({ refresh: tokens?.refresh ?? '' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('writes: any 2xx is a success (servers other than the mock)', () => {
  it.each([
    ['201 {id}', () => HttpResponse.json({ id: 5001 }, { status: 201 }), 5001],
    ['204 with no body', () => new HttpResponse(null, { status: 204 }), null],
    ['200 {status: ok}', () => HttpResponse.json({ status: 'ok' }), null],
    ['200 that is not JSON', () => new HttpResponse('Saved', { status: 200 }), null],
  ])('saveInspection resolves on %s', async (_what, answer, id) => {
    const { api } = await loggedIn();
    server.use(endpointHandler('saveInspection', answer));
    await expect(api.saveInspection(inspectionOf(1))).resolves.toEqual({ inspection: null, id });
  });

  it.each([
    ['200 {status: ok}', () => HttpResponse.json({ status: 'ok' })],
    ['204 with no body', () => new HttpResponse(null, { status: 204 })],
    [
      '201 {moved, extra fields}',
      () => HttpResponse.json({ moved: 1, batch: 'b-7' }, { status: 201 }),
    ],
  ])('moveItems resolves on %s', async (_what, answer) => {
    const { api } = await loggedIn();
    server.use(endpointHandler('moveItems', answer));
    const result = await api.moveItems([]);
    expect(result.moved === null || result.moved === 1).toBe(true);
  });

  it('a write whose 2xx answer breaks off in the body is a success (found by the fuzzer)', async () => {
    const { api } = await loggedIn();
    const breaksOff = () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"inspection": {"id": 1'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 201 },
      );
    server.use(
      endpointHandler('saveInspection', breaksOff),
      endpointHandler('moveItems', breaksOff),
    );
    await expect(api.saveInspection(inspectionOf(1))).resolves.toEqual({
      inspection: null,
      id: null,
    });
    await expect(api.moveItems([])).resolves.toEqual({ moved: null });
  });

  it('a non-2xx write still fails', async () => {
    const { api } = await loggedIn();
    server.use(endpointHandler('saveInspection', () => HttpResponse.json({}, { status: 400 })));
    expect(await failure(api.saveInspection(inspectionOf(1)))).toBeInstanceOf(ApiError);
  });
});

describe('exactly-once writes (Idempotency-Key)', () => {
  it('sends the key, and the mock saves a repeated submission once with the first answer', async () => {
    const { api } = await loggedIn();
    const requests = recordRequests();
    const before = (await api.getCustomerInspections(1)).sites.find((s) => s.id === 1)?.inspections
      .length;
    const first = await api.saveInspection(inspectionOf(1), { idempotencyKey: 'save-1' });
    const again = await api.saveInspection(inspectionOf(1), { idempotencyKey: 'save-1' });
    expect(again).toEqual(first);
    expect(
      requests.seen
        .find((r) => r.call === callNameOf('saveInspection'))
        ?.headers.get('idempotency-key'),
    ).toBe('save-1');
    const after = (await api.getCustomerInspections(1)).sites.find((s) => s.id === 1)?.inspections
      .length;
    expect(after).toBe((before ?? 0) + 1);
    // Another submission, another key: saved again.
    await api.saveInspection(inspectionOf(1), { idempotencyKey: 'save-2' });
    expect(
      (await api.getCustomerInspections(1)).sites.find((s) => s.id === 1)?.inspections.length,
    ).toBe((before ?? 0) + 2);
  });

  it('moves stock once for a repeated key; a failed attempt is not kept, so its retry goes through', async () => {
    const { api } = await loggedIn();
    const { itemId, lines } = await oneUnitMove(api);
    const before = await allocatedOf(api, itemId);
    setScenario({ name: 'server-error', endpoint: 'moveItems', status: 503 });
    await failure(api.moveItems(lines, { idempotencyKey: 'move-1' }));
    clearScenarios();
    await api.moveItems(lines, { idempotencyKey: 'move-1' });
    await api.moveItems(lines, { idempotencyKey: 'move-1' });
    // One unit left its unallocated stock once: allocations grew by one, not two.
    expect(await allocatedOf(api, itemId)).toBe(before + 1);
  });

  it("keeps keys per user: another user's equal key is a different submission", async () => {
    const admin = await loggedIn(ADMIN);
    const manager = await loggedIn(DEMO_ACCOUNTS.manager.email);
    const first = await admin.api.saveInspection(inspectionOf(1), { idempotencyKey: 'same' });
    const second = await manager.api.saveInspection(inspectionOf(1), { idempotencyKey: 'same' });
    expect(second.id).not.toBe(first.id);
  });
});
