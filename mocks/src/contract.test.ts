// The mock answers as the contract says: for every endpoint, its success and each documented
// error, the status is the contract's and the body parses with the contract's schema. The case
// table is typed by the contract, so an endpoint or a documented error without a case here is a
// type error.
import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  type Endpoints,
  type Inspection,
  mediaIdOf,
  PHOTO_MAX_DATA_URL_CHARS,
  problemSchema,
  type Site,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from './constants';
import { getDatabase } from './db/database';
import { setScenario } from './scenarios';
import { call, callPath, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

type Answer = Awaited<ReturnType<typeof call>>;
type Case = () => Promise<Answer>;
type ErrorStatus<N extends EndpointName> = Endpoints[N]['errors'][number]['status'];
type Cases = {
  [N in EndpointName]: {
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
/** A seeded inspection of the customer's, with a signature. */
const inspectionOf = (customerId: number) =>
  sitesOf(customerId)
    .flatMap((site) => site.inspections)
    .find((inspection) => inspection.signatures.length > 0) as Inspection;
/** The URL of that inspection's first signature (its key in it). */
const imageUrl = (customerId: number) => inspectionOf(customerId).signatures[0]?.signature ?? '';
const itemName = () => ownSite().inventory_items[0]?.name ?? '';
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
  capabilities: { success: () => call('capabilities'), errors: {} },
  dashboardSummary: {
    success: async () => call('dashboardSummary', { token: await token(), query: 'top_sites=3' }),
    errors: {
      400: async () => call('dashboardSummary', { token: await token(), query: 'top_sites=51' }),
      401: () => call('dashboardSummary'),
    },
  },
  siteTonnage: {
    success: async () => call('siteTonnage', { token: await token(), query: 'page=2' }),
    errors: {
      400: async () => call('siteTonnage', { token: await token(), query: 'page_size=201' }),
      401: () => call('siteTonnage'),
    },
  },
  lowStock: {
    success: async () => call('lowStock', { token: await token() }),
    errors: {
      400: async () => call('lowStock', { token: await token(), query: 'page=-1' }),
      401: () => call('lowStock'),
    },
  },
  siteOverview: {
    success: async () => call('siteOverview', { token: await token() }),
    errors: { 401: () => call('siteOverview') },
  },
  siteList: {
    success: async () =>
      call('siteList', { token: await token(), query: 'status=active&sort=name&page_size=5' }),
    errors: {
      400: async () => call('siteList', { token: await token(), query: 'sort=size' }),
      401: () => call('siteList'),
    },
  },
  siteClients: {
    success: async () => call('siteClients', { token: await token(), query: 'status=pending' }),
    errors: {
      400: async () => call('siteClients', { token: await token(), query: 'client_id=x' }),
      401: () => call('siteClients'),
    },
  },
  componentSearch: {
    success: async () => call('componentSearch', { token: await token(), query: 'q=tube' }),
    errors: {
      400: async () => call('componentSearch', { token: await token(), query: 'q=%20' }),
      401: () => call('componentSearch', { query: 'q=tube' }),
    },
  },
  moveDestinations: {
    success: async () => call('moveDestinations', { token: await token(), query: 'search=a' }),
    errors: {
      400: async () => call('moveDestinations', { token: await token(), query: 'page_size=0' }),
      401: () => call('moveDestinations'),
    },
  },
  siteDetails: {
    success: async () =>
      call('siteDetails', { token: await token(), params: { site_id: ownSite().id } }),
    errors: {
      401: () => call('siteDetails', { params: { site_id: ownSite().id } }),
      403: async () =>
        call('siteDetails', { token: await token(), params: { site_id: foreignSite().id } }),
      404: async () => call('siteDetails', { token: await token(), params: { site_id: 'one' } }),
    },
  },
  siteInspections: {
    success: async () =>
      call('siteInspections', { token: await token(), params: { site_id: ownSite().id } }),
    errors: {
      400: async () =>
        call('siteInspections', {
          token: await token(),
          params: { site_id: ownSite().id },
          query: 'page_size=101',
        }),
      401: () => call('siteInspections', { params: { site_id: ownSite().id } }),
      403: async () =>
        call('siteInspections', { token: await token(), params: { site_id: foreignSite().id } }),
      404: async () =>
        call('siteInspections', { token: await token(), params: { site_id: '1e3' } }),
    },
  },
  inspectionDetails: {
    success: async () =>
      call('inspectionDetails', {
        token: await token(),
        params: { inspection_id: inspectionOf(MOCK_CUSTOMERS.demo.id).id },
      }),
    errors: {
      401: () =>
        call('inspectionDetails', {
          params: { inspection_id: inspectionOf(MOCK_CUSTOMERS.demo.id).id },
        }),
      403: async () =>
        call('inspectionDetails', {
          token: await token(),
          params: { inspection_id: inspectionOf(MOCK_CUSTOMERS.other.id).id },
        }),
      404: async () =>
        call('inspectionDetails', { token: await token(), params: { inspection_id: '-2' } }),
    },
  },
  inspectionSummary: {
    success: async () => call('inspectionSummary', { token: await token() }),
    errors: { 401: () => call('inspectionSummary') },
  },
  inspectionSites: {
    success: async () =>
      call('inspectionSites', { token: await token(), query: 'sort=next_due&page_size=10' }),
    errors: {
      400: async () =>
        call('inspectionSites', { token: await token(), query: 'inspection_status=late' }),
      401: () => call('inspectionSites'),
    },
  },
  inventoryItems: {
    success: async () =>
      call('inventoryItems', { token: await token(), query: 'sort=value&low_only=false' }),
    errors: {
      400: async () => call('inventoryItems', { token: await token(), query: 'low_only=maybe' }),
      401: () => call('inventoryItems'),
      403: async () =>
        call('inventoryItems', { token: await token(), query: `site_id=${foreignSite().id}` }),
    },
  },
  inventorySites: {
    success: async () =>
      call('inventorySites', {
        token: await token(),
        query: `item=${encodeURIComponent(itemName())}&page_size=3`,
      }),
    errors: {
      400: async () => call('inventorySites', { token: await token() }),
      401: () => call('inventorySites', { query: 'item=Tube' }),
    },
  },
  media: {
    success: () => callPath(imageUrl(MOCK_CUSTOMERS.demo.id)),
    empty: async () => {
      const first = await callPath(imageUrl(MOCK_CUSTOMERS.demo.id));
      const etag = first.headers.get('ETag') ?? '';
      return callPath(imageUrl(MOCK_CUSTOMERS.demo.id), { headers: { 'If-None-Match': etag } });
    },
    errors: {
      403: async () =>
        call('media', {
          token: await token(),
          params: { media_id: mediaIdOf(imageUrl(MOCK_CUSTOMERS.demo.id)) ?? 0 },
        }),
      404: () => call('media', { params: { media_id: '12a' }, query: 'key=00' }),
    },
  },
};

describe.each(ENDPOINT_NAMES)('the mock answers %s as the contract says', (name) => {
  const endpoint = ENDPOINTS[name];
  const cases = CASES[name];

  it(`success: ${endpoint.success.status}, body of the contract's schema`, async () => {
    const answer = await cases.success();
    expect(answer.status).toBe(endpoint.success.status);
    const media: readonly string[] | undefined = (endpoint as EndpointContract).success.media;
    if (media) expect(media).toContain(answer.headers.get('Content-Type'));
    const parsed = endpoint.success.schema.safeParse(media ? answer.bytes : answer.json);
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
