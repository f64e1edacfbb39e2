// The order in which a note takes its locks, forced on PostgreSQL (the one database with other
// sessions). A move locks its sites, then bumps the customer's data version (the customer's row);
// a note locks its sites, then the customer's row. Were the note to take the customer's row first,
// a move holding the site and a note holding the customer would each wait on the other, and
// PostgreSQL would abort one of them as a deadlock. Here the interleaving that would deadlock is
// made to happen, not left to chance: the site is held from a session of the test while the move
// and then the note queue on it, and is let go only once both wait.
import { availableQuantity, customerDataResponseSchema } from '@scaffold/domain';
import { fixtures, hireFixtures, tubesAt } from '@scaffold/mocks/contract-suite';
import { MOCK_CUSTOMERS } from '@scaffold/mocks/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTestServer, type TestServer } from '../testing/http-test-server';

describe('a note and a move on one site, in the order that would deadlock (PostgreSQL)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startHttpTestServer('postgres');
  }, 300_000);
  afterAll(() => server?.close(), 60_000);

  async function tree(token: string) {
    const answer = await server.call('customerData', { token });
    return customerDataResponseSchema.parse(answer.json).customers;
  }

  it('queues the note behind the move: both stored, the stock moved by both', async () => {
    const token = await server.login('admin');
    const siteA = hireFixtures.hireSiteId();
    const before = tubesAt(await tree(token), siteA);
    const record = before.records.find((entry) => availableQuantity(entry) > 0);
    const target = fixtures
      .sitesOf(MOCK_CUSTOMERS.demo.id)
      .find((site) => site.id !== siteA && site.sublocations[0]?.subareas[0]);
    if (!record || !target) throw new Error('fixture: tubes free on site A and a site to move to');

    const { target: database } = server.running.database;
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL server is needed');
    const holder = new pg.Client({ connectionString: database.url });
    // Watched from a session of its own: inside the holder's transaction pg_stat_activity would
    // answer the snapshot its first read took.
    const watcher = new pg.Client({ connectionString: database.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    /** Sessions of this database waiting on a lock. */
    const waiting = async () => {
      const { rows } = await watcher.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]?.waiting ?? 0;
    };
    try {
      await holder.query('begin');
      await holder.query('select id from sites where id = $1 for update', [siteA]);

      // The move takes its turn on site A first: once it has A it goes on to the customer's row.
      const move = server.call('moveItems', {
        token,
        body: [{ item_id: record.id, destination: fixtures.placeIn(target), quantity: 1 }],
      });
      await expect.poll(waiting, { timeout: 30_000 }).toBe(1);
      // Then the note: with its sites locked first it waits on A holding nothing; with the
      // customer's row first it would hold the row the move is about to need.
      const note = server.call('createDeliveryNote', {
        token,
        body: hireFixtures.deliveryBody({
          lines: [{ item_id: hireFixtures.hireItemId(), quantity: 3 }],
        }),
      });
      await expect.poll(waiting, { timeout: 30_000 }).toBe(2);
      await holder.query('commit');

      const [moved, noted] = await Promise.all([move, note]);
      expect(
        [moved.status, noted.status],
        `${JSON.stringify(moved.json)} ${JSON.stringify(noted.json)}`,
      ).toEqual([200, 201]);
      expect(tubesAt(await tree(token), siteA).total).toBe(before.total + 3 - 1);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  }, 120_000);
});
