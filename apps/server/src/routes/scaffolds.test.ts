// The server's scaffold calls on PGlite: each call's success and documented refusals, a
// scaffold's life and tag status through handover, inspections, alterations and adverse weather
// (as the mock's scaffolds.test.ts checks them), signatures kept once as media, Idempotency-Key,
// and every write moving the customer's data_version and its site's changed_version.
import {
  canMoveLife,
  IDEMPOTENCY_ERROR_CODES,
  MANUAL_LIFE_TARGETS,
  manualLifeMoves,
  parseMediaUrl,
  SCAFFOLD_LIFE_STATES,
  type Scaffold,
  type ScaffoldLife,
} from '@scaffold/domain';
import { imageOf } from '@scaffold/mocks/seed';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blobs, handovers, idempotencyKeys, media, scaffolds, tagCodes } from '../db/schema';
import { mediaKey } from '../services/media-urls';
import { startHttpTestServer, type TestServer } from '../testing/http-test-server';
import {
  activeSites,
  changedVersionOf,
  DAY_MS,
  dataVersionOf,
  description,
  handoverBody,
  MINUTE_MS,
  OTHER_SIGNATURE,
  SIGNATURE,
  seededScaffold,
  storeInspection,
} from '../testing/scaffold-fixtures';

let server: TestServer;
const db = () => server.running.database.db;
const keys = () => server.running.services.keys;

beforeAll(async () => {
  server = await startHttpTestServer();
}, 300_000);
afterAll(() => server?.close());
// Each test calls the public tag page from an address of its own (its rate limit is per address).
beforeEach(() => {
  server?.newCaller();
});

/** An active site of customer 1 with no seeded scaffolds. */
async function quietSite() {
  const all = await activeSites(db(), 1);
  const site = all[3];
  if (!site) throw new Error('fixture: a fourth active site');
  return site;
}

async function create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.call('createScaffold', {
    token: await server.login('manager'),
    body: { ...description, ...body },
    headers,
  });
}

async function newScaffold(siteId: number): Promise<Scaffold> {
  const created = await create({ site_id: siteId });
  expect(created.status).toBe(201);
  return created.json.scaffold;
}

async function handOver(scaffoldId: number, client: { name: string; signature: string } | null) {
  return server.call('recordHandover', {
    token: await server.login('manager'),
    params: { scaffold_id: scaffoldId },
    body: handoverBody(new Date(server.now().getTime() - MINUTE_MS), client),
  });
}

const publicStatus = async (code: string) =>
  (await server.call('tagStatus', { params: { tag_code: code } })).json;

