// The server's sign-in, sessions and writes against its real databases (PGlite and PostgreSQL):
// what the contract promises and what the server must do better than the mock (limits, reuse
// detection, logout by refresh token, keys kept with their writes, refusals as `{detail}`).
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  IDEMPOTENCY_ERROR_CODES,
  RATE_LIMITS,
} from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOCK_NOW, seedDatabase } from '@scaffold/mocks/seed';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/connect';
import { allocations, idempotencyKeys, inspections, sites, stockMovements } from '../db/schema';
import { asSystem } from '../db/scope';
import type { RunningServer } from '../server';
import { bumpDataVersion } from '../services/data-version';
import { TOKEN_LIFETIMES } from '../services/tokens';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServer, testClock, writeHolds } from '../testing/test-server';

const seed = seedDatabase({ referenceDate: MOCK_NOW });
const ownSites = seed.customers[0]?.clients.flatMap((client) => client.sites) ?? [];
const foreignSite = seed.customers[1]?.clients.flatMap((client) => client.sites)[0];

describe.each(['pglite', 'postgres'] as const)('the server on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  const clock = testClock();
  const holds = writeHolds();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Tests speak for many callers through X-Forwarded-For, as a proxy on this host would.
    server = await startTestServer(database, {
      clock,
      hooks: holds.hooks,
      env: { TRUST_PROXY: 'loopback' },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: unknown;
      raw?: string;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    // Each call from an address of its own, unless the test names one: the limits per address
    // are tested on purpose, not tripped by the file's other calls.
    const headers: Record<string, string> = {
      'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.raw !== undefined) {
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {}
    return { status: response.status, json, headers: response.headers, text };
  }

  async function signIn(account: keyof typeof DEMO_ACCOUNTS = 'admin') {
    const answer = await call('POST', '/api/auth/login/', {
      body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    return answer.json as { access: string; refresh: string };
  }

  function savedInspection(siteId: number, notes = 'Weekly inspection.') {
    const categories = Object.fromEntries(
      CHECKLIST_CATEGORIES.map((category) => [
        category,
        Object.fromEntries(
          CHECKLIST_ITEMS[category].map((item) => [item, { status: 'pass', notes: '' }]),
        ),
      ]),
    );
    return {
      site_id: siteId,
      notes,
      weather_conditions: 'cloudy',
      temperature: 9,
      humidity: 80,
      wind_speed: 20,
      scaffold_type: 'Cuplock',
      scaffold_height: 12,
      load_rating: 'General purpose (2.0 kN/m²)',
      tie_pattern: 'Box ties at every other lift',
      categories,
      photos: { 'platforms.boards_condition': 'data:image/png;base64,iVBORw0KGgo=' },
      signatures: { inspector: 'data:image/png;base64,AAAA', supervisor: '', client: '' },
    };
  }

  const inspectionsNamed = async (notes: string) =>
    Number(
      (
        await asSystem(server.database.db, (tx) =>
          tx
            .select({ n: count() })
            .from(inspections)
            .where(sql`${inspections.record}->>'notes' = ${notes}`),
        )
      )[0]?.n,
    );

  describe('signing in', () => {
    it('answers a token pair that is never cached, and refuses a wrong password alike for any email', async () => {
      const ok = await call('POST', '/api/auth/login/', {
        body: { email: DEMO_ACCOUNTS.manager.email, password: DEMO_PASSWORD },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
      expect(ok.json).toMatchObject({ customer_id: 1, role: 'manager' });
      const wrong = await call('POST', '/api/auth/login/', {
        body: { email: DEMO_ACCOUNTS.manager.email, password: 'nope' },
      });
      const nobody = await call('POST', '/api/auth/login/', {
        body: { email: 'nobody@example.test', password: 'nope' },
      });
      expect([wrong.status, nobody.status]).toEqual([401, 401]);
      expect(wrong.json.detail).toBe(nobody.json.detail);
    });

    it('limits guessing one account: after the failures allowed, 429 with Retry-After, even with the right password', async () => {
      const email = DEMO_ACCOUNTS.staff.email;
      const right = await call('POST', '/api/auth/login/', {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(right.status).toBe(200);
      for (let attempt = 0; attempt < RATE_LIMITS.loginAccount.max; attempt += 1) {
        const answer = await call('POST', '/api/auth/login/', {
          body: { email, password: 'guess' },
        });
        expect(answer.status).toBe(401);
      }
      const over = await call('POST', '/api/auth/login/', {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(typeof over.json.detail).toBe('string');
      clock.advance(RATE_LIMITS.loginAccount.windowSeconds * 1000);
      expect(
        (await call('POST', '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } }))
          .status,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    it('rotates a refresh token; the old one again within the grace gets the same successor', async () => {
      const first = await signIn();
      const rotated = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refresh },
      });
      expect(rotated.status).toBe(200);
      const again = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refresh },
      });
      expect(again.status).toBe(200);
      expect(again.json.refresh).toBe(rotated.json.refresh);
    });

    it('ends the whole session when a rotated token comes back after the grace', async () => {
      const first = await signIn();
      const rotated = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refresh },
      });
      clock.advance(TOKEN_LIFETIMES.reuseGraceMs + 1);
      const reused = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refresh },
      });
      expect(reused.status).toBe(401);
      expect(reused.json.code).toBe('token_not_valid');
      // The thief's copy and the rightful successor are both dead, and so is its access token.
      const successor = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: rotated.json.refresh },
      });
      expect(successor.status).toBe(401);
      const read = await call('GET', '/api/get_component_systems/', {
        token: rotated.json.access as string,
      });
      expect(read.status).toBe(401);
    });

    it('logs out with the refresh token alone, however old the access token, and ends the session', async () => {
      const pair = await signIn();
      clock.advance(TOKEN_LIFETIMES.accessMs + 60_000);
      const out = await call('POST', '/api/auth/logout/', { body: { refresh: pair.refresh } });
      expect(out.status).toBe(200);
      const refreshed = await call('POST', '/api/auth/token/refresh/', {
        body: { refresh: pair.refresh },
      });
      expect(refreshed.status).toBe(401);
      const unknown = await call('POST', '/api/auth/logout/', { body: { refresh: 'not-a-token' } });
      expect(unknown.status).toBe(200);
    });

    it('refuses a call with an access token whose session was logged out', async () => {
      const pair = await signIn();
      await call('POST', '/api/auth/logout/', { body: { refresh: pair.refresh } });
      const answer = await call('POST', '/api/save_inspection/', {
        token: pair.access,
        body: savedInspection(ownSites[0]?.id ?? 0),
      });
      expect(answer.status).toBe(401);
    });
  });

  describe('the user list', () => {
    it('tells a caller without a token nothing, and a signed-in one only their own firm', async () => {
      const anonymous = await call('GET', '/api/get_users/');
      expect(anonymous.status).toBe(200);
      expect(anonymous.json.users).toEqual([]);
      const pair = await signIn('otherAdmin');
      const own = await call('GET', '/api/get_users/', { token: pair.access });
      const emails = (own.json.users as { email: string }[]).map((user) => user.email);
      expect(emails).toEqual([DEMO_ACCOUNTS.otherAdmin.email]);
    });
  });

  describe('saving an inspection', () => {
    it('stores it once with its images as media, heading its site, and answers it with keyed URLs', async () => {
      const { access } = await signIn();
      const site = ownSites[2];
      if (!site) throw new Error('fixture: a site');
      const answer = await call('POST', '/api/save_inspection/', {
        token: access,
        body: savedInspection(site.id, 'Stored with media'),
      });
      expect(answer.status).toBe(201);
      const inspection = answer.json.inspection as { photos: { photo: string }[] };
      expect(inspection.photos[0]?.photo).toMatch(/^\/api\/media\/\d+\?key=[0-9a-f]{32}$/);
      expect(await inspectionsNamed('Stored with media')).toBe(1);
      const stored = await asSystem(server.database.db, (tx) =>
        tx.execute(
          sql`select record->'photos'->0->>'photo' as photo from inspections where record->>'notes' = 'Stored with media'`,
        ),
      );
      // The database keeps the bare media path: no key to copy out of it.
      expect(rowsOf<{ photo: string }>(stored)[0]?.photo).toMatch(/^\/api\/media\/\d+$/);
    });

    // Two connections: PostgreSQL's (PGlite has one, and every request waits for it anyway).
    it.skipIf(kind === 'pglite')(
      "is not held up by another save to its site that has not reached the site's update",
      async () => {
        const { access } = await signIn();
        const site = ownSites[3];
        if (!site) throw new Error('fixture: a site');
        const status = await asSystem(server.database.db, async (tx) => {
          // What a save holds on its site until its last statements: a share of the site's key.
          await tx.execute(sql`select id from sites where id = ${site.id} for key share`);
          const answer = await call('POST', '/api/save_inspection/', {
            token: access,
            body: savedInspection(site.id, 'Beside another save'),
          });
          return answer.status;
        });
        expect(status).toBe(201);
        expect(await inspectionsNamed('Beside another save')).toBe(1);
      },
    );

    it("never moves its site's inspection dates back: a save committed after a later one", async () => {
      const { access } = await signIn();
      const site = ownSites[4];
      if (!site) throw new Error('fixture: a site');
      // As if a save stamped later had committed first.
      const later = new Date(clock.now().getTime() + 3_600_000);
      await asSystem(server.database.db, (tx) =>
        tx.execute(
          sql`update sites set last_inspection_date = ${later.toISOString()}::timestamptz where id = ${site.id}`,
        ),
      );
      const answer = await call('POST', '/api/save_inspection/', {
        token: access,
        body: savedInspection(site.id, 'Committed second'),
      });
      expect(answer.status).toBe(201);
      const [row] = rowsOf<{ last: string }>(
        await asSystem(server.database.db, (tx) =>
          tx.execute(
            sql`select to_char(last_inspection_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as last from sites where id = ${site.id}`,
          ),
        ),
      );
      expect(row?.last).toBe(later.toISOString().slice(0, 19));
    });

    it('replays one answer for one key, refuses the key with another body, and stores once', async () => {
      const { access } = await signIn();
      const site = ownSites[3];
      if (!site) throw new Error('fixture: a site');
      const headers = { 'Idempotency-Key': 'save-once-1' };
      const body = savedInspection(site.id, 'Keyed once');
      // Sent together: the one that meets the other running is told 409 'in progress' (nothing
      // done) and is sent again, as the portal does, until it gets the first one's answer.
      const save = async () => {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const answer = await call('POST', '/api/save_inspection/', {
            token: access,
            body,
            headers,
          });
          if (answer.status !== 409) return answer;
          expect(answer.json.code).toBe(IDEMPOTENCY_ERROR_CODES.inProgress);
        }
        throw new Error('still in progress after 200 tries');
      };
      const [a, b] = await Promise.all([save(), save()]);
      expect([a.status, b.status].sort()).toEqual([201, 201]);
      expect(a.json).toEqual(b.json);
      expect(
        [a, b].filter((answer) => answer.headers.get('idempotent-replayed') === 'true'),
      ).toHaveLength(1);
      expect(await inspectionsNamed('Keyed once')).toBe(1);
      const other = await call('POST', '/api/save_inspection/', {
        token: access,
        body: savedInspection(site.id, 'Another body'),
        headers,
      });
      expect(other.status).toBe(422);
      expect(other.json.code).toBe('idempotency_key_reused');
      expect(await inspectionsNamed('Another body')).toBe(0);
    });

    it('answers 409 for the same key while the first is still being written, then its answer', async () => {
      const { access } = await signIn();
      const hold = holds.hold('held');
      const body = savedInspection(ownSites[0]?.id ?? 0, 'Held');
      const headers = { 'Idempotency-Key': 'held' };
      const first = call('POST', '/api/save_inspection/', { token: access, body, headers });
      await hold.claimed;
      const second = await call('POST', '/api/save_inspection/', { token: access, body, headers });
      expect(second.status).toBe(409);
      expect(second.headers.get('retry-after')).toBe('1');
      expect(second.json.code).toBe('idempotency_key_in_use');
      hold.release();
      expect((await first).status).toBe(201);
      const retry = await call('POST', '/api/save_inspection/', { token: access, body, headers });
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await inspectionsNamed('Held')).toBe(1);
    });

    it('refuses what it must with a {detail}, never a 500', async () => {
      const { access } = await signIn();
      const site = ownSites[0];
      if (!site || !foreignSite) throw new Error('fixtures');
      const foreign = await call('POST', '/api/save_inspection/', {
        token: access,
        body: savedInspection(foreignSite.id),
      });
      expect(foreign.status).toBe(403);
      const svg = await call('POST', '/api/save_inspection/', {
        token: access,
        body: {
          ...savedInspection(site.id),
          photos: { 'platforms.boards_condition': 'data:image/svg+xml,<svg/>' },
        },
      });
      expect(svg.status).toBe(400);
      const plain = await call('POST', '/api/save_inspection/', {
        token: access,
        raw: JSON.stringify(savedInspection(site.id)),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(plain.status).toBe(415);
      const broken = await call('POST', '/api/save_inspection/', {
        token: access,
        raw: '{"site_id": 1',
      });
      expect(broken.status).toBe(400);
      expect(broken.json.detail).toBe('The body is not valid JSON');
      const huge = await call('POST', '/api/save_inspection/', {
        token: access,
        raw: JSON.stringify({ ...savedInspection(site.id), notes: 'x'.repeat(25 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      const badPath = await call('GET', '/api/get_inspection_metrics/%E0%A4%A', { token: access });
      expect(badPath.status).toBe(404);
      for (const answer of [foreign, svg, plain, broken, huge, badPath]) {
        expect(typeof answer.json.detail).toBe('string');
      }
    });

    it('stores what looks like SQL or a spreadsheet formula as the text it is', async () => {
      const { access } = await signIn();
      const notes = '\'; DROP TABLE inspections; -- =HYPERLINK("http://x")';
      const saved = await call('POST', '/api/save_inspection/', {
        token: access,
        body: savedInspection(ownSites[1]?.id ?? 0, notes),
      });
      expect(saved.status).toBe(201);
      expect((saved.json.inspection as { notes: string }).notes).toBe(notes);
      expect(await inspectionsNamed(notes)).toBe(1);
    });
  });

  describe('moving stock', () => {
    const source = ownSites.find((site) =>
      site.inventory_items.some((item) => item.allocations.length > 0),
    );
    const item = source?.inventory_items.find((candidate) => candidate.allocations.length > 0);
    const target = ownSites.find((site) => site.id !== source?.id && site.sublocations.length > 0);
    const line = (quantity: number) => ({
      item_id: item?.id ?? 0,
      from_subarea_id: item?.allocations[0]?.subarea_id,
      destination: {
        site_id: target?.id ?? 0,
        sublocation_id: target?.sublocations[0]?.id ?? 0,
        subarea_id: target?.sublocations[0]?.subareas[0]?.id ?? 0,
      },
      quantity,
    });
    const allocated = async (subareaId: number) =>
      Number(
        (
          await asSystem(server.database.db, (tx) =>
            tx
              .select({ n: sql<number>`coalesce(sum(${allocations.quantity}), 0)` })
              .from(allocations)
              .where(eq(allocations.subareaId, subareaId)),
          )
        )[0]?.n,
      );

    it('moves the units, records the movement, and replays a keyed retry without moving again', async () => {
      const { access } = await signIn();
      const from = item?.allocations[0]?.subarea_id ?? 0;
      const to = line(1).destination.subarea_id;
      const [fromBefore, toBefore] = [await allocated(from), await allocated(to)];
      const headers = { 'Idempotency-Key': 'move-once' };
      const first = await call('POST', '/api/move_items/', {
        token: access,
        body: [line(1)],
        headers,
      });
      const retry = await call('POST', '/api/move_items/', {
        token: access,
        body: [line(1)],
        headers,
      });
      expect([first.status, retry.status]).toEqual([200, 200]);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect([await allocated(from), await allocated(to)]).toEqual([fromBefore - 1, toBefore + 1]);
      const movements = await asSystem(server.database.db, (tx) =>
        tx
          .select({ n: count() })
          .from(stockMovements)
          .where(sql`${stockMovements.record}->'to'->>'site_id' = ${String(target?.id)}`),
      );
      expect(Number(movements[0]?.n)).toBeGreaterThanOrEqual(1);
      const keys = await asSystem(server.database.db, (tx) =>
        tx.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'move-once')),
      );
      expect(Number(keys[0]?.n)).toBe(1);
    });

    it('refuses more than is there (409), another firm (403), and changes nothing', async () => {
      const { access } = await signIn();
      const from = item?.allocations[0]?.subarea_id ?? 0;
      const before = await allocated(from);
      const tooMany = await call('POST', '/api/move_items/', {
        token: access,
        body: [line(1_000_000)],
      });
      expect(tooMany.status).toBe(409);
      const other = await signIn('otherAdmin');
      const foreign = await call('POST', '/api/move_items/', {
        token: other.access,
        body: [line(1)],
      });
      expect(foreign.status).toBe(403);
      expect(await allocated(from)).toBe(before);
    });
  });

  describe('reads answered from the view held in memory', () => {
    it('opens no transaction while the view is current, and answers a write committed elsewhere at once', async () => {
      const { access } = await signIn();
      const site = ownSites[5];
      if (!site) throw new Error('fixture: a site');
      const named = async (search: string) => {
        const answer = await call('GET', `/api/sites/?search=${encodeURIComponent(search)}`, {
          token: access,
        });
        expect(answer.status).toBe(200);
        return (answer.json.results as { id: number }[]).map((row) => row.id);
      };
      const rename = (name: string) =>
        asSystem(server.database.db, async (tx) => {
          // As another instance's write: the row and the customer's data version together.
          await tx.update(sites).set({ name }).where(eq(sites.id, site.id));
          await bumpDataVersion(tx, 1, [site.id]);
        });
      await named(site.name);
      const transactions = vi.spyOn(server.services.db, 'transaction');
      try {
        expect(await named(site.name)).toContain(site.id);
        expect(transactions).not.toHaveBeenCalled();
        await rename('Renamed by another instance');
        transactions.mockClear();
        expect(await named('Renamed by another instance')).toEqual([site.id]);
        // The view read again where the write moved it, in the read's own transaction.
        expect(transactions).toHaveBeenCalledTimes(1);
        transactions.mockClear();
        expect(await named('Renamed by another instance')).toEqual([site.id]);
        expect(transactions).not.toHaveBeenCalled();
      } finally {
        transactions.mockRestore();
        await rename(site.name);
      }
    });

    it("keeps one inspection's details per data version: a change committed elsewhere shows at once", async () => {
      const { access } = await signIn();
      const inspection = ownSites.flatMap((site) => site.inspections)[0];
      if (!inspection) throw new Error('fixture: an inspection');
      const details = async () => {
        const answer = await call('GET', `/api/inspection_details/${inspection.id}`, {
          token: access,
        });
        expect(answer.status).toBe(200);
        return answer;
      };
      const before = await details();
      const transactions = vi.spyOn(server.services.db, 'transaction');
      try {
        expect((await details()).headers.get('etag')).toBe(before.headers.get('etag'));
        expect(transactions).not.toHaveBeenCalled();
        await asSystem(server.database.db, async (tx) => {
          await tx.execute(
            sql`update inspections set record = jsonb_set(record, '{notes}', '"Changed elsewhere"') where id = ${inspection.id}`,
          );
          await bumpDataVersion(tx, 1, []);
        });
        const after = await details();
        expect((after.json.inspection as { notes: string }).notes).toBe('Changed elsewhere');
        expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      } finally {
        transactions.mockRestore();
      }
    });
  });
});
