// The reads shaped by the screens as the mock answers them over the seeded sample: paging,
// filters, the same figures as the domain's functions, a saved inspection read back, images by
// URL, and the spec-only switch.
import {
  CAPABILITY_CALLS,
  dashboardSummary,
  ENDPOINTS,
  type EndpointName,
  fillPath,
  type Inspection,
  mediaIdOf,
  READ_PAGE_SIZE_MAX,
  type Site,
  SPEC_CALLS,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_CUSTOMERS, MOCK_NOW } from './constants';
import { getDatabase } from './db/database';
import { clearScenarios, setScenario } from './scenarios';
import { call, callPath, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

const sitesOf = (customerId: number): Site[] =>
  getDatabase()
    .customers.filter((customer) => customer.id === customerId)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites));
const token = async () => (await login()).access;

/** Every page of a paged read at a page size, concatenated. */
async function everyPage(
  name: EndpointName,
  access: string,
  query: string,
  size: number,
  params?: Record<string, number>,
) {
  const rows: { id?: number }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(name, {
      token: access,
      params,
      query: `${query}&page=${page}&page_size=${size}`,
    });
    expect(answer.status).toBe(200);
    const results = answer.json.results as { id?: number }[];
    rows.push(...results);
    if (results.length < size) return { rows, count: answer.json.count as number };
  }
}

