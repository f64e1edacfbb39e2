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
  PUBLIC_RATE_LIMITS,
  problemSchema,
  type Site,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from './constants';
import { getDatabase } from './db/database';
import { seededSigningToken, seededTagCode } from './db/seed-scaffolds';
import { setScenario } from './scenarios';
import {
  call,
  callPath,
  heldRequest,
  login,
  savedInspectionBody,
  useMockServer,
} from './test-support';

useMockServer();

type Answer = Awaited<ReturnType<typeof call>>;

/** The same key again while its first request is still being read: 409. */
async function whileRunning(endpoint: 'saveInspection' | 'moveItems', body: unknown) {
  const access = await token();
  const first = heldRequest(endpoint, { token: access, key: 'running', body });
  await first.claimed();
  const second = await call(endpoint, {
    token: access,
    body,
    headers: { 'Idempotency-Key': 'running' },
  });
  first.release();
  await first.answer;
  return second;
}

/** The same key with another body: 422. */
async function keyReused(
  endpoint: 'saveInspection' | 'moveItems' | 'createScaffold' | 'recordHandover',
  first: unknown,
  then: unknown,
  params?: Record<string, string | number>,
) {
  const access = await token();
  const headers = { 'Idempotency-Key': 'reused' };
  await call(endpoint, { token: access, body: first, headers, params });
  return call(endpoint, { token: access, body: then, headers, params });
}
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

const token = async (account: 'admin' | 'staff' | 'other' = 'admin') =>
  (await login(account === 'other' ? 'otherAdmin' : account)).access;
const credentials = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };
const registration = {
  first_name: 'Hannah',
  last_name: 'Clarke',
  email: 'hannah@northgate.test',
  company_name: 'Northgate Scaffolding Ltd',
  comments: 'Please call.',
};
const ownCustomer = { customer_id: MOCK_CUSTOMERS.demo.id };

// Issue 30: the seeded scaffolds of each customer, by tag number.
const scaffoldOf = (customerId: number, tag: string) => {
  const found = getDatabase().scaffolds.find(
    (scaffold) => scaffold.customer_id === customerId && scaffold.tag_number === tag,
  );
  if (!found) throw new Error(`fixture: no scaffold ${tag} of customer ${customerId}`);
  return found;
};
const own = (tag: string) => ({ scaffold_id: scaffoldOf(MOCK_CUSTOMERS.demo.id, tag).id });
const foreign = (tag: string) => ({ scaffold_id: scaffoldOf(MOCK_CUSTOMERS.other.id, tag).id });
const newScaffold = () => ({
  site_id: ownSite().id,
  description: 'Access tower, gable end',
  system: 'Cuplock',
  height_m: 6,
  lifts: 3,
  load_class: 2,
  permitted_use: 'Gutter repairs',
  limitations: '',
});
const handoverBody = (client: { name: string; signature: string } | null = null) => ({
  ...newScaffold(),
  ties_tested: 'na',
  ties_notes: '',
  erected_by: 'Erection team 1',
  competent_person_name: 'Gary Holt',
  competent_person_position: 'Scaffold supervisor',
  handed_over_at: '2026-11-20T08:00:00Z',
  competent_person_signature: SIGNATURE,
  client,
});
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const liveCodeOf = (customerId: number, tag: string) =>
  seededTagCode(customerId, tag, tag === 'T-0003' && customerId === MOCK_CUSTOMERS.demo.id ? 1 : 0);
const ownHandover = () => ({
  handover_id: scaffoldOf(MOCK_CUSTOMERS.demo.id, 'T-0002').handover_id ?? 0,
});
const linkId = (token: string) =>
  getDatabase().signingLinks.find((link) => link.token === token)?.id ?? 0;
