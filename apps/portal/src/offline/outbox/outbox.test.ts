// The outbox over fake-indexeddb (a fresh database per test), sending through the real API
// client to the mock backend in Node: order, refusals, retries with backoff, exactly-once
// sends through the Idempotency-Key, ownership, and what survives a reload.
import { ApiNetworkError, ApiTimeoutError } from '@scaffold/api-client';
import type { NewInspectionFormValues } from '@scaffold/domain';
import { clearScenarios, DEMO_ACCOUNTS, getDatabase, setScenario } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientSignedInAs, SAMPLE_PHOTO, sampleInspection } from '../../testing/sample-inspection';
import { openOfflineDb } from '../offline-db';
import { type Owner, ownerOf } from '../owner';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelay } from './backoff';
import { outboxOn } from './outbox-actions';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxRunner } from './outbox-runner';
import {
  addToOutbox,
  listOutbox,
  readPayload,
  removeFromOutbox,
  updateEntry,
} from './outbox-store';
import { sendOutbox } from './send-outbox';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
const server = useMockServer();

let factory: IDBFactory;
let db: IDBDatabase;
beforeEach(async () => {
  factory = new IDBFactory();
  db = await openOfflineDb(factory);
  return () => db.close();
});
/** The outbox over this test's database. */
const box = () => outboxOn((work) => work(db));

const ADMIN = DEMO_ACCOUNTS.admin.email;
const STAFF = DEMO_ACCOUNTS.staff.email;
const CUSTOMER = 1;
const owner = (email: string): Owner => ownerOf({ customer_id: CUSTOMER, email });
const SITE = { id: 1, name: 'Site one' };

const clientOf = clientSignedInAs;
const inspection = (notes: string) => sampleInspection(notes, { photo: true });

let serial = 0;
async function queue(
  notes: string,
  options: {
    email?: string;
    savedAt?: number;
    values?: NewInspectionFormValues;
    site?: { id: number; name: string };
  } = {},
): Promise<OutboxEntry> {
  serial += 1;
  const site = options.site ?? SITE;
  const entry: OutboxEntry = {
    id: `entry-${String(serial).padStart(4, '0')}`,
    owner: owner(options.email ?? ADMIN),
    siteId: site.id,
    siteName: site.name,
    savedAt: options.savedAt ?? 1_000 + serial,
    idempotencyKey: `key-${serial}`,
    status: 'waiting',
    attempts: 0,
    reason: null,
  };
  await addToOutbox(db, entry, options.values ?? inspection(notes));
  return entry;
}

const historyNotes = (siteId = SITE.id) =>
  (
    getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .find((site) => site.id === siteId)?.inspections ?? []
  ).map((entry) => entry.notes);

describe('the outbox store', () => {
  it('lists entries in the order they were saved, whatever order they were written in', async () => {
    await queue('third', { savedAt: 3000 });
    await queue('first', { savedAt: 1000 });
    await queue('second', { savedAt: 2000 });
    const listed = await listOutbox(db, owner(ADMIN));
    expect(listed.map((entry) => entry.savedAt)).toEqual([1000, 2000, 3000]);
  });

  it("hides a user's entries and inspections from every other user", async () => {
    const staffs = await queue('staff on site', { email: STAFF });
    await queue('admin on site', { email: ADMIN });
    const other = ownerOf({ customer_id: 2, email: STAFF }); // same email, another customer
    expect((await listOutbox(db, owner(ADMIN))).map((e) => e.owner)).toEqual([owner(ADMIN)]);
    expect(await listOutbox(db, other)).toEqual([]);
    expect(await readPayload(db, owner(ADMIN), staffs.id)).toBeNull();
    expect(await removeFromOutbox(db, owner(ADMIN), staffs.id)).toBe(false);
    expect(await updateEntry(db, owner(ADMIN), staffs.id, { status: 'refused' })).toBeNull();
    expect(await readPayload(db, owner(STAFF), staffs.id)).toMatchObject({
      notes: 'staff on site',
    });
  });

  it('keeps entries, photos and signatures across a reload (a new connection)', async () => {
    const kept = await queue('before the reload');
    db.close();
    db = await openOfflineDb(factory);
    expect(await listOutbox(db, owner(ADMIN))).toEqual([kept]);
    const values = await readPayload(db, owner(ADMIN), kept.id);
    expect(values?.photos).toEqual({ 'safety.signage': SAMPLE_PHOTO });
    expect(values?.signatures.inspector).toBe(SAMPLE_PHOTO);
  });

  it('never lists a record it cannot read as an entry', async () => {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({ id: 'junk', owner: owner(ADMIN), status: 'lost' });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const good = await queue('readable');
    expect(await listOutbox(db, owner(ADMIN))).toEqual([good]);
  });
});

