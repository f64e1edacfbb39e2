// The public calls on PGlite (the tag page, the signing page and signature) and the firm's signing
// links: what they answer and refuse, what they keep (tokens and codes only as HMACs, scans with
// nothing of who scanned, signatures as media), the limits per caller address, and a client's
// later signature changing the inspection's record, its updated_at and the customer's version.
import {
  type Inspection,
  publicTagSchema,
  RATE_LIMITS,
  SIGNING_LINK_LIFETIME_DAYS,
} from '@scaffold/domain';
import { seededSigningToken, seededTagCode } from '@scaffold/mocks/seed';
import { count, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handovers, inspections, signingLinks, tagScans } from '../db/schema';
import { startHttpTestServer, type TestServer } from '../testing/http-test-server';
import {
  changedVersionOf,
  DAY_MS,
  dataVersionOf,
  description,
  handoverBody,
  MINUTE_MS,
  SIGNATURE,
  seededScaffold,
} from '../testing/scaffold-fixtures';

let server: TestServer;
const db = () => server.running.database.db;
const keys = () => server.running.services.keys;

beforeAll(async () => {
  server = await startHttpTestServer();
}, 300_000);
afterAll(() => server?.close());
beforeEach(() => {
  server?.newCaller();
});

const publicStatus = (code: string, from?: string) =>
  server.call('tagStatus', { params: { tag_code: code }, ...(from ? { from } : {}) });

/** A new scaffold handed over without the client, and its certificate's id. */
async function awaitingClient() {
  const token = await server.login('manager');
  const t1 = await seededScaffold(db(), 1, 'T-0001');
  const created = await server.call('createScaffold', {
    token,
    body: { ...description, site_id: t1.siteId },
  });
  const handed = await server.call('recordHandover', {
    token,
    params: { scaffold_id: created.json.scaffold.id },
    body: handoverBody(server.now()),
  });
  expect(handed.status).toBe(201);
  return { scaffold: handed.json.scaffold, handoverId: handed.json.handover.id as number };
}

async function linkFor(document: { kind: 'handover' | 'inspection'; id: number }) {
  const made = await server.call('createSigningLink', {
    token: await server.login('manager'),
    body: { document },
  });
  expect(made.status).toBe(201);
  return made.json as { link: { id: number; state: string }; token: string };
}

