// Writes sent at once, on PostgreSQL (a pool of connections, transactions really overlapping:
// set TEST_DATABASE_URL) and on PGlite (one connection, transactions queued): a signing link is
// used by exactly one of several signatures, one scaffold takes one handover, one Idempotency-Key
// stores once (and answers 409 while its first request holds it), tag numbers and live codes stay
// one each.
import { IDEMPOTENCY_ERROR_CODES } from '@scaffold/domain';
import { DEMO_ACCOUNTS } from '@scaffold/mocks/seed';
import { and, count, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handovers, media, scaffolds, signingLinks, tagCodes, users } from '../db/schema';
import { idempotencyLock } from '../services/idempotency';
import {
  type Answer,
  type DatabaseKind,
  startHttpTestServer,
  type TestServer,
} from '../testing/http-test-server';
import {
  description,
  handoverBody,
  OTHER_SIGNATURE,
  SIGNATURE,
  seededScaffold,
} from '../testing/scaffold-fixtures';

/** How many of each write are sent at once. */
const AT_ONCE = 6;
/** Rounds of the single-use race: a race lost once by chance is not a pass. */
const ROUNDS = 4;

/** A signature image of its own for each writer (bytes need not draw anything here). */
const signature = (index: number) =>
  `data:image/png;base64,${Buffer.from(`signature ${index} ${Math.random()}`).toString('base64').replace(/=+$/, '')}`;

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