const sign = { name: 'Helen Ward', signature: SIGNATURE };

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
      const { refresh } = await login();
      return call('logout', { body: { refresh } });
    },
    errors: {
      400: () => call('logout', { body: { refresh: 7 } }),
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
      409: () => whileRunning('saveInspection', savedInspectionBody(ownSite().id)),
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
      422: () =>
        keyReused('saveInspection', savedInspectionBody(ownSite().id), {
          ...savedInspectionBody(ownSite().id),
          notes: 'Another inspection.',
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
      422: () => keyReused('moveItems', [moveLine()], [moveLine(2)]),
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
  scaffolds: {
    success: async () =>
      call('scaffolds', { token: await token(), query: `site_id=${ownSite().id}` }),
    errors: {
      400: async () => call('scaffolds', { token: await token(), query: 'site_id=one' }),
      401: () => call('scaffolds'),
      403: async () =>
        call('scaffolds', { token: await token(), query: `site_id=${foreignSite().id}` }),
    },
  },
  createScaffold: {
    success: async () => call('createScaffold', { token: await token(), body: newScaffold() }),
    errors: {
      400: async () =>
        call('createScaffold', { token: await token(), body: { ...newScaffold(), lifts: 1.5 } }),
      401: () => call('createScaffold', { body: newScaffold() }),
      403: async () =>
        call('createScaffold', {
          token: await token(),
          body: { ...newScaffold(), site_id: foreignSite().id },
        }),
      409: async () =>
        call('createScaffold', {
          token: await token(),
          body: { ...newScaffold(), tag_number: 't-0001' },
        }),
      422: () =>
        keyReused('createScaffold', newScaffold(), { ...newScaffold(), tag_number: 'T-9001' }),
    },
  },
  scaffoldDetails: {
    success: async () => call('scaffoldDetails', { token: await token(), params: own('T-0003') }),
    errors: {
      401: () => call('scaffoldDetails', { params: own('T-0003') }),
      403: async () => call('scaffoldDetails', { token: await token(), params: foreign('T-0001') }),
    },
  },
  changeScaffoldLife: {
    success: async () =>
      call('changeScaffoldLife', {
        token: await token(),
        params: own('T-0003'),
        body: { life: 'altered' },
      }),
    errors: {
      400: async () =>
        call('changeScaffoldLife', {
          token: await token(),
          params: own('T-0003'),
          body: { life: 'handed_over' },
        }),
      401: () => call('changeScaffoldLife', { params: own('T-0003'), body: { life: 'altered' } }),
      403: async () =>
        call('changeScaffoldLife', {
          token: await token(),
          params: foreign('T-0001'),
          body: { life: 'altered' },
        }),
      409: async () =>
        call('changeScaffoldLife', {
          token: await token(),
          params: own('T-0009'),
          body: { life: 'in_use' },
        }),
    },
  },
  recordHandover: {
    success: async () =>
      call('recordHandover', { token: await token(), params: own('T-0001'), body: handoverBody() }),
    errors: {
      400: async () =>
        call('recordHandover', {
          token: await token(),
          params: own('T-0001'),
          body: { ...handoverBody(), ties_tested: 'no' },
        }),
      401: () => call('recordHandover', { params: own('T-0001'), body: handoverBody() }),
      403: async () =>
        call('recordHandover', {
          token: await token(),
          params: foreign('T-0003'),
          body: handoverBody(),
        }),
      409: async () =>
        call('recordHandover', {
          token: await token(),
          params: own('T-0003'),
          body: handoverBody(),
        }),
      413: async () =>
        call('recordHandover', {
          token: await token(),
          params: own('T-0001'),
          body: handoverBody({
            name: 'Helen Ward',
            signature: `data:image/png;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`,
          }),
        }),
      422: () =>
        keyReused(
          'recordHandover',
          handoverBody(),
          { ...handoverBody(), erected_by: 'Team 2' },
          own('T-0001'),
        ),
    },
  },
  reprintTag: {
    success: async () => call('reprintTag', { token: await token(), params: own('T-0005') }),
    errors: {
      401: () => call('reprintTag', { params: own('T-0005') }),
      403: async () => call('reprintTag', { token: await token(), params: foreign('T-0001') }),
    },
  },
  recordAdverseWeather: {
    success: async () =>
      call('recordAdverseWeather', { token: await token(), params: { site_id: ownSite().id } }),
    errors: {
      401: () => call('recordAdverseWeather', { params: { site_id: ownSite().id } }),
      403: async () =>
        call('recordAdverseWeather', {
          token: await token(),
          params: { site_id: foreignSite().id },
        }),
    },
  },
  handoverCertificate: {
    success: async () =>
      call('handoverCertificate', { token: await token(), params: ownHandover() }),
    errors: {
      401: () => call('handoverCertificate', { params: ownHandover() }),
      403: async () =>
        call('handoverCertificate', { token: await token('other'), params: ownHandover() }),
    },
  },
  createSigningLink: {
    success: async () =>
      call('createSigningLink', {
        token: await token(),
        body: { document: { kind: 'handover', id: ownHandover().handover_id } },
      }),
    errors: {
      400: async () =>
        call('createSigningLink', { token: await token(), body: { document: { kind: 'quote' } } }),
      401: () => call('createSigningLink', { body: { document: { kind: 'handover', id: 1 } } }),
      403: async () =>
        call('createSigningLink', {
          token: await token('other'),
          body: { document: { kind: 'handover', id: ownHandover().handover_id } },
        }),
      409: async () =>
        call('createSigningLink', {
          token: await token(),
          body: {
            document: {
              kind: 'handover',
              id: scaffoldOf(MOCK_CUSTOMERS.demo.id, 'T-0003').handover_id,
            },
          },
        }),
    },
  },
  revokeSigningLink: {
    success: async () =>
      call('revokeSigningLink', {
        token: await token(),
        params: { link_id: linkId(seededSigningToken('open')) },
      }),
    errors: {
      401: () => call('revokeSigningLink', { params: { link_id: 1 } }),
      403: async () =>
        call('revokeSigningLink', {
          token: await token('other'),
          params: { link_id: linkId(seededSigningToken('open')) },
        }),
    },
  },
  tagStatus: {
    success: () =>
      call('tagStatus', { params: { tag_code: liveCodeOf(MOCK_CUSTOMERS.demo.id, 'T-0003') } }),
    errors: {
      404: () => call('tagStatus', { params: { tag_code: 'A'.repeat(22) } }),
      429: async () => {
        for (let index = 0; index < PUBLIC_RATE_LIMITS.tagStatus.max; index += 1) {
          await call('tagStatus', { params: { tag_code: 'B'.repeat(22) } });
        }
        return call('tagStatus', { params: { tag_code: 'B'.repeat(22) } });
      },
    },
  },
  scaffoldByTag: {
    success: async () =>
      call('scaffoldByTag', {
        token: await token(),
        params: { tag_code: liveCodeOf(MOCK_CUSTOMERS.demo.id, 'T-0003') },
      }),
    errors: {
      401: () =>
        call('scaffoldByTag', {
          params: { tag_code: liveCodeOf(MOCK_CUSTOMERS.demo.id, 'T-0003') },
        }),
      403: async () =>
        call('scaffoldByTag', {
          token: await token('other'),
          params: { tag_code: liveCodeOf(MOCK_CUSTOMERS.demo.id, 'T-0003') },
        }),
    },
  },
  signingDocument: {
    success: () => call('signingDocument', { params: { token: seededSigningToken('open') } }),
    errors: {
      404: () => call('signingDocument', { params: { token: 'x'.repeat(43) } }),
      429: async () => {
        for (let index = 0; index < PUBLIC_RATE_LIMITS.signing.max; index += 1) {
          await call('signingDocument', { params: { token: 'y'.repeat(43) } });
        }
        return call('signingDocument', { params: { token: seededSigningToken('open') } });
      },
    },
  },
  signDocument: {
    success: () =>
      call('signDocument', { params: { token: seededSigningToken('open') }, body: sign }),
    errors: {
      400: () =>
        call('signDocument', {
          params: { token: seededSigningToken('open') },
          body: { ...sign, signature: 'data:image/svg+xml;base64,PHN2Zz4=' },
        }),
      404: () => call('signDocument', { params: { token: 'x'.repeat(43) }, body: sign }),
      409: () =>
        call('signDocument', { params: { token: seededSigningToken('used') }, body: sign }),
      413: () =>
        call('signDocument', {
          params: { token: seededSigningToken('open') },
          body: {
            ...sign,
            signature: `data:image/png;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`,
          },
        }),
      429: async () => {
        for (let index = 0; index < PUBLIC_RATE_LIMITS.signing.max; index += 1) {
          await call('signingDocument', { params: { token: 'y'.repeat(43) } });
        }
        return call('signDocument', { params: { token: seededSigningToken('open') }, body: sign });
      },
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