describe('the public tag page', { timeout: 120_000 }, () => {
  it('shows the public nothing but the scaffold: no ids, no customer, no code', async () => {
    const answer = await publicStatus(seededTagCode(1, 'T-0004'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json.state).toBe('live');
    expect(Object.keys(answer.json.tag).sort()).toEqual(Object.keys(publicTagSchema.shape).sort());
    const text = JSON.stringify(answer.json);
    expect(text).not.toContain('Summit Scaffolding');
    expect(text).not.toMatch(/"(id|site_id|customer_id|tag_code|handover_id)"/);
    expect(answer.json.tag).toMatchObject({ tag_number: 'T-0004', status: { colour: 'amber' } });
  });

  it('answers 404 for a code no tag has, or no code at all, and logs no scan for it', async () => {
    const [before] = await db().select({ count: count() }).from(tagScans);
    const unknown = await publicStatus('A'.repeat(22));
    expect([unknown.status, unknown.json.detail]).toEqual([404, 'No tag has this code.']);
    expect((await publicStatus('short')).status).toBe(404);
    const [after] = await db().select({ count: count() }).from(tagScans);
    expect(after?.count).toBe(before?.count);
  });

  it('logs every read: when, the code’s HMAC, what it showed; nothing of who asked', async () => {
    const code = seededTagCode(1, 'T-0003', 1);
    const old = seededTagCode(1, 'T-0003', 0);
    const scaffold = await seededScaffold(db(), 1, 'T-0003');
    await publicStatus(code);
    await publicStatus(old);
    const rows = await db()
      .select()
      .from(tagScans)
      .where(eq(tagScans.scaffoldId, scaffold.id))
      .orderBy(tagScans.id);
    expect(rows.slice(-2).map((row) => [row.codeHash, row.outcome, row.at])).toEqual([
      [keys().digest('tag-code', code), 'live', server.now()],
      [keys().digest('tag-code', old), 'replaced', server.now()],
    ]);
    // The table has no column that could hold an address, a device or a person.
    expect(Object.keys(getTableColumns(tagScans)).sort()).toEqual(
      ['at', 'codeHash', 'customerId', 'id', 'outcome', 'scaffoldId'].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('is rate-limited per caller address, per window, with Retry-After; refused reads are not scans', async () => {
    const code = seededTagCode(1, 'T-0004');
    const scaffold = await seededScaffold(db(), 1, 'T-0004');
    const scans = async () =>
      (
        await db()
          .select({ count: count() })
          .from(tagScans)
          .where(eq(tagScans.scaffoldId, scaffold.id))
      )[0]?.count ?? 0;
    const before = await scans();
    const caller = server.newCaller();
    // A fresh window, so the test's count starts at its beginning.
    const windowMs = RATE_LIMITS.tagStatus.windowSeconds * 1000;
    server.advance(windowMs - (server.now().getTime() % windowMs));
    for (let index = 0; index < RATE_LIMITS.tagStatus.max; index += 1) {
      expect((await publicStatus(code, caller)).status).toBe(200);
    }
    const refused = await publicStatus(code, caller);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RATE_LIMITS.tagStatus.windowSeconds));
    expect(refused.json.detail).toMatch(/^Too many requests/);
    // Another caller is not held up; the next window lets the first back in.
    expect((await publicStatus(code, server.newCaller())).status).toBe(200);
    server.advance(windowMs);
    expect((await publicStatus(code, caller)).status).toBe(200);
    expect(await scans()).toBe(before + RATE_LIMITS.tagStatus.max + 2);
  });

  it("gives a tag's scaffold to a signed-in user of its customer, and nobody else", async () => {
    const code = seededTagCode(1, 'T-0003', 1);
    const own = await server.call('scaffoldByTag', {
      token: await server.login('staff'),
      params: { tag_code: code },
    });
    expect(own.status).toBe(200);
    expect(own.json.scaffold.tag_number).toBe('T-0003');
    expect(own.json.inspections.length).toBeGreaterThan(0);
    const other = await server.call('scaffoldByTag', {
      token: await server.login('otherAdmin'),
      params: { tag_code: code },
    });
    expect(other.status).toBe(403);
    expect((await server.call('scaffoldByTag', { params: { tag_code: code } })).status).toBe(401);
  });
});

describe('signing links', { timeout: 120_000 }, () => {
  it('keep a token only as its HMAC, shown once; the client signs once; the tag turns green', async () => {
    const { scaffold, handoverId } = await awaitingClient();
    const before = await dataVersionOf(db(), 1);
    const { link, token } = await linkFor({ kind: 'handover', id: handoverId });
    expect(link.state).toBe('open');
    const [row] = await db().select().from(signingLinks).where(eq(signingLinks.id, link.id));
    expect(row?.tokenHash).toBe(keys().digest('signing-token', token));
    expect(Object.values(row ?? {}).map(String)).not.toContain(token);
    const details = await server.call('scaffoldDetails', {
      token: await server.login('manager'),
      params: { scaffold_id: scaffold.id },
    });
    expect(JSON.stringify(details.json)).not.toContain(token);

    const opened = await server.call('signingDocument', { params: { token } });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.json).toMatchObject({
      state: 'open',
      document: { kind: 'handover', certificate: { id: handoverId } },
    });
    server.advance(MINUTE_MS);
    const signed = await server.call('signDocument', {
      params: { token },
      body: { name: 'Helen Ward', signature: SIGNATURE },
    });
    expect(signed.json).toEqual({
      state: 'used',
      signed_at: server.now().toISOString(),
      signed_by: 'Helen Ward',
    });
    const tag = (await publicStatus(scaffold.tag_code)).json.tag;
    expect(tag.status).toEqual({ colour: 'green', reason: 'safe' });
    expect(await dataVersionOf(db(), 1)).toBeGreaterThan(before);
    const [certificate] = await db().select().from(handovers).where(eq(handovers.id, handoverId));
    const stored = certificate?.record as
      | { client_signature?: { signature: string; via: string } }
      | undefined;
    expect(stored?.client_signature).toMatchObject({
      via: 'link',
      signature: expect.stringMatching(/^\/api\/media\/\d+$/),
    });

    // Single use: a second signature is refused, and the link says it was signed.
    const again = await server.call('signDocument', {
      params: { token },
      body: { name: 'Someone Else', signature: SIGNATURE },
    });
    expect([again.status, again.json.detail]).toEqual([409, 'This signing link is used.']);
    expect((await server.call('signingDocument', { params: { token } })).json).toMatchObject({
      state: 'used',
      signed_by: 'Helen Ward',
    });
    // A signed document takes no new link.
    const more = await server.call('createSigningLink', {
      token: await server.login('manager'),
      body: { document: { kind: 'handover', id: handoverId } },
    });
    expect([more.status, more.json.detail]).toEqual([409, 'The client has signed it already.']);
  });

  it('withdraw the open link of a document when a new one is made, and on revoke; used stays used', async () => {
    const { handoverId } = await awaitingClient();
    const first = await linkFor({ kind: 'handover', id: handoverId });
    const second = await linkFor({ kind: 'handover', id: handoverId });
    expect((await server.call('signingDocument', { params: { token: first.token } })).json).toEqual(
      { state: 'revoked' },
    );
    const token = await server.login('manager');
    const revoked = await server.call('revokeSigningLink', {
      token,
      params: { link_id: second.link.id },
    });
    expect(revoked.json.link).toMatchObject({
      state: 'revoked',
      revoked_at: server.now().toISOString(),
    });
    server.advance(MINUTE_MS);
    const twice = await server.call('revokeSigningLink', {
      token,
      params: { link_id: second.link.id },
    });
    expect(twice.json.link.revoked_at).toBe(revoked.json.link.revoked_at);
    const [used] = await db()
      .select()
      .from(signingLinks)
      .where(
        eq(signingLinks.tokenHash, keys().digest('signing-token', seededSigningToken('used'))),
      );
    const stays = await server.call('revokeSigningLink', {
      token,
      params: { link_id: used?.id ?? 0 },
    });
    expect(stays.json.link).toMatchObject({ state: 'used', revoked_at: null });
    const foreign = await server.call('revokeSigningLink', {
      token: await server.login('otherAdmin'),
      params: { link_id: second.link.id },
    });
    expect(foreign.status).toBe(403);
    expect(
      (await server.call('revokeSigningLink', { token, params: { link_id: 999_999 } })).status,
    ).toBe(403);
  });

  it('are refused for another customer’s document (403), a bad body (400), a signed one (409)', async () => {
    const token = await server.login('otherAdmin');
    const { handoverId } = await awaitingClient();
    const foreign = await server.call('createSigningLink', {
      token,
      body: { document: { kind: 'handover', id: handoverId } },
    });
    expect(foreign.status).toBe(403);
    const unknown = await server.call('createSigningLink', {
      token,
      body: { document: { kind: 'inspection', id: 999_999 } },
    });
    expect(unknown.status).toBe(403);
    const bad = await server.call('createSigningLink', {
      token,
      body: { document: { kind: 'invoice', id: 1 } },
    });
    expect(bad.status).toBe(400);
    const onSite = await seededScaffold(db(), 1, 'T-0005');
    const signed = await server.call('createSigningLink', {
      token: await server.login('manager'),
      body: { document: { kind: 'handover', id: onSite.handoverId } },
    });
    expect(signed.status).toBe(409);
  });

  it('refuse an unknown token (404), a signature not an image (400) or too large (413)', async () => {
    const unknown = await server.call('signDocument', {
      params: { token: 'C'.repeat(43) },
      body: { name: 'A', signature: SIGNATURE },
    });
    expect([unknown.status, unknown.json.detail]).toEqual([404, 'This signing link is not valid.']);
    const { handoverId } = await awaitingClient();
    const { token } = await linkFor({ kind: 'handover', id: handoverId });
    const notImage = await server.call('signDocument', {
      params: { token },
      body: { name: 'A', signature: 'data:image/svg+xml,<svg/>' },
    });
    expect([notImage.status, notImage.json.detail]).toEqual([
      400,
      'signature: not a base64 JPEG, PNG or WebP data URL',
    ]);
    const large = await server.call('signDocument', {
      params: { token },
      body: { name: 'A', signature: `data:image/png;base64,${'A'.repeat(1_100_000)}` },
    });
    expect(large.status).toBe(413);
    // Nothing was signed by the refusals.
    expect((await server.call('signingDocument', { params: { token } })).json.state).toBe('open');
  });

  it('are rate-limited per caller address, reading and signing alike', async () => {
    const caller = server.newCaller();
    const windowMs = RATE_LIMITS.signing.windowSeconds * 1000;
    server.advance(windowMs - (server.now().getTime() % windowMs));
    const token = seededSigningToken('expired');
    for (let index = 0; index < RATE_LIMITS.signing.max; index += 1) {
      const answer =
        index % 2 === 0
          ? await server.call('signingDocument', { params: { token }, from: caller })
          : await server.call('signDocument', {
              params: { token },
              body: { name: 'A', signature: SIGNATURE },
              from: caller,
            });
      expect(answer.status).toBe(index % 2 === 0 ? 200 : 409);
    }
    const refused = await server.call('signingDocument', { params: { token }, from: caller });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await server.call('signingDocument', { params: { token }, from: server.newCaller() }))
        .status,
    ).toBe(200);
  });

  it("let the client sign an inspection's report: its record, updated_at and version change", async () => {
    const token = seededSigningToken('inspection');
    const opened = await server.call('signingDocument', { params: { token } });
    expect(opened.json.document.kind).toBe('inspection');
    const inspectionId = opened.json.document.inspection.id as number;
    const [before] = await db().select().from(inspections).where(eq(inspections.id, inspectionId));
    if (!before) throw new Error('fixture: the inspection');
    const version = await dataVersionOf(db(), 1);
    server.advance(MINUTE_MS);
    const signed = await server.call('signDocument', {
      params: { token },
      body: { name: 'Colin Fraser', signature: SIGNATURE },
    });
    expect(signed.status).toBe(200);
    const [after] = await db().select().from(inspections).where(eq(inspections.id, inspectionId));
    const record = after?.record as unknown as Inspection;
    expect(record.client_signed_by).toBe('Colin Fraser');
    expect(record.client_signed_at).toBe(server.now().toISOString());
    expect(record.updated_at).toBe(server.now().toISOString());
    expect(after?.updatedAt).toEqual(server.now());
    const clients = record.signatures.filter((signature) => signature.role === 'client');
    expect(clients).toHaveLength(1);
    expect(clients[0]?.signature).toMatch(/^\/api\/media\/\d+$/);
    // Everything else of the record is as it was.
    const {
      signatures: _s,
      client_signed_at: _a,
      client_signed_by: _b,
      updated_at: _u,
      ...rest
    } = record;
    const {
      signatures: _s2,
      client_signed_at: _a2,
      client_signed_by: _b2,
      updated_at: _u2,
      ...restBefore
    } = before.record as unknown as Inspection;
    expect(rest).toEqual(restBefore);
    const newVersion = await dataVersionOf(db(), 1);
    expect(newVersion).toBe(version + 1);
    expect(await changedVersionOf(db(), before.siteId)).toBe(newVersion);
    // The scaffold's history shows the signature.
    const details = await server.call('scaffoldDetails', {
      token: await server.login('manager'),
      params: { scaffold_id: record.scaffold_id ?? 0 },
    });
    expect(
      details.json.inspections.find((entry: { id: number }) => entry.id === inspectionId)
        ?.client_signed_at,
    ).toBe(server.now().toISOString());
  });
});

describe('signing links over time', { timeout: 120_000 }, () => {
  it('say so when expired, withdrawn or used, and expire 7 days after they are made', async () => {
    for (const name of ['expired', 'revoked', 'used'] as const) {
      const answer = await server.call('signingDocument', {
        params: { token: seededSigningToken(name) },
      });
      expect(answer.json).toMatchObject({ state: name });
      expect(answer.json).not.toHaveProperty('document');
    }
    const { handoverId } = await awaitingClient();
    const { token, link } = await linkFor({ kind: 'handover', id: handoverId });
    const [row] = await db().select().from(signingLinks).where(eq(signingLinks.id, link.id));
    server.advance((row?.expiresAt.getTime() ?? 0) - server.now().getTime());
    expect(row?.expiresAt.getTime()).toBe(
      (row?.createdAt.getTime() ?? 0) + SIGNING_LINK_LIFETIME_DAYS * DAY_MS,
    );
    expect((await server.call('signingDocument', { params: { token } })).json).toEqual({
      state: 'expired',
    });
    const late = await server.call('signDocument', {
      params: { token },
      body: { name: 'Helen Ward', signature: SIGNATURE },
    });
    expect([late.status, late.json.detail]).toEqual([409, 'This signing link is expired.']);
  });
});
