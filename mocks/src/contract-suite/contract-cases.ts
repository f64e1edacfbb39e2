// Every call's success and each documented error, as a case per status: typed by the contract,
// so an endpoint or a documented error without a case here is a type error. The cases call
// through an API under test, with fixtures from the seeded state both implementations hold.
import {
  type EndpointName,
  type Endpoints,
  mediaIdOf,
  PHOTO_MAX_DATA_URL_CHARS,
  PUBLIC_RATE_LIMITS,
} from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_CUSTOMERS } from '../constants';
import { type Answer, type ApiUnderTest, callsOn } from './api-under-test';
import {
  foreign,
  foreignSite,
  inspectionOf,
  itemName,
  linkId,
  liveCodeOf,
  moveLine,
  own,
  ownHandover,
  ownSite,
  placeIn,
  savedInspectionBody,
  scaffoldOf,
  seededSigningToken,
} from './fixtures';
import {
  collectionBody,
  deliveryBody,
  foreignClientId,
  foreignNote,
  hireClientId,
  hireSiteId,
  hireToday,
  offHireBody,
  seededCollection,
  seededDelivery,
} from './hire-fixtures';

export type Case = () => Promise<Answer>;
type ErrorStatus<N extends EndpointName> = Endpoints[N]['errors'][number]['status'];
export type Cases = {
  [N in EndpointName]: {
    success: Case;
    /**
     * The documented success without a body; undefined where only the mock's scenario makes it
     * (a real server answers the one way it does).
     */
    empty?: Case;
    errors: Record<ErrorStatus<N>, Case>;
  };
};

const credentials = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };
const registration = {
  first_name: 'Hannah',
  last_name: 'Clarke',
  email: 'hannah@northgate.test',
  company_name: 'Northgate Scaffolding Ltd',
  comments: 'Please call.',
};
const ownCustomer = { customer_id: MOCK_CUSTOMERS.demo.id };
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
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
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
const sign = { name: 'Helen Ward', signature: SIGNATURE };