describe('scaffolds', { timeout: 120_000 }, () => {
  it("lists the customer's scaffolds, or one site's, and refuses another customer's site", async () => {
    const token = await server.login('manager');
    const all = await server.call('scaffolds', { token });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const tags = all.json.scaffolds.map((scaffold: Scaffold) => scaffold.tag_number);
    expect(tags).toEqual([...tags].sort());
    expect(tags).toContain('T-0011');
    const t1 = await seededScaffold(db(), 1, 'T-0001');
    const one = await server.call('scaffolds', { token, query: `site_id=${t1.siteId}` });
    expect(one.json.scaffolds.every((s: Scaffold) => s.site_id === t1.siteId)).toBe(true);
    const foreign = await seededScaffold(db(), 2, 'T-0001');
    const refused = await server.call('scaffolds', {
      token,
      query: `site_id=${foreign.siteId}`,
    });
    expect([refused.status, refused.json.detail]).toEqual([
      403,
      'You do not have permission to perform this action.',
    ]);
    expect((await server.call('scaffolds', { token, query: 'site_id=x' })).status).toBe(400);
    expect((await server.call('scaffolds', {})).status).toBe(401);
    // Customer 2 sees its own three, never customer 1's.
    const other = await server.call('scaffolds', { token: await server.login('otherAdmin') });
    expect(other.json.scaffolds.map((s: Scaffold) => s.tag_number)).toEqual([
      'T-0001',
      'T-0002',
      'T-0003',
    ]);
  });

  it('adds a scaffold being erected with the next free tag number and a code of its own', async () => {
    const site = await quietSite();
    const before = await dataVersionOf(db(), 1);
    const created = await create({ site_id: site.id });
    expect(created.status).toBe(201);
    const scaffold: Scaffold = created.json.scaffold;
    expect(scaffold).toMatchObject({
      site_id: site.id,
      tag_number: 'T-0012',
      life: 'erecting',
      status: { colour: 'red', reason: 'erecting' },
      handover_id: null,
      awaiting_client_signature: false,
      last_check: null,
      next_due: null,
    });
    // The code is kept as an HMAC to find it and sealed to print it again, never as it is.
    const [code] = await db().select().from(tagCodes).where(eq(tagCodes.scaffoldId, scaffold.id));
    expect(code?.codeHash).toBe(keys().digest('tag-code', scaffold.tag_code));
    expect(code?.codeSealed).not.toContain(scaffold.tag_code);
    expect(keys().open(code?.codeSealed ?? '')).toBe(scaffold.tag_code);
    expect((await publicStatus(scaffold.tag_code)).state).toBe('live');
    // The write moved the customer's version and stamped the site with it.
    const after = await dataVersionOf(db(), 1);
    expect(after).toBe(before + 1);
    expect(await changedVersionOf(db(), site.id)).toBe(after);
  });

  it('takes a typed tag number in capitals, and refuses one in use (409) whatever its case', async () => {
    const site = await quietSite();
    const typed = await create({ site_id: site.id, tag_number: ' t-0500 ' });
    expect(typed.status).toBe(201);
    expect(typed.json.scaffold.tag_number).toBe('T-0500');
    const taken = await create({ site_id: site.id, tag_number: 't-0500' });
    expect([taken.status, taken.json.detail]).toEqual([
      409,
      'The tag number t-0500 is already used by another scaffold.',
    ]);
    // Customer 2's T-0001 is its own: customer 1 has one too, and another customer may reuse it.
    const otherSite = (await activeSites(db(), 2))[0];
    const reused = await server.call('createScaffold', {
      token: await server.login('otherAdmin'),
      body: { ...description, site_id: otherSite?.id, tag_number: 'T-0500' },
    });
    expect(reused.status).toBe(201);
    // The next free number follows the highest.
    expect((await newScaffold(site.id)).tag_number).toBe('T-0501');
  });

  it('refuses another customer’s site (403), a place not of the site (400), a bad body (400), no token (401)', async () => {
    const site = await quietSite();
    const foreign = (await activeSites(db(), 2))[0];
    const t3 = await seededScaffold(db(), 1, 'T-0003');
    const otherSublocation = await seededScaffold(db(), 2, 'T-0001');
    expect((await create({ site_id: foreign?.id })).status).toBe(403);
    expect((await create({ site_id: 999_999 })).status).toBe(403);
    const notOfSite = await create({ site_id: site.id, sublocation_id: t3.sublocationId });
    expect([notOfSite.status, notOfSite.json.detail]).toEqual([
      400,
      'sublocation_id: not a sublocation of this site',
    ]);
    const notOfSublocation = await create({
      site_id: t3.siteId,
      sublocation_id: t3.sublocationId,
      subarea_id: otherSublocation.subareaId,
    });
    expect([notOfSublocation.status, notOfSublocation.json.detail]).toEqual([
      400,
      'subarea_id: not a subarea of this sublocation',
    ]);
    const placed = await create({
      site_id: t3.siteId,
      sublocation_id: t3.sublocationId,
      subarea_id: t3.subareaId,
    });
    expect(placed.json.scaffold).toMatchObject({
      sublocation_id: t3.sublocationId,
      subarea_id: t3.subareaId,
    });
    const bad = await create({ site_id: site.id, load_class: 9 });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toContain('load_class');
    const none = await server.call('createScaffold', {
      body: { ...description, site_id: site.id },
    });
    expect(none.status).toBe(401);
  });

  it('honours Idempotency-Key: a repeat replays, another body is 422, a refusal keeps nothing', async () => {
    const site = await quietSite();
    const key = { 'Idempotency-Key': 'create-once-1' };
    const first = await create({ site_id: site.id, tag_number: 'T-0600' }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const repeat = await create({ site_id: site.id, tag_number: 'T-0600' }, key);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.json).toEqual(first.json);
    const [stored] = await db()
      .select({ count: count() })
      .from(scaffolds)
      .where(and(eq(scaffolds.customerId, 1), eq(scaffolds.tagNumber, 'T-0600')));
    expect(stored?.count).toBe(1);
    // The kept answer holds the tag's code: it is kept sealed.
    const [kept] = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'create-once-1'));
    expect(kept?.body).not.toContain(first.json.scaffold.tag_code);
    const other = await create({ site_id: site.id, tag_number: 'T-0601' }, key);
    expect([other.status, other.json.code]).toEqual([422, IDEMPOTENCY_ERROR_CODES.reused]);
    // A refusal is not kept: the same key then does the corrected write.
    const refusedKey = { 'Idempotency-Key': 'create-once-2' };
    expect((await create({ site_id: site.id, tag_number: 'T-0600' }, refusedKey)).status).toBe(409);
    const corrected = await create({ site_id: site.id, tag_number: 'T-0602' }, refusedKey);
    expect(corrected.status).toBe(201);
    // Keys are per user: another user's same key is a write of its own.
    const byAdmin = await server.call('createScaffold', {
      token: await server.login('admin'),
      body: { ...description, site_id: site.id, tag_number: 'T-0603' },
      headers: key,
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.headers.get('idempotent-replayed')).toBeNull();
  });

  it("answers a scaffold's details and its certificate to its customer only", async () => {
    const t4 = await seededScaffold(db(), 1, 'T-0004');
    const token = await server.login('staff');
    const details = await server.call('scaffoldDetails', { token, params: { scaffold_id: t4.id } });
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({
      scaffold: { tag_number: 'T-0004', status: { colour: 'amber', reason: 'limited' } },
      site: { id: t4.siteId },
      handover: { id: t4.handoverId, client_signature: { via: 'link' } },
    });
    expect(details.json.signing_links).toEqual([
      expect.objectContaining({ state: 'used', document: { kind: 'handover', id: t4.handoverId } }),
    ]);
    const other = await server.login('otherAdmin');
    for (const [status, answer] of [
      [
        200,
        await server.call('handoverCertificate', {
          token,
          params: { handover_id: t4.handoverId ?? 0 },
        }),
      ],
      [403, await server.call('scaffoldDetails', { token: other, params: { scaffold_id: t4.id } })],
      [403, await server.call('scaffoldDetails', { token, params: { scaffold_id: 999_999 } })],
      [
        403,
        await server.call('handoverCertificate', {
          token: other,
          params: { handover_id: t4.handoverId ?? 0 },
        }),
      ],
      [403, await server.call('handoverCertificate', { token, params: { handover_id: 999_999 } })],
      [401, await server.call('scaffoldDetails', { params: { scaffold_id: t4.id } })],
      // Not an id at all: answered as an unknown one (the call documents no 404).
      [403, await server.call('scaffoldDetails', { token, params: { scaffold_id: 'x' } })],
    ] as const) {
      expect(answer.status).toBe(status);
    }
  });
});

