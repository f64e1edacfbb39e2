import {
  componentSystemsResponseSchema,
  customerInspectionsResponseSchema,
  inspectionMetricsResponseSchema,
  PHOTO_MAX_DATA_URL_CHARS,
  pathTo,
  saveInspectionResponseSchema,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_NOW } from './constants';
import { exportDatabase, findSite, getDatabase } from './db/database';
import { call, callPath, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

const DAY_MS = 86_400_000;
const siteOf = (id: number) =>
  getDatabase()
    .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((site) => site.id === id);
const inspectionCount = (customerId: number) =>
  getDatabase()
    .customers.filter((customer) => customer.id === customerId)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .reduce((total, site) => total + site.inspections.length, 0);

describe('customerInspections', () => {
  it("lists every site of the caller's customer with its client, and the component systems", async () => {
    const { access } = await login();
    const response = await call('customerInspections', {
      params: { customer_id: 1 },
      token: access,
    });
    expect(response.status).toBe(200);
    const body = customerInspectionsResponseSchema.parse(response.json);
    expect(body.sites).toHaveLength(75);
    expect(body.sites.every((site) => site.client && site.client.id > 0)).toBe(true);
    expect(body.component_systems.map((system) => system.name)).toContain('Cuplock');
  });

  it('also matches the path with a trailing slash', async () => {
    const { access } = await login();
    const withSlash = `${pathTo('customerInspections', { customer_id: 1 })}/`;
    expect((await callPath(withSlash, { token: access })).status).toBe(200);
  });

  it("answers 403 for another customer's id and 401 without a token", async () => {
    const { access } = await login('otherAdmin');
    const response = await call('customerInspections', {
      params: { customer_id: 1 },
      token: access,
    });
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('Summit');
    expect((await call('customerInspections', { params: { customer_id: 1 } })).status).toBe(401);
    expect(
      (await call('customerInspections', { params: { customer_id: 'abc' }, token: access })).status,
    ).toBe(404);
  });
});

describe('inspectionMetrics', () => {
  it('has one entry per inspection, computed from the database', async () => {
    const { access } = await login();
    const body = inspectionMetricsResponseSchema.parse(
      (await call('inspectionMetrics', { params: { customer_id: 1 }, token: access })).json,
    );
    expect(body.inspection_metrics).toHaveLength(inspectionCount(1));
    expect(body.inspection_metrics.some((entry) => entry.passed === false)).toBe(true);
    expect(
      body.inspection_metrics.some((entry) => entry.items.some((i) => i.status === 'attention')),
    ).toBe(true);
  });

  it("answers 403 for another customer's metrics", async () => {
    const { access } = await login('admin');
    expect(
      (await call('inspectionMetrics', { params: { customer_id: 2 }, token: access })).status,
    ).toBe(403);
  });
});

describe('saveInspection', () => {
  it("stores the inspection in the site's history, sets the dates, and the metrics count it", async () => {
    const { access } = await login('staff');
    const before = inspectionCount(1);
    const response = await call('saveInspection', {
      token: access,
      body: savedInspectionBody(8),
    });
    expect(response.status).toBe(201);
    const { inspection } = saveInspectionResponseSchema.parse(response.json);
    expect(inspection).toMatchObject({
      passed: true,
      created_at: MOCK_NOW,
      updated_at: MOCK_NOW,
      completed_at: MOCK_NOW,
      scaffold_type: 'Cuplock',
    });
    expect(inspection.items).toHaveLength(22);
    expect(inspection.items[0]).toEqual({
      name: 'foundations.ground_conditions',
      status: 'pass',
      notes: '',
      passed: true,
    });
    // Stored apart from the inspection: the record names its images by URL.
    expect(inspection.photos).toEqual([
      {
        item_key: 'platforms.boards_condition',
        photo: expect.stringMatching(/^\/api\/media\/\d+\?key=\w+$/),
      },
    ]);
    expect(inspection.signatures.map((signature) => signature.role)).toEqual([
      'inspector',
      'client',
    ]);

    // Site 8 was never inspected; now its history starts with this one, next due in 7 days.
    const site = siteOf(8);
    expect(site?.inspections[0]?.id).toBe(inspection.id);
    expect(site?.last_inspection_date).toBe(MOCK_NOW);
    expect(Date.parse(site?.next_inspection_date ?? '') - Date.parse(MOCK_NOW)).toBe(7 * DAY_MS);

    const listed = customerInspectionsResponseSchema.parse(
      (await call('customerInspections', { params: { customer_id: 1 }, token: access })).json,
    );
    // The spec's read carries the images as sent, as data URLs.
    const listedInspection = listed.sites.find((s) => s.id === 8)?.inspections[0];
    expect(listedInspection?.id).toBe(inspection.id);
    expect(listedInspection?.photos).toEqual([
      { item_key: 'platforms.boards_condition', photo: 'data:image/png;base64,iVBORw0KGgo=' },
    ]);
    const metrics = inspectionMetricsResponseSchema.parse(
      (await call('inspectionMetrics', { params: { customer_id: 1 }, token: access })).json,
    );
    expect(metrics.inspection_metrics).toHaveLength(before + 1);
  });

  it("stores the report's particulars (our Schedule 7 extension), and takes a save without them", async () => {
    const { access } = await login('staff');
    const particulars = {
      inspector_name: 'Tom Hughes',
      inspector_position: 'Scaffold inspector',
      action_taken: 'Bay 3 closed off.',
      further_action: 'Replace the board at bay 3.',
    };
    const withThem = await call('saveInspection', {
      token: access,
      body: { ...savedInspectionBody(8), ...particulars },
    });
    expect(withThem.status).toBe(201);
    expect(saveInspectionResponseSchema.parse(withThem.json).inspection).toMatchObject(particulars);
    expect(siteOf(8)?.inspections[0]).toMatchObject(particulars);

    const without = await call('saveInspection', {
      token: access,
      body: savedInspectionBody(8),
    });
    expect(without.status).toBe(201);
    expect(saveInspectionResponseSchema.parse(without.json).inspection).toMatchObject({
      inspector_name: null,
      action_taken: null,
    });
  });

  it('marks the inspection failed when any item fails', async () => {
    const { access } = await login();
    const response = await call('saveInspection', {
      token: access,
      body: savedInspectionBody(1, { category: 'structure', item: 'ties_secure' }),
    });
    const { inspection } = saveInspectionResponseSchema.parse(response.json);
    expect(inspection.passed).toBe(false);
    expect(inspection.items.find((item) => item.name === 'structure.ties_secure')).toMatchObject({
      status: 'fail',
      passed: false,
    });
  });

  it("refuses a save for another customer's site with 403 and changes nothing", async () => {
    const { access } = await login('otherAdmin');
    const before = exportDatabase();
    const response = await call('saveInspection', {
      token: access,
      body: savedInspectionBody(1),
    });
    expect(response.status).toBe(403);
    expect(exportDatabase() === before).toBe(true);
  });

  it('answers 400 with a reason for a malformed form, and 403 for an unknown site as for a foreign one', async () => {
    const { access } = await login();
    const tooHot = await call('saveInspection', {
      token: access,
      body: { ...savedInspectionBody(1), temperature: 180 },
    });
    expect(tooHot.status).toBe(400);
    expect(tooHot.json.detail).toMatch(/^temperature: /);
    const missing = { ...savedInspectionBody(1), categories: {} };
    expect((await call('saveInspection', { token: access, body: missing })).status).toBe(400);
    const badPhoto = { ...savedInspectionBody(1), photos: { 'roof.chimney': 'x' } };
    expect((await call('saveInspection', { token: access, body: badPhoto })).status).toBe(400);
    expect(
      (await call('saveInspection', { token: access, body: savedInspectionBody(999_999) })).status,
    ).toBe(403);
  });

  it('refuses photos and signatures that are not base64 images (400) or are over the cap (413), and stores nothing', async () => {
    const { access } = await login();
    const count = () => findSite(1)?.site.inspections.length;
    const before = count();
    const withPhoto = (photo: string) => ({
      ...savedInspectionBody(1),
      photos: { 'platforms.boards_condition': photo },
    });
    for (const photo of [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'https://example.com/photo.jpg',
      'data:text/html;base64,PGgxPg==',
    ]) {
      const answer = await call('saveInspection', { token: access, body: withPhoto(photo) });
      expect(answer.status).toBe(400);
      expect(answer.json.detail).toMatch(/^photos\.platforms\.boards_condition: not a base64/);
    }
    const huge = `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`;
    const tooLarge = await call('saveInspection', { token: access, body: withPhoto(huge) });
    expect(tooLarge.status).toBe(413);
    const badSignature = {
      ...savedInspectionBody(1),
      signatures: { ...savedInspectionBody(1).signatures, client: 'javascript:alert(1)' },
    };
    const signed = await call('saveInspection', { token: access, body: badSignature });
    expect(signed.status).toBe(400);
    expect(signed.json.detail).toMatch(/^signatures\.client: /);
    expect(count()).toBe(before);
  });
});

describe('componentSystems', () => {
  it('lists the scaffold types for a signed-in user only', async () => {
    expect((await call('componentSystems')).status).toBe(401);
    const { access } = await login();
    const body = componentSystemsResponseSchema.parse(
      (await call('componentSystems', { token: access })).json,
    );
    expect(body.component_systems.length).toBeGreaterThanOrEqual(5);
  });
});
