// The mock keeps Idempotency-Key's rules as a real server must (IETF httpapi draft, Stripe): per
// user, 24 hours, the token first, 422 for another body, 409 while the first runs, the write and
// its answer in one commit. Property tests drive two senders through any interleaving.
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@scaffold/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession, expireAccessTokens } from './auth/tokens';
import { DEMO_ACCOUNTS, MOCK_CUSTOMERS } from './constants';
import { advanceMockClock } from './db/clock';
import { getDatabase, onDatabaseChange, resetDatabase } from './db/database';
import { clearScenarios, setScenario } from './scenarios';
import { type Answer, call, heldRequest, savedInspectionBody, useMockServer } from './test-support';

useMockServer();

const SITE = 1;
const HOUR_MS = 3_600_000;

const history = () =>
  getDatabase()
    .customers.filter((customer) => customer.id === MOCK_CUSTOMERS.demo.id)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((site) => site.id === SITE)?.inspections ?? [];
const copiesOf = (notes: string) => history().filter((entry) => entry.notes === notes).length;

const inspection = (notes: string) => ({ ...savedInspectionBody(SITE), notes });
const tokenOf = (account: keyof typeof DEMO_ACCOUNTS = 'admin') =>
  createSession(DEMO_ACCOUNTS[account].email).access;
const save = (access: string, key: string, body: unknown) =>
  call('saveInspection', { token: access, body, headers: { 'Idempotency-Key': key } });
const idOf = (answer: Answer) => (answer.json.inspection as { id?: number } | undefined)?.id;

describe('Idempotency-Key in the mock', () => {
  it('answers a repeat with the first answer, marked as replayed, and stores once', async () => {
    const access = tokenOf();
    const first = await save(access, 'k-1', inspection('once'));
    const again = await save(access, 'k-1', inspection('once'));
    expect(first.status).toBe(201);
    expect([again.status, again.replayed, again.text]).toEqual([201, true, first.text]);
    expect(first.replayed).toBe(false);
    expect(copiesOf('once')).toBe(1);
  });

  it('refuses the same key with another body (422) and stores nothing of it', async () => {
    const access = tokenOf();
    await save(access, 'k-2', inspection('first body'));
    const changed = await save(access, 'k-2', inspection('second body'));
    expect(changed.status).toBe(422);
    expect(changed.json.code).toBe(IDEMPOTENCY_ERROR_CODES.reused);
    expect([copiesOf('first body'), copiesOf('second body')]).toEqual([1, 0]);
    // The same body spelt with its keys in another order is the same body.
    const reordered = Object.fromEntries(Object.entries(inspection('first body')).reverse());
    expect((await save(access, 'k-2', reordered)).replayed).toBe(true);
  });

  it('keeps keys per user: another user’s same key is a request of its own', async () => {
    const admin = await save(tokenOf('admin'), 'shared', inspection('by the admin'));
    const manager = await save(tokenOf('manager'), 'shared', inspection('by the manager'));
    expect([admin.status, manager.status, manager.replayed]).toEqual([201, 201, false]);
    expect(idOf(manager)).not.toBe(idOf(admin));
    expect([copiesOf('by the admin'), copiesOf('by the manager')]).toEqual([1, 1]);
  });

  it('checks the token before replaying: an expired or missing one gets 401, never the answer', async () => {
    const access = tokenOf();
    await save(access, 'k-3', inspection('kept answer'));
    const anonymous = await call('saveInspection', {
      body: inspection('kept answer'),
      headers: { 'Idempotency-Key': 'k-3' },
    });
    expireAccessTokens();
    const expired = await save(access, 'k-3', inspection('kept answer'));
    expect([anonymous.status, expired.status]).toEqual([401, 401]);
    expect(expired.text).not.toContain('kept answer');
  });

  it(`keeps a key ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours by the mock's clock`, async () => {
    const access = tokenOf();
    await save(access, 'k-4', inspection('a day'));
    advanceMockClock(IDEMPOTENCY_KEY_LIFETIME_HOURS * HOUR_MS - 1);
    const withinADay = await save(tokenOf(), 'k-4', inspection('a day'));
    advanceMockClock(1);
    const afterADay = await save(tokenOf(), 'k-4', inspection('a day'));
    expect([withinADay.replayed, afterADay.replayed]).toEqual([true, false]);
    expect(copiesOf('a day')).toBe(2);
    // Expired keys are dropped with the next write.
    expect(Object.keys(getDatabase().idempotency ?? {})).toHaveLength(1);
  });

  it('answers 409 while the first request with the key is still running, then the replay', async () => {
    const access = tokenOf();
    const first = heldRequest('saveInspection', {
      token: access,
      key: 'k-5',
      body: inspection('slow upload'),
    });
    await first.claimed();
    const meanwhile = await save(access, 'k-5', inspection('slow upload'));
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.json.code).toBe(IDEMPOTENCY_ERROR_CODES.inProgress);
    first.release();
    expect((await first.answer).status).toBe(201);
    expect((await save(access, 'k-5', inspection('slow upload'))).replayed).toBe(true);
    expect(copiesOf('slow upload')).toBe(1);
  });

  it('does not keep a refusal: the key can be sent again once the body is put right', async () => {
    const access = tokenOf();
    const refused = await save(access, 'k-6', {
      ...inspection('refused'),
      photos: { 'roof.tiles': 'data:,' },
    });
    expect(refused.status).toBe(400);
    expect((await save(access, 'k-6', inspection('refused'))).status).toBe(201);
  });

  it('commits the write and its kept answer in one step', async () => {
    const access = tokenOf();
    const commits: { stored: number; kept: boolean }[] = [];
    const stop = onDatabaseChange(() => {
      commits.push({
        stored: copiesOf('one step'),
        kept: Object.keys(getDatabase().idempotency ?? {}).some((scope) => scope.endsWith(':k-7')),
      });
    });
    await save(access, 'k-7', inspection('one step'));
    stop();
    expect(commits).toEqual([{ stored: 1, kept: true }]);
  });

  it('stores once when the answer is lost on the way back and the request is sent again', async () => {
    const access = tokenOf();
    setScenario({ name: 'lost-answer', endpoint: 'saveInspection', status: 504 });
    const lost = await save(access, 'k-8', inspection('lost answer'));
    expect([lost.status, lost.text]).toEqual([504, expect.stringContaining('Gateway Time-out')]);
    const again = await save(access, 'k-8', inspection('lost answer'));
    expect([again.status, again.replayed]).toEqual([201, true]);
    expect(copiesOf('lost answer')).toBe(1);
    clearScenarios();
  });
});