describe('ids no row can have', { timeout: 120_000 }, () => {
  it('answer as unknown ones (403; 400 for a place of a site), never a 500; nor does NUL in text', async () => {
    const token = await server.login('manager');
    const huge = 2 ** 40;
    const site = await quietSite();
    const answers = {
      list: await server.call('scaffolds', { token, query: `site_id=${huge}` }),
      details: await server.call('scaffoldDetails', { token, params: { scaffold_id: huge } }),
      life: await server.call('changeScaffoldLife', {
        token,
        params: { scaffold_id: huge },
        body: { life: 'dismantling' },
      }),
      handover: await server.call('recordHandover', {
        token,
        params: { scaffold_id: huge },
        body: handoverBody(server.now()),
      }),
      reprint: await server.call('reprintTag', { token, params: { scaffold_id: huge } }),
      weather: await server.call('recordAdverseWeather', { token, params: { site_id: huge } }),
      certificate: await server.call('handoverCertificate', {
        token,
        params: { handover_id: huge },
      }),
      create: await create({ site_id: huge }),
      link: await server.call('createSigningLink', {
        token,
        body: { document: { kind: 'inspection', id: huge } },
      }),
      revoke: await server.call('revokeSigningLink', { token, params: { link_id: huge } }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.status]).toEqual([name, 403]);
    }
    // Text PostgreSQL cannot hold (NUL) is the request's fault too.
    for (const body of [
      { site_id: site.id, description: 'Tower\u0000' },
      { site_id: site.id, tag_number: 'T-\u00009' },
    ]) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.json.detail).toContain('NUL');
    }
    const handover = await server.call('recordHandover', {
      token,
      params: { scaffold_id: (await newScaffold(site.id)).id },
      body: { ...handoverBody(server.now()), erected_by: 'Team\u0000' },
    });
    expect(handover.status).toBe(400);
    const sublocation = await create({ site_id: site.id, sublocation_id: huge });
    expect([sublocation.status, sublocation.json.detail]).toEqual([
      400,
      'sublocation_id: not a sublocation of this site',
    ]);
  });
});

