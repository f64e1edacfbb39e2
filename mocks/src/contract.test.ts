// The mock answers as the contract says: for every endpoint, its success and each documented
// error, the status is the contract's and the body parses with the contract's schema. The case
// table is typed by the contract, so an endpoint or a documented error without a case here is a
// type error.
import {
  CAPABILITY_CALLS,
  type CapabilityCallName,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointName,
  type Endpoints,
  PHOTO_MAX_DATA_URL_CHARS,
  problemSchema,
  type Site,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from './constants';
import { getDatabase } from './db/database';
import { setScenario } from './scenarios';
import { call, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

/** The calls the mock answers so far (the reads of issue 28 come with their handlers). */
const ANSWERED = ENDPOINT_NAMES.filter(
  (name): name is Exclude<EndpointName, CapabilityCallName> =>
    !(CAPABILITY_CALLS as readonly EndpointName[]).includes(name),
);

type Answer = Awaited<ReturnType<typeof call>>;
type Case = () => Promise<Answer>;
type ErrorStatus<N extends EndpointName> = Endpoints[N]['errors'][number]['status'];
type Cases = {
  [N in Exclude<EndpointName, CapabilityCallName>]: {
    success: Case;
    empty?: Case;
    errors: Record<ErrorStatus<N>, Case>;
  };
};

const sitesOf = (customerId: number): Site[] =>
  getDatabase()
    .customers.filter((customer) => customer.id === customerId)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites));
const ownSite = () => sitesOf(MOCK_CUSTOMERS.demo.id)[0] as Site;
const foreignSite = () => sitesOf(MOCK_CUSTOMERS.other.id)[0] as Site;
const placeIn = (site: Site) => ({
  site_id: site.id,
  sublocation_id: site.sublocations[0]?.id ?? 0,
  subarea_id: site.sublocations[0]?.subareas[0]?.id ?? 0,
});

/** A line moving one unit out of an allocation of site 1 into site 2 (of customer 1). */
function moveLine(quantity = 1) {
  const sites = sitesOf(MOCK_CUSTOMERS.demo.id);
  const source = sites.find((site) => site.inventory_items.some((i) => i.allocations.length > 0));
  const item = source?.inventory_items.find((i) => i.allocations.length > 0);
  const target = sites.find((site) => site.id !== source?.id && site.sublocations.length > 0);
  if (!item || !target) throw new Error('fixture: a site with allocated stock and another site');
  const from = item.allocations[0];
  return {
    item_id: item.id,
    from_subarea_id: from?.subarea_id,
    destination: placeIn(target),
    quantity: quantity === Number.POSITIVE_INFINITY ? (from?.quantity ?? 0) + 1 : quantity,
  };
}

const token = async (account: 'admin' | 'staff' = 'admin') => (await login(account)).access;
const credentials = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };
const registration = {
  first_name: 'Hannah',
  last_name: 'Clarke',
  email: 'hannah@northgate.test',
  company_name: 'Northgate Scaffolding Ltd',
  comments: 'Please call.',
};
const ownCustomer = { customer_id: MOCK_CUSTOMERS.demo.id };