describe.each(['pglite', 'postgres'] as DatabaseKind[])(
  'writes at once on %s',
  { timeout: 180_000 },
  (kind) => {
    let server: TestServer;
    const db = () => server.running.database.db;

    beforeAll(async () => {
      server = await startHttpTestServer(kind);
    }, 300_000);
    afterAll(() => server?.close());
    beforeEach(() => {
      server?.newCaller();
    });

    async function newScaffold() {
      const t1 = await seededScaffold(db(), 1, 'T-0001');
      const created = await server.call('createScaffold', {
        token: await server.login('manager'),
        body: { ...description, site_id: t1.siteId },
      });
      expect(created.status).toBe(201);
      return created.json.scaffold as { id: number; tag_number: string };
    }

    it('uses a signing link once, whichever of several signatures comes first', async () => {
      const token = await server.login('manager');
      for (let round = 0; round < ROUNDS; round += 1) {
        const scaffold = await newScaffold();
        const handed = await server.call('recordHandover', {
          token,
          params: { scaffold_id: scaffold.id },
          body: handoverBody(server.now()),
        });
        const handoverId = handed.json.handover.id as number;
        const made = await server.call('createSigningLink', {
          token,
          body: { document: { kind: 'handover', id: handoverId } },
        });
        const [mediaBefore] = await db().select({ count: count() }).from(media);
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, index) =>
            server.call('signDocument', {
              params: { token: made.json.token },
              body: { name: `Signer ${index}`, signature: index % 2 ? SIGNATURE : OTHER_SIGNATURE },
              from: server.newCaller(),
            }),
          ),
        );
        expect(statuses(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
        const winner = answers.find((answer) => answer.status === 200)?.json.signed_by;
        for (const loser of answers.filter((answer) => answer.status === 409)) {
          expect(loser.json.detail).toBe('This signing link is used.');
        }
        const [certificate] = await db()
          .select()
          .from(handovers)
          .where(eq(handovers.id, handoverId));
        expect(
          (certificate?.record as { client_signature?: { name: string } } | undefined)
            ?.client_signature?.name,
        ).toBe(winner);
        const [link] = await db()
          .select()
          .from(signingLinks)
          .where(eq(signingLinks.id, made.json.link.id));
        expect(link?.signedBy).toBe(winner);
        // The losers' signatures were rolled back with their transactions: one image kept.
        const [mediaAfter] = await db().select({ count: count() }).from(media);
        expect((mediaAfter?.count ?? 0) - (mediaBefore?.count ?? 0)).toBe(1);
      }
    });

    it('hands a scaffold over once when several handovers come at once', async () => {
      const token = await server.login('manager');
      for (let round = 0; round < ROUNDS; round += 1) {
        const scaffold = await newScaffold();
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, index) =>
            server.call('recordHandover', {
              token,
              params: { scaffold_id: scaffold.id },
              // Signatures of their own: the same image would queue them on its blob's key.
              body: { ...handoverBody(server.now()), competent_person_signature: signature(index) },
            }),
          ),
        );
        expect(statuses(answers)).toEqual([201, ...Array(AT_ONCE - 1).fill(409)]);
        const stored = await db()
          .select()
          .from(handovers)
          .where(eq(handovers.scaffoldId, scaffold.id));
        expect(stored).toHaveLength(1);
        const [row] = await db().select().from(scaffolds).where(eq(scaffolds.id, scaffold.id));
        expect(row?.handoverId).toBe(stored[0]?.id);
      }
    });

    it('stores once for one Idempotency-Key sent several times at once', async () => {
      const scaffold = await newScaffold();
      const token = await server.login('manager');
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          server.call('recordHandover', {
            token,
            params: { scaffold_id: scaffold.id },
            body: handoverBody(server.now()),
            headers: { 'Idempotency-Key': `at-once-${scaffold.id}` },
          }),
        ),
      );
      // Each is the first, a replay of it, or told the first is still running.
      const done = answers.filter((answer) => answer.status === 201);
      const waiting = answers.filter((answer) => answer.status === 409);
      expect(done.length + waiting.length).toBe(AT_ONCE);
      expect(
        done.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true'),
      ).toHaveLength(1);
      for (const answer of done) expect(answer.json).toEqual(done[0]?.json);
      for (const answer of waiting) {
        expect(answer.json.code).toBe(IDEMPOTENCY_ERROR_CODES.inProgress);
        expect(answer.headers.get('retry-after')).toBe('1');
      }
      const stored = await db()
        .select()
        .from(handovers)
        .where(eq(handovers.scaffoldId, scaffold.id));
      expect(stored).toHaveLength(1);
    });

    it('gives scaffolds made at once tag numbers of their own', async () => {
      const t1 = await seededScaffold(db(), 1, 'T-0001');
      const token = await server.login('manager');
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          server.call('createScaffold', { token, body: { ...description, site_id: t1.siteId } }),
        ),
      );
      expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(201));
      const numbers = answers.map((answer) => answer.json.scaffold.tag_number);
      expect(new Set(numbers).size).toBe(AT_ONCE);
    });

    it('leaves one live code after reprints at once', async () => {
      const scaffold = await newScaffold();
      const token = await server.login('manager');
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          server.call('reprintTag', { token, params: { scaffold_id: scaffold.id } }),
        ),
      );
      expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(200));
      const [live] = await db()
        .select({ count: count() })
        .from(tagCodes)
        .where(and(eq(tagCodes.scaffoldId, scaffold.id), isNull(tagCodes.revokedAt)));
      expect(live?.count).toBe(1);
    });

    // Only PostgreSQL has other sessions: PGlite's one session would hold the lock itself.
    it.skipIf(kind !== 'postgres')(
      'answers 409 with Retry-After while the first request of a key is still running',
      async () => {
        const scaffold = await newScaffold();
        const token = await server.login('manager');
        const [user] = await db()
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, DEMO_ACCOUNTS.manager.email));
        const key = `held-${scaffold.id}`;
        const [one, two] = idempotencyLock(user?.id ?? 0, 'recordHandover', key);
        const { target } = server.running.database;
        if (target.kind !== 'postgres') throw new Error('a PostgreSQL server is needed');
        const holder = new pg.Client({ connectionString: target.url });
        await holder.connect();
        const send = () =>
          server.call('recordHandover', {
            token,
            params: { scaffold_id: scaffold.id },
            body: handoverBody(server.now()),
            headers: { 'Idempotency-Key': key },
          });
        try {
          // The lock the first request of this key holds while it runs, held here instead.
          await holder.query('select pg_advisory_lock($1::int, $2::int)', [one, two]);
          const waiting = await send();
          expect([waiting.status, waiting.json.code]).toEqual([
            409,
            IDEMPOTENCY_ERROR_CODES.inProgress,
          ]);
          expect(waiting.headers.get('retry-after')).toBe('1');
          await holder.query('select pg_advisory_unlock($1::int, $2::int)', [one, two]);
          expect((await send()).status).toBe(201);
        } finally {
          await holder.end();
        }
      },
    );
  },
);