describe("a scaffold's life", { timeout: 120_000 }, () => {
  it('moves by hand only where the domain allows, from every state (409 otherwise)', async () => {
    const site = await quietSite();
    const token = await server.login('manager');
    // A scaffold in each state: made by the calls themselves.
    const reach = async (life: ScaffoldLife): Promise<Scaffold> => {
      const scaffold = await newScaffold(site.id);
      const move = (to: string) =>
        server.call('changeScaffoldLife', {
          token,
          params: { scaffold_id: scaffold.id },
          body: { life: to },
        });
      if (life === 'erecting') return scaffold;
      if (life === 'dismantling' || life === 'struck') {
        await move('dismantling');
        if (life === 'struck') await move('struck');
        return scaffold;
      }
      const handed = await handOver(scaffold.id, { name: 'Helen Ward', signature: SIGNATURE });
      expect(handed.status).toBe(201);
      if (life === 'in_use' || life === 'altered') await move('in_use');
      if (life === 'altered') await move('altered');
      return scaffold;
    };
    for (const from of SCAFFOLD_LIFE_STATES) {
      for (const to of MANUAL_LIFE_TARGETS) {
        const scaffold = await reach(from);
        const [row] = await db().select().from(scaffolds).where(eq(scaffolds.id, scaffold.id));
        expect(row?.life, `reached ${from}`).toBe(from);
        const answer = await server.call('changeScaffoldLife', {
          token,
          params: { scaffold_id: scaffold.id },
          body: { life: to },
        });
        if (canMoveLife(from, to)) {
          expect(answer.status, `${from} → ${to}`).toBe(200);
          expect(answer.json.scaffold.life).toBe(to);
        } else {
          expect([answer.status, answer.json.detail], `${from} → ${to}`).toEqual([
            409,
            `A scaffold cannot go from ${from} to ${to}.`,
          ]);
        }
      }
      expect(manualLifeMoves(from).every((to) => canMoveLife(from, to))).toBe(true);
    }
  });

  it('refuses a move to a state made by records (400), another customer’s scaffold (403)', async () => {
    const token = await server.login('manager');
    const t1 = await seededScaffold(db(), 1, 'T-0001');
    const byRecord = await server.call('changeScaffoldLife', {
      token,
      params: { scaffold_id: t1.id },
      body: { life: 'handed_over' },
    });
    expect(byRecord.status).toBe(400);
    const foreign = await seededScaffold(db(), 2, 'T-0001');
    const refused = await server.call('changeScaffoldLife', {
      token,
      params: { scaffold_id: foreign.id },
      body: { life: 'dismantling' },
    });
    expect(refused.status).toBe(403);
    const [row] = await db().select().from(scaffolds).where(eq(scaffolds.id, foreign.id));
    expect(row?.life).toBe('in_use');
  });

  it('is red until handed over, then red awaiting the client, altered red, handed over again', async () => {
    const site = await quietSite();
    const token = await server.login('manager');
    const scaffold = await newScaffold(site.id);
    const handed = await handOver(scaffold.id, null);
    expect(handed.status).toBe(201);
    expect(handed.json.scaffold).toMatchObject({
      life: 'handed_over',
      awaiting_client_signature: true,
      status: { colour: 'red', reason: 'awaiting-client-signature' },
      last_check: { kind: 'handover', by_name: 'Gary Holt' },
    });
    expect(handed.json.handover.client_signature).toBeNull();
    expect(handed.json.handover.firm_name).toBe('Summit Scaffolding Ltd');
    // Signed on site the next time: an altered scaffold is handed over again.
    const accepted = await newScaffold(site.id);
    await handOver(accepted.id, { name: 'Raj Patel', signature: OTHER_SIGNATURE });
    const altered = await server.call('changeScaffoldLife', {
      token,
      params: { scaffold_id: accepted.id },
      body: { life: 'altered' },
    });
    expect(altered.json.scaffold.status).toEqual({ colour: 'red', reason: 'altered' });
    server.advance(MINUTE_MS);
    const again = await handOver(accepted.id, { name: 'Raj Patel', signature: OTHER_SIGNATURE });
    expect(again.status).toBe(201);
    expect(again.json.scaffold).toMatchObject({
      life: 'handed_over',
      handover_id: again.json.handover.id,
      status: { colour: 'green', reason: 'safe' },
    });
  });

  it('follows its inspections: failed and attention red, a later pass green', async () => {
    const site = await quietSite();
    const scaffold = await newScaffold(site.id);
    await handOver(scaffold.id, { name: 'Helen Ward', signature: SIGNATURE });
    const status = async () => (await publicStatus(scaffold.tag_code)).tag.status;
    const inspect = async (passed: boolean, attention = false) => {
      server.advance(MINUTE_MS);
      await storeInspection(db(), {
        customerId: 1,
        siteId: site.id,
        scaffoldId: scaffold.id,
        at: server.now(),
        passed,
        attention,
      });
    };
    expect(await status()).toEqual({ colour: 'green', reason: 'safe' });
    await inspect(false);
    expect(await status()).toEqual({ colour: 'red', reason: 'failed' });
    await inspect(true, true);
    expect(await status()).toEqual({ colour: 'red', reason: 'attention' });
    await inspect(true);
    const tag = (await publicStatus(scaffold.tag_code)).tag;
    expect(tag).toMatchObject({
      status: { colour: 'green', reason: 'safe' },
      last_check: { at: server.now().toISOString(), by_name: 'Sian Roberts' },
    });
    const details = await server.call('scaffoldDetails', {
      token: await server.login('manager'),
      params: { scaffold_id: scaffold.id },
    });
    expect(
      details.json.inspections.map((i: { passed: boolean; attention: boolean }) => [
        i.passed,
        i.attention,
      ]),
    ).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ]);
  });
});