describe('Idempotency-Key, any interleaving (fast-check scheduler)', () => {
  /** Counts answered requests, so a sender told 409 can wait for the one running to finish. */
  function answeredCounter() {
    let answered = 0;
    let waiters: (() => void)[] = [];
    return {
      get count() {
        return answered;
      },
      /** One more request was answered. */
      tick() {
        answered += 1;
        const woken = waiters;
        waiters = [];
        for (const wake of woken) wake();
      },
      /** Resolves once more than `seen` requests have been answered. */
      async beyond(seen: number) {
        while (answered <= seen) await new Promise<void>((wake) => waiters.push(wake));
      },
    };
  }
  type Answered = ReturnType<typeof answeredCounter>;

  /**
   * A sender as a client is: it sends, and on a lost answer sends the same body with the same key
   * again; on a 409 it waits (Retry-After) until the request that was running has been answered,
   * then asks again. Each send and each body's arrival is released by the scheduler, in any order.
   */
  async function sender(
    s: fc.Scheduler,
    name: string,
    answered: Answered,
    options: { access: string; key: string; body: unknown; losesFirstAnswer: boolean },
  ): Promise<Answer[]> {
    const answers: Answer[] = [];
    let loseNext = options.losesFirstAnswer;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await s.schedule(Promise.resolve(), `${name} sends`);
      const seen = answered.count;
      const held = heldRequest('saveInspection', { ...options, token: options.access });
      void s.schedule(Promise.resolve(), `${name}'s body arrives`).then(held.release);
      const answer = await held.answer;
      answered.tick();
      answers.push(answer);
      if (loseNext) {
        loseNext = false; // the answer never reached it: it cannot tell, and sends again
        continue;
      }
      if (answer.status !== 409) return answers;
      await answered.beyond(seen + 1);
    }
    throw new Error(`${name} never got a final answer`);
  }

  it('any interleaving of two senders with one key stores once, and both hear the same answer', async () => {
    const statuses = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), fc.boolean(), async (s, loseA, loseB) => {
        resetDatabase();
        const body = inspection('two senders');
        const shared = { access: tokenOf(), key: 'one-key', body };
        const answered = answeredCounter();
        const both = Promise.all([
          sender(s, 'A', answered, { ...shared, losesFirstAnswer: loseA }),
          sender(s, 'B', answered, { ...shared, losesFirstAnswer: loseB }),
        ]);
        const [a, b] = await s.waitFor(both);
        for (const answer of [...a, ...b])
          statuses.add(`${answer.status}${answer.replayed ? ' replayed' : ''}`);
        const finalA = a.at(-1) as Answer;
        const finalB = b.at(-1) as Answer;
        expect([finalA.status, finalB.status]).toEqual([201, 201]);
        expect(idOf(finalA)).toBe(idOf(finalB));
        expect(copiesOf('two senders')).toBe(1);
      }),
      { numRuns: 60 },
    );
    // The runs met the key running (409) and kept (replayed), not only one sender after the other.
    expect(statuses).toEqual(new Set(['201', '201 replayed', '409']));
    // A deadline for a loaded 2-core machine (10 s seen at load 15), not an expected time.
  }, 120_000);

  it('a changed body is never answered from a replay, whenever it arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        async (s, first, second) => {
          fc.pre(first !== second);
          resetDatabase();
          const access = tokenOf();
          const answered = answeredCounter();
          const send = (notes: string) =>
            sender(s, notes, answered, {
              access,
              key: 'one-key',
              body: inspection(notes),
              losesFirstAnswer: false,
            });
          const [a, b] = await s.waitFor(Promise.all([send(first), send(second)]));
          const answers = [...a, ...b];
          // One body was stored (whichever came first); the other was refused, never replayed.
          const stored = answers.filter((answer) => answer.status === 201);
          expect(stored).toHaveLength(1);
          expect(stored[0]?.replayed).toBe(false);
          expect(answers.filter((answer) => answer.status === 422)).toHaveLength(1);
          expect(copiesOf(first) + copiesOf(second)).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