describe('sendOutbox', () => {
  it('sends every waiting entry once, oldest first, and empties the outbox', async () => {
    await queue('second', { savedAt: 2000 });
    await queue('first', { savedAt: 1000 });
    await queue('third', { savedAt: 2000 }); // same instant: after 'second', queued before it
    const before = historyNotes();
    const result = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(result.stoppedBy).toBeNull();
    expect(result.sent).toHaveLength(3);
    // The history is newest first.
    expect(historyNotes()).toEqual(['third', 'second', 'first', ...before]);
    expect(await listOutbox(db, owner(ADMIN))).toEqual([]);
  });

  it('sends only its owner’s entries', async () => {
    await queue('staff’s', { email: STAFF });
    await queue('admin’s', { email: ADMIN });
    const result = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(result.sent.map((entry) => entry.owner)).toEqual([owner(ADMIN)]);
    expect(historyNotes()).toContain('admin’s');
    expect(historyNotes()).not.toContain('staff’s');
    expect(await listOutbox(db, owner(STAFF))).toHaveLength(1);
  });

  it('keeps a refused entry with the server’s reason and goes on with the next', async () => {
    const bad = inspection('refused');
    bad.photos['safety.unknown'] = 'data:image/png;base64,iVBORw0KGgo=';
    const refused = await queue('refused', { values: bad, savedAt: 1 });
    await queue('accepted', { savedAt: 2 });
    const result = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(result.refused.map((entry) => entry.id)).toEqual([refused.id]);
    expect(historyNotes()[0]).toBe('accepted');
    const [kept] = await listOutbox(db, owner(ADMIN));
    expect(kept).toMatchObject({
      id: refused.id,
      status: 'refused',
      reason: 'photos.safety.unknown: not a checklist item',
    });
    // A refused entry is not tried again by the next round: it waits for its owner.
    const again = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(again.sent).toEqual([]);
    expect(historyNotes().filter((notes) => notes === 'refused')).toEqual([]);
  });

  it.each([
    ['no network', { name: 'network-error', endpoint: 'saveInspection' } as const],
    ['a server error', { name: 'server-error', endpoint: 'saveInspection', status: 503 } as const],
    [
      'too many requests',
      { name: 'server-error', endpoint: 'saveInspection', status: 429 } as const,
    ],
  ])(
    'stops at %s, counts the attempt, and sends everything once it passes',
    async (_case, scenario) => {
      await queue('one', { savedAt: 1 });
      await queue('two', { savedAt: 2 });
      setScenario(scenario);
      const api = clientOf(ADMIN);
      const failed = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api });
      expect(failed).toMatchObject({
        sent: [],
        refused: [],
        stoppedBy: 'retry',
        storageErrors: [],
      });
      const waiting = await listOutbox(db, owner(ADMIN));
      expect(waiting.map((entry) => [entry.status, entry.attempts])).toEqual([
        ['waiting', 1],
        ['waiting', 0], // never tried: the first one of its site failed before it
      ]);
      clearScenarios();
      // Later than any entry's own retry time.
      const later = () => Date.now() + 60 * 60_000;
      const passed = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api, now: later });
      expect(passed.sent).toHaveLength(2);
      expect(historyNotes().slice(0, 2)).toEqual(['two', 'one']);
    },
  );

  it('lets the next sites’ entries through while the oldest always times out, and keeps each site’s order', async () => {
    const OTHER = { id: 2, name: 'Site two' };
    const THIRD = { id: 3, name: 'Site three' };
    await queue('heavy', { savedAt: 1 });
    await queue('after heavy, same site', { savedAt: 2 });
    await queue('small, another site', { savedAt: 3, site: OTHER });
    await queue('small, a third site', { savedAt: 4, site: THIRD });
    const real = clientOf(ADMIN);
    let heavyTimesOut = true;
    const api = {
      ...real,
      saveInspection: async (...args: Parameters<typeof real.saveInspection>) => {
        if (heavyTimesOut && args[0].notes === 'heavy') {
          throw new ApiTimeoutError('POST /api/save_inspection/', 90_000);
        }
        return real.saveInspection(...args);
      },
    };
    let clock = 1_000_000;
    const now = () => clock;
    const first = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api, now });
    expect(first.sent.map((entry) => entry.siteId)).toEqual([OTHER.id, THIRD.id]);
    expect(first.stoppedBy).toBe('retry');
    expect(historyNotes(OTHER.id)[0]).toBe('small, another site');
    expect(historyNotes(THIRD.id)[0]).toBe('small, a third site');
    // The heavy one stepped aside, saying why; the later one of its site waits behind it.
    const [heavy, behind] = await listOutbox(db, owner(ADMIN));
    expect(heavy).toMatchObject({ attempts: 1, lastFailure: 'timeout' });
    expect(heavy?.heldUntil).toBe(first.nextDueAt);
    expect(heavy?.heldUntil).toBeGreaterThan(clock);
    expect(behind).toMatchObject({ attempts: 0 });
    expect(historyNotes()).not.toContain('after heavy, same site');

    // Before its own time it is not tried (nor the one behind it); after it, it is.
    const early = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api, now });
    expect(early).toMatchObject({ sent: [], stoppedBy: null, nextDueAt: heavy?.heldUntil });
    clock = (heavy?.heldUntil ?? 0) + 1;
    heavyTimesOut = false;
    const later = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api, now });
    expect(later.sent).toHaveLength(2);
    expect(historyNotes().slice(0, 2)).toEqual(['after heavy, same site', 'heavy']);
  });

  it('stops after two entries in a row fail on their own: the trouble is the server’s', async () => {
    await queue('one', { savedAt: 1 });
    await queue('two', { savedAt: 2, site: { id: 2, name: 'Site two' } });
    await queue('three', { savedAt: 3, site: { id: 3, name: 'Site three' } });
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 504 });
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const result = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(result.stoppedBy).toBe('retry');
    expect(requests).toHaveLength(2);
    const listed = await listOutbox(db, owner(ADMIN));
    expect(listed.map((entry) => [entry.attempts, entry.lastFailure])).toEqual([
      [1, 'server'],
      [1, 'server'],
      [0, undefined],
    ]);
  });

  it('saves once when an answer is lost and the entry is sent again with its key', async () => {
    const entry = await queue('answer lost');
    const real = clientOf(ADMIN);
    const keys: (string | undefined)[] = [];
    let loseAnswer = true;
    const api = {
      ...real,
      saveInspection: async (...args: Parameters<typeof real.saveInspection>) => {
        keys.push(args[1]?.idempotencyKey);
        const answer = await real.saveInspection(...args);
        if (loseAnswer) {
          loseAnswer = false;
          throw new ApiNetworkError('POST /api/save_inspection/');
        }
        return answer;
      },
    };
    const before = historyNotes().length;
    expect((await sendOutbox({ outbox: box(), owner: owner(ADMIN), api })).stoppedBy).toBe('retry');
    expect(historyNotes()).toHaveLength(before + 1); // it did reach the server
    expect((await sendOutbox({ outbox: box(), owner: owner(ADMIN), api })).sent).toHaveLength(1);
    expect(keys).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
    expect(historyNotes()).toHaveLength(before + 1);
    expect(historyNotes().filter((notes) => notes === 'answer lost')).toHaveLength(1);
  });

  it('waits for sign-in when the session is over, trying nothing else and counting nothing', async () => {
    await queue('after sign-in', { savedAt: 1 });
    await queue('also after sign-in', { savedAt: 2 });
    const expiring = clientOf(ADMIN);
    setScenario({ name: 'expired-access-token' });
    setScenario({ name: 'refresh-failure' });
    const result = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: expiring });
    expect(result.stoppedBy).toBe('signed-out');
    const waiting = await listOutbox(db, owner(ADMIN));
    expect(waiting.map((entry) => [entry.status, entry.attempts])).toEqual([
      ['waiting', 0],
      ['waiting', 0],
    ]);
    clearScenarios();
    // Signed in again: a new session sends them.
    const signedIn = await sendOutbox({ outbox: box(), owner: owner(ADMIN), api: clientOf(ADMIN) });
    expect(signedIn.sent).toHaveLength(2);
  });

  it('stops, leaving the entry waiting, when it is aborted', async () => {
    await queue('aborted');
    const controller = new AbortController();
    setScenario({ name: 'slow', endpoint: 'saveInspection', delayMs: 'infinite' });
    const round = sendOutbox({
      outbox: box(),
      owner: owner(ADMIN),
      api: clientOf(ADMIN),
      signal: controller.signal,
    });
    // Aborted while the save is with the server, which never answers.
    server.events.on('request:start', () => controller.abort());
    expect((await round).stoppedBy).toBe('aborted');
    expect(await listOutbox(db, owner(ADMIN))).toMatchObject([{ status: 'waiting', attempts: 0 }]);
  });
});