const CASES: Cases = {
  login: {
    success: () => call('login', { body: credentials }),
    errors: {
      400: () => call('login', { body: { email: credentials.email } }),
      401: () => call('login', { body: { ...credentials, password: 'wrong' } }),
    },
  },
  refresh: {
    success: async () => call('refresh', { body: { refresh: (await login()).refresh } }),
    errors: {
      400: () => call('refresh', { body: {} }),
      401: () => call('refresh', { body: { refresh: 'mock-refresh.1.1.nope' } }),
    },
  },
  logout: {
    success: async () => {
      const { access, refresh } = await login();
      return call('logout', { token: access, body: { refresh } });
    },
    errors: {
      400: async () => call('logout', { token: await token(), body: { refresh: 7 } }),
      401: () => call('logout', { body: { refresh: 'x' } }),
    },
  },
  passwordReset: {
    success: () => call('passwordReset', { body: { email: credentials.email } }),
    errors: { 400: () => call('passwordReset', { body: { email: ' ' } }) },
  },
  users: { success: () => call('users'), errors: {} },
  customerData: {
    success: async () => call('customerData', { token: await token() }),
    errors: { 401: () => call('customerData') },
  },
  register: {
    success: () => call('register', { body: registration }),
    empty: () => {
      setScenario({ name: 'registration-no-content' });
      return call('register', { body: registration });
    },
    errors: { 400: () => call('register', { body: { ...registration, email: 'not an email' } }) },
  },
  inspectionMetrics: {
    success: async () => call('inspectionMetrics', { token: await token(), params: ownCustomer }),
    errors: {
      401: () => call('inspectionMetrics', { params: ownCustomer }),
      403: async () =>
        call('inspectionMetrics', {
          token: await token(),
          params: { customer_id: MOCK_CUSTOMERS.other.id },
        }),
      404: async () =>
        call('inspectionMetrics', { token: await token(), params: { customer_id: 'one' } }),
    },
  },
  customerInspections: {
    success: async () => call('customerInspections', { token: await token(), params: ownCustomer }),
    errors: {
      401: () => call('customerInspections', { params: ownCustomer }),
      403: async () =>
        call('customerInspections', { token: await token(), params: { customer_id: 999_999 } }),
      404: async () =>
        call('customerInspections', { token: await token(), params: { customer_id: '1.5' } }),
    },
  },
  saveInspection: {
    success: async () =>
      call('saveInspection', { token: await token(), body: savedInspectionBody(ownSite().id) }),
    errors: {
      400: async () =>
        call('saveInspection', {
          token: await token(),
          body: { ...savedInspectionBody(ownSite().id), photos: { 'roof.tiles': 'data:,' } },
        }),
      401: () => call('saveInspection', { body: savedInspectionBody(ownSite().id) }),
      403: async () =>
        call('saveInspection', {
          token: await token(),
          body: savedInspectionBody(foreignSite().id),
        }),
      413: async () =>
        call('saveInspection', {
          token: await token(),
          body: {
            ...savedInspectionBody(ownSite().id),
            photos: {
              'platforms.boards_condition': `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`,
            },
          },
        }),
    },
  },
  componentSystems: {
    success: async () => call('componentSystems', { token: await token() }),
    errors: { 401: () => call('componentSystems') },
  },
  moveItems: {
    success: async () => call('moveItems', { token: await token(), body: [moveLine()] }),
    errors: {
      400: async () => call('moveItems', { token: await token(), body: [] }),
      401: () => call('moveItems', { body: [moveLine()] }),
      403: async () =>
        call('moveItems', {
          token: await token(),
          body: [{ ...moveLine(), destination: placeIn(foreignSite()) }],
        }),
      409: async () =>
        call('moveItems', {
          token: await token(),
          body: [moveLine(Number.POSITIVE_INFINITY)],
        }),
    },
  },
  stockMovements: {
    success: async () => call('stockMovements', { token: await token(), query: 'page_size=5' }),
    errors: {
      400: async () => call('stockMovements', { token: await token(), query: 'page=0' }),
      401: () => call('stockMovements'),
      403: async () =>
        call('stockMovements', { token: await token(), query: `site_id=${foreignSite().id}` }),
    },
  },
};

describe.each(ANSWERED)('the mock answers %s as the contract says', (name) => {
  const endpoint = ENDPOINTS[name];
  const cases = CASES[name];

  it(`success: ${endpoint.success.status}, body of the contract's schema`, async () => {
    const answer = await cases.success();
    expect(answer.status).toBe(endpoint.success.status);
    const parsed = endpoint.success.schema.safeParse(answer.json);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  if ('emptySuccess' in endpoint) {
    it(`success without a body: ${endpoint.emptySuccess.status}`, async () => {
      const answer = await cases.empty?.();
      expect(answer?.status).toBe(endpoint.emptySuccess.status);
      expect(answer?.text).toBe('');
    });
  }

  const errors: readonly { status: number }[] = endpoint.errors;
  it.each(errors.map((error) => error.status))('documented error %i: {detail}', async (status) => {
    const answer = await (cases.errors as Record<number, Case>)[status]?.();
    expect(answer?.status).toBe(status);
    expect(problemSchema.safeParse(answer?.json).error?.issues ?? []).toEqual([]);
  });

  it('has a case for each documented error and no other', () => {
    expect(Object.keys(cases.errors).map(Number)).toEqual(errors.map((error) => error.status));
  });
});
