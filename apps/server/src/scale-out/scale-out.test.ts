// Several instances of the server on one PostgreSQL behind Debian's nginx (testing/cluster/): what
// must be shared is shared (idempotency keys, rate-limit counts, refresh-token families, the read
// model's version), and the faults of a deployment lose or double nothing: an instance killed
// mid-save, PostgreSQL stopped and started under load, each instance restarted in turn.
// One cluster for the file (two instances, seeded at 1×); tests run in order and each leaves
// every instance and the database running.
import { randomUUID } from 'node:crypto';
import { ENDPOINTS, IDEMPOTENCY_ERROR_CODES, RATE_LIMITS } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { fixtures } from '@scaffold/mocks/contract-suite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyLock } from '../services/idempotency';
import { type ScaleOut, scaleOutUnavailable, startScaleOut } from '../testing/cluster/cluster';
import { type Answered, attempt, withRetries } from '../testing/cluster/retrying-client';
import { storedByNotes, storedWithNotes } from '../testing/stored-notes';

const unavailable = scaleOutUnavailable();
const SAVE = ENDPOINTS.saveInspection.path;
/** Two: every claim is one instance against another; a third would only lengthen the run. */
const INSTANCES = 2;

describe.skipIf(unavailable !== null)(
  `several instances behind nginx${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: ScaleOut;
    let access = '';
    let adminId = 0;
    const site = fixtures.ownSite();

    beforeAll(async () => {
      cluster = await startScaleOut({ instances: INSTANCES, poolSize: 5 });
      const signedIn = await post(cluster.url, '/api/auth/login/', {
        email: DEMO_ACCOUNTS.admin.email,
        password: DEMO_PASSWORD,
      });
      expect(signedIn?.status).toBe(200);
      access = String(signedIn?.json.access);
      const [admin] = await cluster.query<{ id: number }>('select id from users where email = $1', [
        DEMO_ACCOUNTS.admin.email,
      ]);
      adminId = Number(admin?.id);
    }, 180_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);

    const instance = (index: number) => {
      const found = cluster.instances[index];
      if (!found) throw new Error(`no instance ${index}`);
      return found;
    };

    function post(
      origin: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answered | null> {
      return attempt(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    }

    const saveInit = (key: string, notes: string): RequestInit => ({
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${access}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ ...fixtures.savedInspectionBody(site.id), notes }),
    });

    const rowsNamed = (notes: string) => storedWithNotes(cluster.query, notes);

    const read = (origin: string, path = '/api/dashboard_summary/') =>
      attempt(`${origin}${path}`, { headers: { Authorization: `Bearer ${access}` } });

    it('answers through nginx from every instance, and a save on one is read on the next read of every other', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i += 1) {
        const answer = await read(cluster.url);
        expect(answer?.status).toBe(200);
        seen.add(answer?.headers.get('x-upstream') ?? '');
      }
      expect(seen.size).toBe(INSTANCES);
      // Each instance holds the customer's view now; a save on the first must show on the others.
      const idsOn = async (origin: string) => {
        const answer = await read(origin, `/api/site_inspections/${site.id}`);
        expect(answer?.status).toBe(200);
        return ((answer?.json.results ?? []) as { id: number }[]).map((row) => row.id);
      };
      const notes = `seen everywhere ${randomUUID()}`;
      const others = cluster.instances.slice(1);
      const before = await Promise.all(others.map((other) => idsOn(other.url)));
      const saved = await attempt(`${instance(0).url}${SAVE}`, saveInit(randomUUID(), notes));
      expect(saved?.status).toBe(201);
      const id = (saved?.json.inspection as { id: number } | undefined)?.id;
      expect(id).toBeGreaterThan(0);
      for (const [n, other] of others.entries()) {
        expect(before[n]).not.toContain(id);
        expect(await idsOn(other.url)).toContain(id);
      }
    });

    it("a save past the balancer's body buffer (the size of a photo) is answered by an instance", async () => {
      // nginx writes such a body to a temporary file before it passes it on: a file its workers
      // could not write made every save with a photo nginx's own 500.
      const notes = `a long note ${randomUUID()} ${"of a photo's size ".repeat(12_000)}`;
      const saved = await attempt(`${cluster.url}${SAVE}`, saveInit(randomUUID(), notes));
      expect(saved?.status).toBe(201);
      expect(saved?.headers.get('x-upstream')).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(await rowsNamed(notes)).toBe(1);
    });

    it('one Idempotency-Key sent to two instances at once: one row, the same answer to both', async () => {
      // First with the key's lock held here, as a first request in flight on a third instance
      // would hold it: both instances see the claim and answer 409 'still in progress'.
      const held = new pg.Client({ connectionString: cluster.databaseUrl });
      await held.connect();
      const key = randomUUID();
      const notes = `one key, two instances ${key}`;
      const [one, two] = idempotencyLock(adminId, 'saveInspection', key);
      await held.query('select pg_advisory_lock($1::int, $2::int)', [one, two]);
      const whileHeld = await Promise.all(
        [0, 1].map((i) => attempt(`${instance(i).url}${SAVE}`, saveInit(key, notes))),
      );
      for (const answer of whileHeld) {
        expect(answer?.status).toBe(409);
        expect(answer?.json.code).toBe(IDEMPOTENCY_ERROR_CODES.inProgress);
        expect(answer?.headers.get('retry-after')).toBeTruthy();
      }
      expect(await rowsNamed(notes)).toBe(0);
      await held.query('select pg_advisory_unlock($1::int, $2::int)', [one, two]);
      await held.end();
      const released = await Promise.all(
        [0, 1].map((i) => withRetries(`${instance(i).url}${SAVE}`, saveInit(key, notes))),
      );
      expect(released.map((r) => r.answer.status)).toEqual([201, 201]);
      expect(released[0]?.answer.json).toEqual(released[1]?.answer.json);
      expect(await rowsNamed(notes)).toBe(1);

      // Then raced freely, key after key: whichever instance wins, the other replays its answer.
      for (let round = 0; round < 3; round += 1) {
        const raced = randomUUID();
        const racedNotes = `raced ${raced}`;
        const answers = await Promise.all(
          [round % INSTANCES, (round + 1) % INSTANCES].map((i) =>
            withRetries(`${instance(i).url}${SAVE}`, saveInit(raced, racedNotes)),
          ),
        );
        expect(answers.map((r) => r.answer.status)).toEqual([201, 201]);
        expect(answers[0]?.answer.json).toEqual(answers[1]?.answer.json);
        const replayed = answers.filter(
          (r) => r.answer.headers.get('idempotent-replayed') === 'true',
        );
        expect(replayed).toHaveLength(1);
        expect(await rowsNamed(racedNotes)).toBe(1);
      }
    }, 60_000);

    it('a public caller over the limit on one instance is over it on every instance', async () => {
      const token = `no-such-signing-link-${randomUUID()}`;
      const { max } = RATE_LIMITS.signing;
      for (;;) {
        const caller = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
        const from = { 'X-Forwarded-For': caller };
        let over: Answered | null = null;
        for (let i = 0; i <= max && !over; i += 1) {
          const answer = await attempt(`${instance(0).url}/api/sign/${token}`, { headers: from });
          if (answer?.status === 429) over = answer;
        }
        expect(over?.status).toBe(429);
        // A fixed window: too near its end, the others could already be in the next one.
        if (Number(over?.headers.get('retry-after')) <= 3) {
          await new Promise((resolve) =>
            setTimeout(resolve, Number(over?.headers.get('retry-after')) * 1000 + 200),
          );
          continue;
        }
        for (const origin of [...cluster.instances.slice(1).map((i) => i.url), cluster.url]) {
          const elsewhere = await attempt(`${origin}/api/sign/${token}`, { headers: from });
          expect(elsewhere?.status).toBe(429);
          expect(Number(elsewhere?.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(elsewhere?.json.detail).toMatch(/Too many requests/);
        }
        // Another caller is not held back by it.
        const other = await attempt(`${instance(1).url}/api/sign/${token}`, {
          headers: { 'X-Forwarded-For': '198.51.100.7' },
        });
        expect(other?.status).not.toBe(429);
        return;
      }
    });

    it('a refresh token rotated on one instance and sent again on another ends the session', async () => {
      const pair = await post(instance(0).url, '/api/auth/login/', {
        email: DEMO_ACCOUNTS.manager.email,
        password: DEMO_PASSWORD,
      });
      expect(pair?.status).toBe(200);
      const first = String(pair?.json.refresh);
      const rotated = await post(instance(0).url, '/api/auth/token/refresh/', { refresh: first });
      expect(rotated?.status).toBe(200);
      // Within the grace (two tabs refreshing at once), another instance answers the same successor.
      const twin = await post(instance(1).url, '/api/auth/token/refresh/', { refresh: first });
      expect(twin?.status).toBe(200);
      expect(twin?.json.refresh).toBe(rotated?.json.refresh);
      // The grace passed (the stored rotation moved back, the clocks left alone): reuse.
      await cluster.query(
        "update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null",
      );
      const reused = await post(instance(1).url, '/api/auth/token/refresh/', { refresh: first });
      expect(reused?.status).toBe(401);
      expect(reused?.json.code).toBe('token_not_valid');
      const successor = await post(instance(0).url, '/api/auth/token/refresh/', {
        refresh: rotated?.json.refresh,
      });
      expect(successor?.status).toBe(401);
      const [ended] = await cluster.query<{ reason: string }>(
        'select revoked_reason as reason from sessions s join refresh_tokens t on t.session_id = s.id where t.token_hash is not null and s.revoked_at is not null order by s.revoked_at desc limit 1',
      );
      expect(ended?.reason).toBe('reuse');
    });

    it('kill -9 of an instance during a stream of keyed saves: answered saves once, unanswered at most once, and once after the retry', async () => {
      const victim = instance(1);
      const sent: { key: string; notes: string; answer: Answered | null }[] = [];
      let killedAt = -1;
      const worker = async () => {
        while (sent.length < 24) {
          const key = randomUUID();
          const entry = { key, notes: `stream ${key}`, answer: null as Answered | null };
          sent.push(entry);
          if (sent.length === 8 && killedAt < 0) {
            killedAt = sent.length;
            // Not awaited: the kill lands while this worker's save and others are in flight.
            void victim.stop('SIGKILL');
          }
          entry.answer = await attempt(`${cluster.url}${SAVE}`, saveInit(key, entry.notes));
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      expect(killedAt).toBeGreaterThan(0);
      expect(victim.running()).toBe(false);
      const answered = sent.filter((s) => s.answer?.status === 201);
      const unanswered = sent.filter((s) => s.answer?.status !== 201);
      // Anything else than a save or a gateway's failure would be a bug; nginx's own failure is
      // a 503 with the contract's {detail}, never its HTML 502.
      for (const s of unanswered) expect([undefined, 409, 503, 504]).toContain(s.answer?.status);
      expect(answered.length).toBeGreaterThan(12);
      for (const s of answered) expect(await rowsNamed(s.notes)).toBe(1);
      for (const s of unanswered) expect(await rowsNamed(s.notes)).toBeLessThanOrEqual(1);
      for (const s of unanswered) {
        const retried = await withRetries(`${cluster.url}${SAVE}`, saveInit(s.key, s.notes));
        expect(retried.answer.status).toBe(201);
        expect(await rowsNamed(s.notes)).toBe(1);
      }
      // Every save once, whatever its first attempt met.
      const stored = await storedByNotes(cluster.query, 'stream %');
      expect([...stored.values()].reduce((sum, n) => sum + n, 0)).toBe(sent.length);
      console.info(
        `kill -9: ${sent.length} saves, ${unanswered.length} unanswered at first (${unanswered.map((s) => s.answer?.status ?? 'no answer').join(', ') || 'none'})`,
      );
      await victim.start();
      // The next proof starts from a balancer that holds no instance as failed.
      await cluster.nginx.untilServing(cluster.instances.map((i) => i.port));
    }, 120_000);

    it('PostgreSQL stopped under load: 503 with Retry-After while it is away, then answers again with no instance restarted', async () => {
      const pids = cluster.instances.map((i) => i.pid());
      const statuses: Answered[] = [];
      let loading = true;
      const load = (async () => {
        while (loading) {
          const answer = await read(cluster.url);
          if (answer) statuses.push(answer);
        }
      })();
      await cluster.postgres.halt?.();
      try {
        for (const origin of [cluster.url, ...cluster.instances.map((i) => i.url)]) {
          const away = await read(origin);
          expect(away?.status).toBe(503);
          expect(Number(away?.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(away?.json.detail).toMatch(/unavailable/i);
          const save = await attempt(`${origin}${SAVE}`, saveInit(randomUUID(), 'while away'));
          expect(save?.status).toBe(503);
          const ready = await attempt(`${origin}/ready`, {});
          expect(ready?.status).toBe(503);
        }
      } finally {
        await cluster.postgres.resume?.();
      }
      const back = await withRetries(`${cluster.url}/api/dashboard_summary/`, {
        headers: { Authorization: `Bearer ${access}` },
      });
      expect(back.answer.status).toBe(200);
      loading = false;
      await load;
      for (const i of cluster.instances) {
        const answer = await withRetries(`${i.url}/api/dashboard_summary/`, {
          headers: { Authorization: `Bearer ${access}` },
        });
        expect(answer.answer.status).toBe(200);
      }
      expect(cluster.instances.map((i) => i.pid())).toEqual(pids);
      // Under load nothing but answers and 503s with Retry-After: no 500, no gateway error.
      const odd = statuses.filter(
        (a) => a.status !== 200 && !(a.status === 503 && a.headers.get('retry-after')),
      );
      expect(odd.map((a) => `${a.status} ${JSON.stringify(a.json)}`)).toEqual([]);
      expect(statuses.some((a) => a.status === 503)).toBe(true);
      expect(await rowsNamed('while away')).toBe(0);
    }, 60_000);

    it('a rolling restart under load: no request fails for a client that retries as the portal does', async () => {
      const failures: string[] = [];
      const saved: string[] = [];
      let loading = true;
      let requests = 0;
      const worker = async (index: number) => {
        while (loading) {
          requests += 1;
          if (index % 2 === 0) {
            const notes = `rolling ${randomUUID()}`;
            const { answer } = await withRetries(
              `${cluster.url}${SAVE}`,
              saveInit(randomUUID(), notes),
            );
            if (answer.status === 201) saved.push(notes);
            else failures.push(`save ${answer.status} ${JSON.stringify(answer.json)}`);
          } else {
            const { answer } = await withRetries(`${cluster.url}/api/site_overview/`, {
              headers: { Authorization: `Bearer ${access}` },
            });
            if (answer.status !== 200) failures.push(`read ${answer.status}`);
          }
        }
      };
      const load = Promise.all([0, 1, 2].map(worker));
      const pids = cluster.instances.map((i) => i.pid());
      await cluster.rollingRestart();
      loading = false;
      await load;
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(20);
      for (const [n, i] of cluster.instances.entries()) expect(i.pid()).not.toBe(pids[n]);
      for (const notes of saved) expect(await rowsNamed(notes)).toBe(1);
    }, 120_000);
  },
);
