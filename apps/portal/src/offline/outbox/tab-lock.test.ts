// One sender at a time without Web Locks: the IndexedDB lease (fake-indexeddb shared by two
// "tabs", each with its own connection), and two runners over one outbox sending each entry once.
import { pathTo } from '@scaffold/domain';
import { DEMO_ACCOUNTS, getDatabase } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientSignedInAs, sampleInspection } from '../../testing/sample-inspection';
import { openOfflineDb } from '../offline-db';
import { ownerOf } from '../owner';
import { outboxOn } from './outbox-actions';
import { createOutboxRunner } from './outbox-runner';
import { exclusiveAcrossTabs, LEASE_MS, releaseLease, takeLease } from './tab-lock';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
const server = useMockServer();

const OWNER = ownerOf({ customer_id: 1, email: DEMO_ACCOUNTS.admin.email });
const NOW = Date.UTC(2026, 10, 24, 10, 15);

let factory: IDBFactory;
/** Two tabs: two connections to one database. */
let tabs: [IDBDatabase, IDBDatabase];
beforeEach(async () => {
  factory = new IDBFactory();
  tabs = [await openOfflineDb(factory), await openOfflineDb(factory)];
  return () => {
    for (const db of tabs) db.close();
  };
});

describe('the IndexedDB lease', () => {
  it('goes to one holder at a time, however the two ask', async () => {
    const [a, b] = tabs;
    const taken = await Promise.all([
      takeLease(a, 'outbox', 'tab-a', NOW),
      takeLease(b, 'outbox', 'tab-b', NOW),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('is renewed by its holder, lapses after LEASE_MS, and is free once given up', async () => {
    const [a, b] = tabs;
    expect(await takeLease(a, 'outbox', 'tab-a', NOW)).toBe(true);
    expect(await takeLease(a, 'outbox', 'tab-a', NOW + 1_000)).toBe(true);
    expect(await takeLease(b, 'outbox', 'tab-b', NOW + LEASE_MS)).toBe(false);
    // Tab A went quiet (closed, or held up in the background): its lease lapses.
    expect(await takeLease(b, 'outbox', 'tab-b', NOW + 1_000 + LEASE_MS)).toBe(true);
    expect(await takeLease(a, 'outbox', 'tab-a', NOW + 1_000 + LEASE_MS)).toBe(false);
    await releaseLease(a, 'outbox', 'tab-a'); // not A's any more: nothing happens
    expect(await takeLease(a, 'outbox', 'tab-a', NOW + 2_000 + LEASE_MS)).toBe(false);
    await releaseLease(b, 'outbox', 'tab-b');
    expect(await takeLease(a, 'outbox', 'tab-a', NOW + 2_000 + LEASE_MS)).toBe(true);
  });

  it('runs a round in one tab only; the other hears it is busy', async () => {
    const [a, b] = tabs;
    const inA = exclusiveAcrossTabs('outbox', { locks: null, access: (work) => work(a) });
    const inB = exclusiveAcrossTabs('outbox', { locks: null, access: (work) => work(b) });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = inA(async () => {
      started();
      await held;
    });
    await running;
    expect(await inB(async () => {})).toBe('busy');
    release();
    expect(await first).toBe('ran');
    expect(await inB(async () => {})).toBe('ran');
  });
});

describe('two tabs sending one outbox without Web Locks', () => {
  it('send each of 20 queued inspections once, each key once', async () => {
    const boxes = tabs.map((db) => outboxOn((work) => work(db)));
    for (let index = 0; index < 20; index += 1) {
      await boxes[0]?.queue({
        owner: OWNER,
        site: { id: 1, name: 'Site one' },
        values: sampleInspection(`two tabs ${index}`),
        idempotencyKey: `key-${index}`,
        savedAt: index,
      });
    }
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === pathTo('saveInspection')) {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
      }
    });
    const runners = tabs.map((db, index) =>
      createOutboxRunner({
        owner: OWNER,
        api: clientSignedInAs(DEMO_ACCOUNTS.admin.email),
        outbox: boxes[index],
        isOnline: () => true,
        events: new EventTarget() as unknown as Window,
        exclusive: exclusiveAcrossTabs(`scaffold-outbox:${OWNER}`, {
          locks: null,
          access: (work) => work(db),
        }),
      }),
    );
    for (const runner of runners) runner.start();
    await vi.waitFor(async () => expect(await boxes[1]?.list(OWNER)).toEqual([]), {
      timeout: 10_000,
    });
    for (const runner of runners) runner.stop();
    expect([...keys].sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `key-${index}`).sort(),
    );
    const notes = (
      getDatabase()
        .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
        .find((site) => site.id === 1)?.inspections ?? []
    ).map((entry) => entry.notes);
    for (let index = 0; index < 20; index += 1) {
      expect(notes.filter((text) => text === `two tabs ${index}`)).toHaveLength(1);
    }
  });
});