describe('retryDelay', () => {
  it('doubles from 5 s to at most 5 minutes, spread by ±20%', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n, middle))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
    expect(retryDelay(1, () => 0)).toBe(FIRST_RETRY_MS * 0.8);
    expect(retryDelay(30, () => 0.999_999)).toBeLessThanOrEqual(LONGEST_RETRY_MS * 1.2);
  });
});

describe('createOutboxRunner', () => {
  // The runner's backoff on a fake clock (vi.waitFor moves it on); IndexedDB and the mock keep
  // their own scheduling. "Nothing happens" is checked by moving the clock, not by waiting.
  beforeEach(() => {
    // Date too: an entry's own retry time is read from it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function runnerWith(options: { online?: () => boolean; delay?: number } = {}) {
    const events = new EventTarget();
    const rounds: string[] = [];
    const runner = createOutboxRunner({
      owner: owner(ADMIN),
      api: clientOf(ADMIN),
      outbox: box(),
      isOnline: options.online,
      delay: () => options.delay ?? 30,
      events: events as unknown as Window,
      exclusive: async (round) => {
        await round(async () => true);
        return 'ran';
      },
      onRound: (result) => rounds.push(result.stoppedBy ?? `sent ${result.sent.length}`),
    });
    return { runner, events, rounds };
  }

  it('retries with backoff until the server takes it, then stops trying', async () => {
    await queue('retried');
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 503 });
    const { runner, rounds } = runnerWith({ delay: 30 });
    runner.start();
    await vi.waitFor(() => expect(rounds.length).toBeGreaterThanOrEqual(2));
    clearScenarios();
    // Tried again at its own retry time, at most the longest backoff later.
    await vi.advanceTimersByTimeAsync(LONGEST_RETRY_MS * 1.2);
    await vi.waitFor(() => expect(rounds.at(-1)).toBe('sent 1'));
    const count = rounds.length;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(rounds).toHaveLength(count); // nothing scheduled once the outbox is empty
    runner.stop();
    expect(historyNotes().filter((notes) => notes === 'retried')).toHaveLength(1);
  });

  it('tries again later after a 401 that followed a successful refresh: the user is still signed in', async () => {
    await queue('refused token, live session');
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 401 });
    const { runner, rounds } = runnerWith({ delay: 30 });
    runner.start();
    await vi.waitFor(() => expect(rounds).toContain('retry'));
    clearScenarios();
    // Tried again at its own retry time, at most the longest backoff later.
    await vi.advanceTimersByTimeAsync(LONGEST_RETRY_MS * 1.2);
    await vi.waitFor(() => expect(rounds.at(-1)).toBe('sent 1'));
    runner.stop();
    expect(rounds).not.toContain('signed-out');
    expect(historyNotes()[0]).toBe('refused token, live session');
  });

  it('waits while offline and sends at once on the online event, cutting the backoff short', async () => {
    await queue('back online');
    let online = false;
    const { runner, events, rounds } = runnerWith({ online: () => online, delay: 60_000 });
    runner.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(rounds).toEqual([]); // nothing tried without a network
    online = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(rounds).toEqual(['sent 1']));
    runner.stop();
    expect(historyNotes()[0]).toBe('back online');
  });

  it('sends what is queued while it runs, and nothing after it stops', async () => {
    const { runner, rounds } = runnerWith();
    runner.start();
    await vi.waitFor(() => expect(rounds).toEqual(['sent 0']));
    await queue('queued later');
    runner.kick();
    await vi.waitFor(() => expect(rounds).toEqual(['sent 0', 'sent 1']));
    runner.stop();
    await queue('after stop');
    runner.kick();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(rounds).toHaveLength(2);
    expect(await listOutbox(db, owner(ADMIN))).toHaveLength(1);
  });
});