describe('paging', () => {
  it('pages of the site list hold every site once, in a stable order, however sized', async () => {
    const access = await token();
    const whole = await everyPage('siteList', access, 'sort=name', READ_PAGE_SIZE_MAX);
    for (const size of [1, 7, 50]) {
      const paged = await everyPage('siteList', access, 'sort=name', size);
      expect(paged.rows).toEqual(whole.rows);
    }
    expect(whole.count).toBe(75);
    expect(new Set(whole.rows.map((row) => row.id)).size).toBe(75);
  });

  it('refuses a page size over the stated maximum, and a page 0', async () => {
    const access = await token();
    for (const name of ['siteList', 'siteClients', 'inspectionSites', 'lowStock'] as const) {
      const over = await call(name, {
        token: access,
        query: `page_size=${READ_PAGE_SIZE_MAX + 1}`,
      });
      expect(over.status, name).toBe(400);
      expect(String(over.json.detail)).toMatch(/page_size/);
      expect((await call(name, { token: access, query: 'page=0' })).status, name).toBe(400);
    }
  });

  it("a site's history pages newest first, and a page past the end is empty", async () => {
    const access = await token();
    const site = sitesOf(MOCK_CUSTOMERS.demo.id).find((entry) => entry.inspections.length > 2);
    if (!site) throw new Error('fixture: a site with three inspections');
    const { rows } = await everyPage('siteInspections', access, '', 1, { site_id: site.id });
    const times = rows.map((row) => Date.parse((row as { created_at: string }).created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows).toHaveLength(site.inspections.length);
    const past = await call('siteInspections', {
      token: access,
      params: { site_id: site.id },
      query: 'page=99',
    });
    expect(past.json).toMatchObject({ count: site.inspections.length, results: [] });
  });
});

describe('filters and figures', () => {
  it('filters sites by status, client and search', async () => {
    const access = await token();
    const sites = sitesOf(MOCK_CUSTOMERS.demo.id);
    const active = await everyPage('siteList', access, 'status=active', 200);
    expect(active.count).toBe(sites.filter((site) => site.status.code === 'active').length);
    const client = sites[0]?.client?.id ?? 0;
    const own = await everyPage('siteList', access, `client_id=${client}`, 200);
    expect(own.rows.every((row) => (row as Site).client?.id === client)).toBe(true);
    const name = sites[3]?.name ?? '';
    const found = await everyPage(
      'siteList',
      access,
      `search=${encodeURIComponent(name.toUpperCase())}`,
      200,
    );
    expect(found.rows.map((row) => row.id)).toContain(sites[3]?.id);
  });

  it('the dashboard summary has the figures of dashboardSummary over the whole tree', async () => {
    const answer = await call('dashboardSummary', { token: await token() });
    const customers = getDatabase().customers.filter((c) => c.id === MOCK_CUSTOMERS.demo.id);
    const summary = dashboardSummary(customers, new Date(MOCK_NOW));
    expect(answer.json).toMatchObject({
      total_tonnage_kg: summary.totalTonnageKg,
      active_sites: summary.activeSites,
      total_sites: 75,
      total_items: summary.totalItems,
      low_stock: { count: summary.lowStockItems.length },
    });
  });

  it('answers the empty-data scenario with empty figures and pages', async () => {
    const access = await token();
    setScenario({ name: 'empty-data' });
    expect((await call('siteOverview', { token: access })).json).toMatchObject({
      status_counts: { all: 0 },
      client_count: 0,
    });
    expect((await call('inspectionSites', { token: access })).json).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it("refuses another customer's site in details, history and the inventory filter", async () => {
    const access = await token();
    const foreign = sitesOf(MOCK_CUSTOMERS.other.id)[0]?.id ?? 0;
    for (const name of ['siteDetails', 'siteInspections'] as const) {
      expect((await call(name, { token: access, params: { site_id: foreign } })).status).toBe(403);
    }
    expect(
      (await call('inventoryItems', { token: access, query: `site_id=${foreign}` })).status,
    ).toBe(403);
  });
});

describe('photos and signatures by URL', () => {
  const firstImage = (customerId: number) => {
    const inspection = sitesOf(customerId)
      .flatMap((site) => site.inspections)
      .find((entry) => entry.photos.length > 0) as Inspection;
    return { inspection, url: inspection.photos[0]?.photo ?? '' };
  };

  it('answers the image bytes with their type, an immutable Cache-Control and an ETag; 304 when held', async () => {
    const { url } = firstImage(MOCK_CUSTOMERS.demo.id);
    expect(url).toMatch(/^\/api\/media\/\d+\?key=[0-9a-f]{32}$/);
    // The key in the URL is what authorises the read: an <img> sends no token.
    const image = await callPath(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(image.text).toMatch(/^<svg /);
    expect(image.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    const etag = image.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{14}"$/);
    const again = await callPath(url, { headers: { 'If-None-Match': etag } });
    expect([again.status, again.text, again.headers.get('ETag')]).toEqual([304, '', etag]);
    const changed = await callPath(url, { headers: { 'If-None-Match': '"x"' } });
    expect(changed.status).toBe(200);
  });

  it("refuses an image without its key — another customer's, or one that does not exist — alike", async () => {
    const access = await token();
    const foreign = firstImage(MOCK_CUSTOMERS.other.id).url;
    const own = firstImage(MOCK_CUSTOMERS.demo.id).url;
    const answers = await Promise.all([
      // Another customer's image by its id, with the signed-in user's token: no key, no image.
      call('media', { token: access, params: { media_id: mediaIdOf(foreign) ?? 0 } }),
      callPath(own.replace(/key=\w+/, `key=${'0'.repeat(32)}`)),
      callPath(own.replace(/\?key=\w+/, '')),
      call('media', { params: { media_id: 999_999_999 }, query: `key=${'a'.repeat(32)}` }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it('a saved inspection comes back with URLs that answer the images as sent; the spec reads send them as data URLs', async () => {
    const access = await token();
    const site = sitesOf(MOCK_CUSTOMERS.demo.id)[2] as Site;
    const body = savedInspectionBody(site.id);
    const saved = await call('saveInspection', { token: access, body });
    const inspection = saved.json.inspection as Inspection;
    const photoUrl = inspection.photos[0]?.photo ?? '';
    expect(mediaIdOf(photoUrl)).not.toBeNull();
    const photo = await callPath(photoUrl);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(photo.bytes).toString('base64')).toBe('iVBORw0KGgo=');

    const details = await call('inspectionDetails', {
      token: access,
      params: { inspection_id: inspection.id },
    });
    expect(details.json.inspection).toEqual(inspection);
    const history = await call('siteInspections', { token: access, params: { site_id: site.id } });
    const row = (history.json.results as { id: number; photos?: string[] }[])[0];
    expect(row?.id).toBe(inspection.id);
    // The row names the first photo its details show, so a press fetches it beside the record.
    expect(row?.photos).toEqual([photoUrl]);

    const spec = await call('customerInspections', {
      token: access,
      params: { customer_id: MOCK_CUSTOMERS.demo.id },
    });
    expect(spec.text).not.toMatch(/\/api\/media\//);
    const listed = (spec.json.sites as Site[])
      .find((entry) => entry.id === site.id)
      ?.inspections.find((entry) => entry.id === inspection.id);
    expect(listed?.photos[0]?.photo).toBe(body.photos['platforms.boards_condition']);
    expect(listed?.signatures.map((signature) => signature.signature)).toEqual([
      body.signatures.inspector,
      body.signatures.client,
    ]);
  });
});

describe('the spec-only switch', () => {
  it('answers every call a server may lack 404, and capabilities lists them otherwise', async () => {
    const access = await token();
    const params = { site_id: 1, inspection_id: 1, media_id: 1, customer_id: 1 };
    const capabilities = await call('capabilities');
    expect(capabilities.json.calls).toEqual(
      expect.arrayContaining(CAPABILITY_CALLS.filter((name) => name !== 'capabilities')),
    );
    expect(capabilities.json.calls).not.toContain('customerData');

    setScenario({ name: 'spec-only' });
    for (const name of CAPABILITY_CALLS) {
      const answer = await callPath(fillPath(name, params), { token: access });
      expect([name, answer.status, answer.json]).toEqual([name, 404, { detail: 'Not found.' }]);
    }
    for (const name of SPEC_CALLS.filter((n) => ENDPOINTS[n].method === 'GET')) {
      const answer = await callPath(fillPath(name, params), { token: access });
      expect([name, answer.status]).toEqual([name, 200]);
    }
    clearScenarios();
    expect((await call('capabilities')).status).toBe(200);
  });

  it('answers a save with its images as sent: a server without the media call has no URLs', async () => {
    const access = await token();
    setScenario({ name: 'spec-only' });
    const body = savedInspectionBody(sitesOf(MOCK_CUSTOMERS.demo.id)[4]?.id ?? 0);
    const saved = await call('saveInspection', { token: access, body });
    expect(saved.status).toBe(201);
    expect((saved.json.inspection as Inspection).photos).toEqual([
      { item_key: 'platforms.boards_condition', photo: body.photos['platforms.boards_condition'] },
    ]);
  });
});