export function contractCases(api: ApiUnderTest): Cases {
  const { call, callPath, login } = callsOn(api);
  const token = async (account: 'admin' | 'staff' | 'other' = 'admin') =>
    (await login(account === 'other' ? 'otherAdmin' : account)).access;

  /** The same key again while its first request is still being done: 409. */
  async function whileRunning(
    endpoint: 'saveInspection' | 'moveItems' | 'createOffHire',
    body: unknown,
  ) {
    const access = await token();
    const first = api.holdWrite(endpoint, { token: access, key: 'running', body });
    try {
      await first.claimed();
      return await call(endpoint, {
        token: access,
        body,
        headers: { 'Idempotency-Key': 'running' },
      });
    } finally {
      first.release();
      await first.answer;
    }
  }

  /** The same key with another body: 422. */
  async function keyReused(
    endpoint:
      | 'saveInspection'
      | 'moveItems'
      | 'createScaffold'
      | 'recordHandover'
      | 'createDeliveryNote'
      | 'createCollectionNote'
      | 'createOffHire',
    first: unknown,
    then: unknown,
    params?: Record<string, string | number>,
  ) {
    const access = await token();
    const headers = { 'Idempotency-Key': 'reused' };
    await call(endpoint, { token: access, body: first, headers, params });
    return call(endpoint, { token: access, body: then, headers, params });
  }

  /**
   * The URL of a seeded inspection's first signature, as the API gives it (its key is the
   * implementation's own), read from the inspection's details.
   */
  async function imageUrl(): Promise<string> {
    const details = await call('inspectionDetails', {
      token: await token(),
      params: { inspection_id: inspectionOf(MOCK_CUSTOMERS.demo.id).id },
    });
    const url = (details.json as { inspection?: { signatures?: { signature?: string }[] } })
      ?.inspection?.signatures?.[0]?.signature;
    if (details.status !== 200 || !url) {
      throw new Error(`fixture: no signature URL in the inspection's details (${details.status})`);
    }
    const { pathname, search } = new URL(url, 'http://relative.test');
    return `${pathname}${search}`;
  }

  const cases: Cases = {
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
      // A server may answer a registration with no body; only the mock's scenario makes it.
      ...(api.setScenario
        ? {
            empty: () => {
              api.setScenario?.({ name: 'registration-no-content' });
              return call('register', { body: registration });
            },
          }
        : {}),
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
      success: async () =>
        call('customerInspections', { token: await token(), params: ownCustomer }),
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
        403: async () =>
          call('scaffoldDetails', { token: await token(), params: foreign('T-0001') }),
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
        call('recordHandover', {
          token: await token(),
          params: own('T-0001'),
          body: handoverBody(),
        }),
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
          call('createSigningLink', {
            token: await token(),
            body: { document: { kind: 'quote' } },
          }),
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
          return call('signDocument', {
            params: { token: seededSigningToken('open') },
            body: sign,
          });
        },
      },
    },
    createDeliveryNote: {
      success: async () =>
        call('createDeliveryNote', { token: await token('staff'), body: deliveryBody() }),
      errors: {
        400: async () =>
          call('createDeliveryNote', { token: await token(), body: deliveryBody({ lines: [] }) }),
        401: () => call('createDeliveryNote', { body: deliveryBody() }),
        403: async () =>
          call('createDeliveryNote', {
            token: await token(),
            body: deliveryBody({ to_site_id: foreignSite().id }),
          }),
        409: async () => {
          const access = await token();
          const corrects = { note_id: seededDelivery().id, reason: 'Wrong quantity.' };
          const first = await call('createDeliveryNote', {
            token: access,
            body: deliveryBody({ corrects }),
          });
          if (first.status !== 201) throw new Error(`fixture: correction ${first.status}`);
          return call('createDeliveryNote', { token: access, body: deliveryBody({ corrects }) });
        },
        413: async () =>
          call('createDeliveryNote', {
            token: await token(),
            body: deliveryBody({
              receipt: {
                kind: 'no_one_on_site',
                photo: `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`,
              },
            }),
          }),
        422: () =>
          keyReused('createDeliveryNote', deliveryBody(), deliveryBody({ vehicle: 'AB12 CDE' })),
      },
    },
    createCollectionNote: {
      success: async () =>
        call('createCollectionNote', { token: await token('staff'), body: collectionBody() }),
      errors: {
        400: async () =>
          call('createCollectionNote', {
            token: await token(),
            body: collectionBody({ collected_at: '2099-01-01T08:00:00Z' }),
          }),
        401: () => call('createCollectionNote', { body: collectionBody() }),
        403: async () =>
          call('createCollectionNote', {
            token: await token(),
            body: collectionBody({ from_site_id: foreignSite().id }),
          }),
        409: async () => {
          const access = await token();
          const corrects = { note_id: seededCollection().id, reason: 'Miscounted.' };
          const first = await call('createCollectionNote', {
            token: access,
            body: collectionBody({ corrects }),
          });
          if (first.status !== 201) throw new Error(`fixture: correction ${first.status}`);
          return call('createCollectionNote', {
            token: access,
            body: collectionBody({ corrects }),
          });
        },
        413: async () =>
          call('createCollectionNote', {
            token: await token(),
            body: collectionBody({ vehicle: 'X'.repeat(3 * 1024 * 1024) }),
          }),
        422: () =>
          keyReused(
            'createCollectionNote',
            collectionBody(),
            collectionBody({ vehicle: 'AB12 CDE' }),
          ),
      },
    },
    createOffHire: {
      success: async () => call('createOffHire', { token: await token(), body: offHireBody() }),
      errors: {
        400: async () =>
          call('createOffHire', {
            token: await token(),
            body: offHireBody({ from: '2020-01-01' }),
          }),
        401: () => call('createOffHire', { body: offHireBody() }),
        403: async () =>
          call('createOffHire', { token: await token('staff'), body: offHireBody() }),
        409: () => whileRunning('createOffHire', offHireBody()),
        422: () =>
          keyReused('createOffHire', offHireBody(), offHireBody({ requested_by: 'Someone else' })),
      },
    },
    siteHire: {
      success: async () =>
        call('siteHire', { token: await token(), params: { site_id: hireSiteId() } }),
      errors: {
        401: () => call('siteHire', { params: { site_id: hireSiteId() } }),
        403: async () =>
          call('siteHire', { token: await token(), params: { site_id: foreignSite().id } }),
      },
    },
    hireNote: {
      success: async () =>
        call('hireNote', { token: await token(), params: { note_id: seededDelivery().id } }),
      errors: {
        401: () => call('hireNote', { params: { note_id: seededDelivery().id } }),
        403: async () =>
          call('hireNote', { token: await token(), params: { note_id: foreignNote().id } }),
      },
    },
    hireStatement: {
      success: async () =>
        call('hireStatement', {
          token: await token(),
          query: `client_id=${hireClientId()}&from=2026-10-01&to=${hireToday()}`,
        }),
      errors: {
        400: async () =>
          call('hireStatement', {
            token: await token(),
            query: `client_id=${hireClientId()}&from=2026-11-01&to=2026-10-01`,
          }),
        401: () =>
          call('hireStatement', {
            query: `client_id=${hireClientId()}&from=2026-10-01&to=2026-10-31`,
          }),
        403: async () =>
          call('hireStatement', {
            token: await token(),
            query: `client_id=${foreignClientId()}&from=2026-10-01&to=2026-10-31`,
          }),
      },
    },
    hireOverview: {
      success: async () => call('hireOverview', { token: await token() }),
      errors: { 401: () => call('hireOverview') },
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
      empty: async () => {
        const access = await token();
        const params = { inspection_id: inspectionOf(MOCK_CUSTOMERS.demo.id).id };
        const held = await call('inspectionDetails', { token: access, params });
        return call('inspectionDetails', {
          token: access,
          params,
          headers: { 'If-None-Match': held.headers.get('ETag') ?? '' },
        });
      },
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
      success: async () => callPath(await imageUrl()),
      empty: async () => {
        const url = await imageUrl();
        const first = await callPath(url);
        const etag = first.headers.get('ETag') ?? '';
        return callPath(url, { headers: { 'If-None-Match': etag } });
      },
      errors: {
        403: async () =>
          call('media', {
            token: await token(),
            params: { media_id: mediaIdOf(await imageUrl()) ?? 0 },
          }),
        404: () => call('media', { params: { media_id: '12a' }, query: 'key=00' }),
      },
    },
  };

  return cases;
}
