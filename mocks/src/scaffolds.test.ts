// The mock's scaffolds, tags, handovers and signing links behave as the server
// should: a handover waits for the client, a link signs once, a reprint replaces the tag, every
// scan is logged, the public calls are rate-limited and give nothing away.

import {
  type DashboardSummaryResponse,
  PUBLIC_RATE_LIMITS,
  publicTagSchema,
  type Scaffold,
  type ScaffoldDetails,
  SIGNING_LINK_LIFETIME_DAYS,
  type TagStatusResponse,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_CUSTOMERS } from './constants';
import { advanceMockClock } from './db/clock';
import { getDatabase } from './db/database';
import { seededSigningToken, seededTagCode } from './db/seed-scaffolds';
import { MOCK_CALLER_HEADER } from './handlers/rate-limit';
import { call, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const DAY_MS = 86_400_000;

const description = {
  description: 'Independent tied scaffold, gable end',
  system: 'Cuplock',
  height_m: 12,
  lifts: 6,
  load_class: 3,
  permitted_use: 'Brickwork',
  limitations: '',
};
const handover = (client: { name: string; signature: string } | null = null) => ({
  ...description,
  ties_tested: 'yes',
  ties_notes: '1 in 10 pull-tested',
  erected_by: 'Erection team 2',
  competent_person_name: 'Gary Holt',
  competent_person_position: 'Scaffold supervisor (CISRS Advanced)',
  handed_over_at: '2026-11-20T08:30:00Z',
  competent_person_signature: SIGNATURE,
  client,
});

const siteOf = (customerId: number, index = 0) =>
  getDatabase()
    .customers.find((customer) => customer.id === customerId)
    ?.clients.flatMap((client) => client.sites)
    .filter((site) => site.status.code === 'active')[index];

async function newHandedOverScaffold(access: string, siteId: number) {
  const created = await call('createScaffold', {
    token: access,
    body: { site_id: siteId, ...description },
  });
  expect(created.status).toBe(201);
  const scaffold = (created.json as { scaffold: Scaffold }).scaffold;
  const handed = await call('recordHandover', {
    token: access,
    params: { scaffold_id: scaffold.id },
    body: handover(),
  });
  expect(handed.status).toBe(201);
  return handed.json as { scaffold: Scaffold; handover: { id: number } };
}

const publicStatus = async (code: string) =>
  (await call('tagStatus', { params: { tag_code: code } })).json as TagStatusResponse;

describe('a scaffold from its erection to the client signing later', () => {
  it('is red while erected and awaiting the client, green once the client signs by link', async () => {
    const { access } = await login('manager');
    const site = siteOf(MOCK_CUSTOMERS.demo.id, 3);
    if (!site) throw new Error('fixture: an active site');
    const created = await call('createScaffold', {
      token: access,
      body: { site_id: site.id, ...description },
    });
    const erected = (created.json as { scaffold: Scaffold }).scaffold;
    expect(erected.tag_number).toBe('T-0012');
    expect(erected.status).toEqual({ colour: 'red', reason: 'erecting' });
    expect((await publicStatus(erected.tag_code)).state).toBe('live');

    const handed = await call('recordHandover', {
      token: access,
      params: { scaffold_id: erected.id },
      body: handover(),
    });
    const { scaffold, handover: certificate } = handed.json as {
      scaffold: Scaffold;
      handover: { id: number; client_signature: unknown; firm_name: string };
    };
    expect(scaffold.life).toBe('handed_over');
    expect(scaffold.awaiting_client_signature).toBe(true);
    expect(certificate.client_signature).toBeNull();
    expect(certificate.firm_name).toBe(MOCK_CUSTOMERS.demo.name);
    const before = await publicStatus(scaffold.tag_code);
    expect(before.state === 'live' && before.tag.status).toEqual({
      colour: 'red',
      reason: 'awaiting-client-signature',
    });

    const made = await call('createSigningLink', {
      token: access,
      body: { document: { kind: 'handover', id: certificate.id } },
    });
    expect(made.status).toBe(201);
    const { token } = made.json as { token: string };
    const opened = await call('signingDocument', { params: { token } });
    expect(opened.json).toMatchObject({
      state: 'open',
      document: { kind: 'handover', certificate: { id: certificate.id } },
    });

    const signed = await call('signDocument', {
      params: { token },
      body: { name: 'Helen Ward', signature: SIGNATURE },
    });
    expect(signed.json).toMatchObject({ state: 'used', signed_by: 'Helen Ward' });
    const after = await publicStatus(scaffold.tag_code);
    expect(after.state === 'live' && after.tag.status).toEqual({ colour: 'green', reason: 'safe' });

    // Single use: a second signature is refused, and the link says it was signed.
    const again = await call('signDocument', {
      params: { token },
      body: { name: 'Someone Else', signature: SIGNATURE },
    });
    expect(again.status).toBe(409);
    expect((await call('signingDocument', { params: { token } })).json).toMatchObject({
      state: 'used',
      signed_by: 'Helen Ward',
    });
    // A signed document takes no new link.
    const more = await call('createSigningLink', {
      token: access,
      body: { document: { kind: 'handover', id: certificate.id } },
    });
    expect(more.status).toBe(409);
  });

  it('turns red on a failed inspection of the scaffold, green again when one passes', async () => {
    const { access } = await login('manager');
    const site = siteOf(MOCK_CUSTOMERS.demo.id, 3);
    if (!site) throw new Error('fixture: an active site');
    const { scaffold } = await newHandedOverScaffold(access, site.id);
    const failed = await call('saveInspection', {
      token: access,
      body: {
        ...savedInspectionBody(site.id, { category: 'safety', item: 'signage' }),
        scaffold_id: scaffold.id,
      },
    });
    expect(failed.status).toBe(201);
    expect((failed.json as { inspection: { scaffold_id: number } }).inspection.scaffold_id).toBe(
      scaffold.id,
    );
    const red = await publicStatus(scaffold.tag_code);
    expect(red.state === 'live' && red.tag.status.reason).toBe('awaiting-client-signature');

    // Accepted on the spot this time: the failed inspection decides.
    const other = await newHandedOverScaffold(access, site.id);
    const accepted = await call('createSigningLink', {
      token: access,
      body: { document: { kind: 'handover', id: other.handover.id } },
    });
    await call('signDocument', {
      params: { token: (accepted.json as { token: string }).token },
      body: { name: 'Raj Patel', signature: SIGNATURE },
    });
    await call('saveInspection', {
      token: access,
      body: {
        ...savedInspectionBody(site.id, { category: 'structure', item: 'ties_secure' }),
        scaffold_id: other.scaffold.id,
      },
    });
    const failedTag = await publicStatus(other.scaffold.tag_code);
    expect(failedTag.state === 'live' && failedTag.tag.status).toEqual({
      colour: 'red',
      reason: 'failed',
    });
    advanceMockClock(60_000);
    await call('saveInspection', {
      token: access,
      body: { ...savedInspectionBody(site.id), scaffold_id: other.scaffold.id },
    });
    const passed = await publicStatus(other.scaffold.tag_code);
    expect(passed.state === 'live' && passed.tag).toMatchObject({
      status: { colour: 'green' },
      life: 'in_use',
      last_check: { at: expect.any(String) },
    });
  });

  it('refuses an inspection naming a scaffold of another site (400) or customer (403)', async () => {
    const { access } = await login('manager');
    const own = getDatabase().scaffolds.find((s) => s.customer_id === MOCK_CUSTOMERS.demo.id);
    const foreign = getDatabase().scaffolds.find((s) => s.customer_id === MOCK_CUSTOMERS.other.id);
    const otherSite = siteOf(MOCK_CUSTOMERS.demo.id, 5);
    if (!own || !foreign || !otherSite) throw new Error('fixture: scaffolds and a site');
    const body = (scaffoldId: number) => ({
      ...savedInspectionBody(otherSite.id),
      scaffold_id: scaffoldId,
    });
    expect((await call('saveInspection', { token: access, body: body(own.id) })).status).toBe(400);
    expect((await call('saveInspection', { token: access, body: body(foreign.id) })).status).toBe(
      403,
    );
  });
});

describe('tags', () => {
  it('a reprint replaces the tag: the old code says so, the new one is live, both scans logged', async () => {
    const { access } = await login('manager');
    const scaffold = getDatabase().scaffolds.find((s) => s.tag_number === 'T-0005');
    if (!scaffold) throw new Error('fixture: T-0005');
    const oldCode = seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0005');
    const reprinted = await call('reprintTag', {
      token: access,
      params: { scaffold_id: scaffold.id },
    });
    const newCode = (reprinted.json as { scaffold: Scaffold }).scaffold.tag_code;
    expect(newCode).not.toBe(oldCode);
    expect(await publicStatus(oldCode)).toEqual({ state: 'replaced', read_at: expect.any(String) });
    expect((await publicStatus(newCode)).state).toBe('live');
    const details = (
      await call('scaffoldDetails', { token: access, params: { scaffold_id: scaffold.id } })
    ).json as ScaffoldDetails;
    expect(details.scans.count).toBe(2);
    expect(details.scans.recent.map((scan) => scan.outcome)).toEqual(['live', 'replaced']);
  });

  it('shows the public nothing but the scaffold: no ids, no customer, no code', async () => {
    const answer = await publicStatus(seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0004'));
    if (answer.state !== 'live') throw new Error('expected a live tag');
    expect(Object.keys(answer.tag).sort()).toEqual(Object.keys(publicTagSchema.shape).sort());
    const text = JSON.stringify(answer);
    expect(text).not.toContain(MOCK_CUSTOMERS.demo.name);
    expect(text).not.toMatch(/"(id|site_id|customer_id|tag_code|handover_id)"/);
    expect(answer.tag).toMatchObject({ tag_number: 'T-0004', status: { colour: 'amber' } });
  });

  it('gives the signed-in user of its customer the history, and nobody else', async () => {
    const code = seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0003', 1);
    const own = await call('scaffoldByTag', {
      token: (await login('staff')).access,
      params: { tag_code: code },
    });
    expect((own.json as ScaffoldDetails).scaffold.tag_number).toBe('T-0003');
    expect((own.json as ScaffoldDetails).inspections.length).toBeGreaterThan(0);
    const other = await call('scaffoldByTag', {
      token: (await login('otherAdmin')).access,
      params: { tag_code: code },
    });
    expect(other.status).toBe(403);
  });

  it('rate-limits the public status per caller, per window, with Retry-After', async () => {
    const code = seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0004');
    const from = (address: string) => ({ [MOCK_CALLER_HEADER]: address });
    for (let index = 0; index < PUBLIC_RATE_LIMITS.tagStatus.max; index += 1) {
      const answer = await call('tagStatus', {
        params: { tag_code: code },
        headers: from('203.0.113.7'),
      });
      expect(answer.status).toBe(200);
    }
    const refused = await call('tagStatus', {
      params: { tag_code: code },
      headers: from('203.0.113.7'),
    });
    expect(refused.status).toBe(429);
    // Another caller is not held up; the next window lets the first back in.
    const other = await call('tagStatus', {
      params: { tag_code: code },
      headers: from('198.51.100.2'),
    });
    expect(other.status).toBe(200);
    advanceMockClock(PUBLIC_RATE_LIMITS.tagStatus.windowSeconds * 1000);
    const later = await call('tagStatus', {
      params: { tag_code: code },
      headers: from('203.0.113.7'),
    });
    expect(later.status).toBe(200);
    // A header a client writes is no address: rotating it does not escape the limit.
    for (let index = 0; index <= PUBLIC_RATE_LIMITS.tagStatus.max; index += 1) {
      await call('tagStatus', {
        params: { tag_code: code },
        headers: { ...from('192.0.2.50'), 'X-Forwarded-For': `198.18.0.${index}` },
      });
    }
    const rotated = await call('tagStatus', {
      params: { tag_code: code },
      headers: { ...from('192.0.2.50'), 'X-Forwarded-For': '198.18.1.1' },
    });
    expect(rotated.status).toBe(429);
    // Refused calls are not scans: two full windows' worth and the two answered in between.
    const logged = getDatabase().tagScans.filter((scan) => scan.code === code);
    expect(logged).toHaveLength(2 * PUBLIC_RATE_LIMITS.tagStatus.max + 2);
  });

  it('marks a site’s standing scaffolds red after adverse weather, until inspected', async () => {
    const { access } = await login('manager');
    const green = getDatabase().scaffolds.find((s) => s.tag_number === 'T-0003');
    if (!green) throw new Error('fixture: T-0003');
    const answer = await call('recordAdverseWeather', {
      token: access,
      params: { site_id: green.site_id },
    });
    const scaffolds = (answer.json as { scaffolds: Scaffold[] }).scaffolds;
    const byTag = new Map(scaffolds.map((scaffold) => [scaffold.tag_number, scaffold.status]));
    expect(byTag.get('T-0003')).toEqual({ colour: 'red', reason: 'adverse-weather' });
    // Not standing for use: nothing changes.
    expect(byTag.get('T-0001')?.reason).toBe('erecting');
    expect(byTag.get('T-0009')?.reason).toBe('struck');
    advanceMockClock(60_000);
    await call('saveInspection', {
      token: access,
      body: { ...savedInspectionBody(green.site_id), scaffold_id: green.id },
    });
    const after = await publicStatus(seededTagCode(MOCK_CUSTOMERS.demo.id, 'T-0003', 1));
    expect(after.state === 'live' && after.tag.status.colour).toBe('green');
  });
});

describe("a site's history", () => {
  it('names the scaffold an inspection was of by its tag, and none for the site as a whole', async () => {
    const { access } = await login('manager');
    const scaffold = getDatabase().scaffolds.find((s) => s.tag_number === 'T-0005');
    if (!scaffold) throw new Error('fixture: T-0005');
    advanceMockClock(60_000);
    const saved = await call('saveInspection', {
      token: access,
      body: { ...savedInspectionBody(scaffold.site_id), scaffold_id: scaffold.id },
    });
    expect(saved.status).toBe(201);
    advanceMockClock(60_000);
    await call('saveInspection', { token: access, body: savedInspectionBody(scaffold.site_id) });
    const history = (
      await call('siteInspections', { token: access, params: { site_id: scaffold.site_id } })
    ).json as { results: { scaffold: { id: number; tag_number: string } | null }[] };
    expect(history.results.slice(0, 2).map((row) => row.scaffold)).toEqual([
      null,
      { id: scaffold.id, tag_number: 'T-0005' },
    ]);
  });
});

describe("the Dashboard's tags", () => {
  it('counts the standing scaffolds of the customer by colour, as their sites list them', async () => {
    const { access } = await login('manager');
    const summary = (await call('dashboardSummary', { token: access }))
      .json as DashboardSummaryResponse;
    const tags = summary.scaffold_tags;
    if (!tags) throw new Error('no scaffold_tags');
    const every = (await call('scaffolds', { token: access })).json as { scaffolds: Scaffold[] };
    const standing = every.scaffolds.filter((scaffold) => scaffold.life !== 'struck');
    expect(standing.length).toBeLessThan(every.scaffolds.length);
    for (const colour of ['green', 'amber', 'red'] as const) {
      expect(tags[colour]).toBe(standing.filter((s) => s.status.colour === colour).length);
    }
    expect(tags.green + tags.amber).toBeGreaterThan(0);
    expect(tags.site_count).toBe(new Set(standing.map((scaffold) => scaffold.site_id)).size);
    // The seeded showcase site has the most red tags: it comes first.
    const showcase = siteOf(MOCK_CUSTOMERS.demo.id);
    expect(tags.sites[0]).toEqual({
      site_id: showcase?.id,
      site_name: showcase?.name,
      green: standing.filter((s) => s.site_id === showcase?.id && s.status.colour === 'green')
        .length,
      amber: standing.filter((s) => s.site_id === showcase?.id && s.status.colour === 'amber')
        .length,
      red: standing.filter((s) => s.site_id === showcase?.id && s.status.colour === 'red').length,
    });
  });
});

describe('signing links', () => {
  it('say so when expired, withdrawn or used, and expire 7 days after they are made', async () => {
    for (const name of ['expired', 'revoked', 'used'] as const) {
      const answer = await call('signingDocument', { params: { token: seededSigningToken(name) } });
      expect(answer.json).toMatchObject({ state: name });
      expect(answer.json).not.toHaveProperty('document');
    }
    advanceMockClock(SIGNING_LINK_LIFETIME_DAYS * DAY_MS);
    const open = await call('signingDocument', { params: { token: seededSigningToken('open') } });
    expect(open.json).toEqual({ state: 'expired' });
    const late = await call('signDocument', {
      params: { token: seededSigningToken('open') },
      body: { name: 'Helen Ward', signature: SIGNATURE },
    });
    expect(late.status).toBe(409);
  });

  it('withdraws the open link of a document when a new one is made, and on revoke', async () => {
    const { access } = await login('manager');
    const open = getDatabase().signingLinks.find((l) => l.token === seededSigningToken('open'));
    if (!open) throw new Error('fixture: the open link');
    await call('createSigningLink', { token: access, body: { document: open.document } });
    expect(
      (await call('signingDocument', { params: { token: seededSigningToken('open') } })).json,
    ).toEqual({ state: 'revoked' });
    const used = getDatabase().signingLinks.find((l) => l.token === seededSigningToken('used'));
    const revoked = await call('revokeSigningLink', {
      token: access,
      params: { link_id: used?.id ?? 0 },
    });
    expect(revoked.json).toMatchObject({ link: { state: 'used' } });
  });

  it("lets the client sign an inspection's report; it then shows their signature", async () => {
    const token = seededSigningToken('inspection');
    const opened = await call('signingDocument', { params: { token } });
    const document = (opened.json as { document: { kind: string; inspection: { id: number } } })
      .document;
    expect(document.kind).toBe('inspection');
    await call('signDocument', {
      params: { token },
      body: { name: 'Colin Fraser', signature: SIGNATURE },
    });
    const inspection = getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .flatMap((site) => site.inspections)
      .find((entry) => entry.id === document.inspection.id);
    expect(inspection?.client_signed_by).toBe('Colin Fraser');
    expect(inspection?.signatures.filter((signature) => signature.role === 'client')).toHaveLength(
      1,
    );
  });

  it('moves the inspection’s revision when the client signs: its ETag and updated_at change, a held copy is no longer current', async () => {
    const token = seededSigningToken('inspection');
    const opened = await call('signingDocument', { params: { token } });
    const id = (opened.json as { document: { inspection: { id: number } } }).document.inspection.id;
    const { access } = await login('admin');
    const params = { inspection_id: id };
    const before = await call('inspectionDetails', { token: access, params });
    const etag = before.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(before.headers.get('Cache-Control')).toBe('private, no-cache');
    // Held and current: 304 with no body.
    const current = await call('inspectionDetails', {
      token: access,
      params,
      headers: { 'If-None-Match': etag },
    });
    expect(current.status).toBe(304);
    expect(current.text).toBe('');

    advanceMockClock(60_000);
    await call('signDocument', {
      params: { token },
      body: { name: 'Colin Fraser', signature: SIGNATURE },
    });
    const after = await call('inspectionDetails', {
      token: access,
      params,
      headers: { 'If-None-Match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const inspection = (
      after.json as { inspection: { updated_at: string; client_signed_by: string } }
    ).inspection;
    expect(inspection.client_signed_by).toBe('Colin Fraser');
    expect(Date.parse(inspection.updated_at)).toBeGreaterThan(
      Date.parse(
        (before.json as { inspection: { updated_at: string } }).inspection.updated_at ?? '0',
      ),
    );
  });
});