describe('handover certificates', { timeout: 120_000 }, () => {
  it('keep their signatures once as media of the customer, named by URL with a key', async () => {
    const site = await quietSite();
    const scaffold = await newScaffold(site.id);
    const handed = await handOver(scaffold.id, { name: 'Helen Ward', signature: OTHER_SIGNATURE });
    const certificate = handed.json.handover;
    expect(certificate.client_signature).toMatchObject({ name: 'Helen Ward', via: 'on-site' });
    for (const [url, dataUrl] of [
      [certificate.competent_person_signature, SIGNATURE],
      [certificate.client_signature.signature, OTHER_SIGNATURE],
    ] as const) {
      const parsed = parseMediaUrl(url);
      if (!parsed) throw new Error(`not a media URL: ${url}`);
      expect(parsed.key).toBe(mediaKey(keys(), parsed.id));
      const [row] = await db()
        .select({ customerId: media.customerId, bytes: blobs.bytes, type: blobs.contentType })
        .from(media)
        .innerJoin(blobs, eq(blobs.hash, media.blobHash))
        .where(eq(media.id, parsed.id));
      expect(row?.customerId).toBe(1);
      expect(row?.type).toBe('image/png');
      expect(Buffer.from(row?.bytes ?? []).equals(Buffer.from(imageOf(dataUrl)?.bytes ?? []))).toBe(
        true,
      );
    }
    // The record keeps bare URLs; no image is inside it.
    const [stored] = await db().select().from(handovers).where(eq(handovers.id, certificate.id));
    const text = JSON.stringify(stored?.record);
    expect(text).not.toContain('data:');
    expect(text).not.toContain('key=');
    const record = stored?.record as { competent_person_signature?: string } | undefined;
    expect(record?.competent_person_signature).toMatch(/^\/api\/media\/\d+$/);
  });

  it('refuses a signature not an image (400), too large (413), a time ahead (400), twice (409)', async () => {
    const site = await quietSite();
    const token = await server.login('manager');
    const scaffold = await newScaffold(site.id);
    const send = (body: Record<string, unknown>, scaffoldId = scaffold.id) =>
      server.call('recordHandover', { token, params: { scaffold_id: scaffoldId }, body });
    const body = handoverBody(server.now());
    const notImage = await send({
      ...body,
      competent_person_signature: 'data:image/svg+xml,<svg/>',
    });
    expect([notImage.status, notImage.json.detail]).toEqual([
      400,
      'competent_person_signature: not a base64 JPEG, PNG or WebP data URL',
    ]);
    const clientNotImage = await send({ ...body, client: { name: 'A', signature: 'hello' } });
    expect(clientNotImage.json.detail).toBe(
      'client.signature: not a base64 JPEG, PNG or WebP data URL',
    );
    const large = await send({
      ...body,
      competent_person_signature: `data:image/png;base64,${'A'.repeat(3_000_000)}`,
    });
    expect(large.status).toBe(413);
    const ahead = await send({
      ...handoverBody(new Date(server.now().getTime() + 6 * MINUTE_MS)),
    });
    expect([ahead.status, ahead.json.detail]).toEqual([400, 'handed_over_at: later than now']);
    const slightlyAhead = await send(
      handoverBody(new Date(server.now().getTime() + 4 * MINUTE_MS)),
    );
    expect(slightlyAhead.status).toBe(201);
    const twice = await send(body);
    expect([twice.status, twice.json.detail]).toEqual([
      409,
      'Only a scaffold being erected, or altered since, is handed over.',
    ]);
    const foreign = await seededScaffold(db(), 2, 'T-0003');
    expect((await send(body, foreign.id)).status).toBe(403);
    // Refusals stored nothing.
    const [kept] = await db()
      .select({ count: count() })
      .from(handovers)
      .where(eq(handovers.scaffoldId, scaffold.id));
    expect(kept?.count).toBe(1);
  });

  it('honours Idempotency-Key: the repeat replays the certificate, one is stored', async () => {
    const site = await quietSite();
    const token = await server.login('manager');
    const scaffold = await newScaffold(site.id);
    const send = () =>
      server.call('recordHandover', {
        token,
        params: { scaffold_id: scaffold.id },
        body: handoverBody(server.now()),
        headers: { 'Idempotency-Key': `handover-${scaffold.id}` },
      });
    const first = await send();
    const repeat = await send();
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.json).toEqual(first.json);
    const [kept] = await db()
      .select({ count: count() })
      .from(handovers)
      .where(eq(handovers.scaffoldId, scaffold.id));
    expect(kept?.count).toBe(1);
  });
});

describe('tags', { timeout: 120_000 }, () => {
  it('a reprint replaces the tag: the old code says so, the new one is live, both scans logged', async () => {
    const token = await server.login('manager');
    const scaffold = await seededScaffold(db(), 1, 'T-0005');
    const oldCode = (
      await server.call('scaffoldDetails', { token, params: { scaffold_id: scaffold.id } })
    ).json.scaffold.tag_code;
    const reprinted = await server.call('reprintTag', {
      token,
      params: { scaffold_id: scaffold.id },
    });
    expect(reprinted.status).toBe(200);
    const newCode = reprinted.json.scaffold.tag_code;
    expect(newCode).not.toBe(oldCode);
    expect(await publicStatus(oldCode)).toEqual({
      state: 'replaced',
      read_at: server.now().toISOString(),
    });
    expect((await publicStatus(newCode)).state).toBe('live');
    const [live] = await db()
      .select({ count: count() })
      .from(tagCodes)
      .where(and(eq(tagCodes.scaffoldId, scaffold.id)));
    expect(live?.count).toBe(2);
    const details = await server.call('scaffoldDetails', {
      token,
      params: { scaffold_id: scaffold.id },
    });
    expect(details.json.scans.count).toBe(2);
    expect(details.json.scans.recent.map((scan: { outcome: string }) => scan.outcome)).toEqual([
      'live',
      'replaced',
    ]);
    // The old code still finds the scaffold for its own customer.
    const byOld = await server.call('scaffoldByTag', { token, params: { tag_code: oldCode } });
    expect(byOld.json.scaffold.tag_code).toBe(newCode);
    const foreign = await seededScaffold(db(), 2, 'T-0001');
    expect(
      (await server.call('reprintTag', { token, params: { scaffold_id: foreign.id } })).status,
    ).toBe(403);
  });

  it('marks a site’s standing scaffolds red after adverse weather, until inspected', async () => {
    const token = await server.login('manager');
    const green = await seededScaffold(db(), 1, 'T-0003');
    const before = await dataVersionOf(db(), 1);
    const answer = await server.call('recordAdverseWeather', {
      token,
      params: { site_id: green.siteId },
    });
    expect(answer.status).toBe(200);
    const byTag = new Map(
      answer.json.scaffolds.map((scaffold: Scaffold) => [scaffold.tag_number, scaffold]),
    );
    expect((byTag.get('T-0003') as Scaffold).status).toEqual({
      colour: 'red',
      reason: 'adverse-weather',
    });
    expect((byTag.get('T-0003') as Scaffold).next_due).toBe(server.now().toISOString());
    // Not standing for use: nothing changes.
    expect((byTag.get('T-0001') as Scaffold).adverse_weather_at).toBeNull();
    expect((byTag.get('T-0009') as Scaffold).status.reason).toBe('struck');
    expect(await dataVersionOf(db(), 1)).toBe(before + 1);
    server.advance(MINUTE_MS);
    await storeInspection(db(), {
      customerId: 1,
      siteId: green.siteId,
      scaffoldId: green.id,
      at: server.now(),
      passed: true,
    });
    const details = await server.call('scaffoldDetails', {
      token,
      params: { scaffold_id: green.id },
    });
    expect(details.json.scaffold.status).toEqual({ colour: 'green', reason: 'safe' });
    const foreign = (await activeSites(db(), 2))[0];
    expect(
      (await server.call('recordAdverseWeather', { token, params: { site_id: foreign?.id ?? 0 } }))
        .status,
    ).toBe(403);
  });
});

describe('time', { timeout: 120_000 }, () => {
  it('turns a green tag red, overdue, 7 days after its last check (exactly 7 days is not)', async () => {
    const site = await quietSite();
    const scaffold = await newScaffold(site.id);
    await handOver(scaffold.id, { name: 'Helen Ward', signature: SIGNATURE });
    const checked = Date.parse((await publicStatus(scaffold.tag_code)).tag.last_check.at);
    server.advance(checked + 7 * DAY_MS - server.now().getTime());
    expect((await publicStatus(scaffold.tag_code)).tag.status.colour).toBe('green');
    server.advance(1);
    expect((await publicStatus(scaffold.tag_code)).tag.status).toEqual({
      colour: 'red',
      reason: 'overdue',
    });
  });
});
