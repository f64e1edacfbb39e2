// The parity tests' body, run against the server on PGlite and on PostgreSQL (reads.parity.*.test.ts):
// one database per file, seeded once, the mock reseeded beside it from the same generator.
import type { DatabaseState } from '@scaffold/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../config';
import { type RunningServer, startServer } from '../server';
import {
  differences,
  mockReader,
  PARITY_ACCOUNTS,
  PARITY_REFERENCE,
  parityPaths,
  type Reader,
  seedMock,
  serverReader,
  setMockClock,
} from './parity';

/** Enough of both answers to see what differs, not the whole tree. */
const shown = (diffs: Awaited<ReturnType<typeof differences>>) =>
  diffs.map(({ path, mock, server }) => ({
    path,
    mock: { status: mock.status, body: JSON.stringify(mock.body).slice(0, 600) },
    server: { status: server.status, body: JSON.stringify(server.body).slice(0, 600) },
  }));

export interface ParityDatabase {
  /** Settings beside the test's own (DATA_DIR, DATABASE_URL…). */
  settings: Record<string, string>;
  cleanup?(): void | Promise<void>;
}

export function parityTests(prepare: () => Promise<ParityDatabase>) {
  let server: RunningServer;
  let state: DatabaseState;
  let database: ParityDatabase | undefined;
  let nowMs = Date.parse(PARITY_REFERENCE);
  const readers = new Map<string, { mock: Reader; server: Reader }>();

  beforeAll(async () => {
    state = seedMock();
    database = await prepare();
    server = await startServer(
      readSettings({
        PORT: '0',
        PORTAL_DIR: '',
        SEED_DEMO: 'auto',
        LOG_LEVEL: 'silent',
        ...database.settings,
      }),
      { now: () => new Date(nowMs), seedReferenceDate: new Date(PARITY_REFERENCE) },
    );
    for (const account of PARITY_ACCOUNTS) {
      readers.set(account.email, {
        mock: await mockReader(account.email),
        server: await serverReader(server.app, account.email),
      });
    }
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.cleanup?.();
  });

  describe.each(PARITY_ACCOUNTS)('signed in as $email', ({ email, customerId }) => {
    it('every read answers as the mock answers it', async () => {
      const pair = readers.get(email);
      if (!pair) throw new Error('not signed in');
      const paths = parityPaths(state, customerId);
      expect(paths.length).toBeGreaterThan(100);
      expect(shown(await differences(paths, pair.mock, pair.server))).toEqual([]);
    }, 240_000);

    it('at other hours too: what is due, overdue and this month moves with the clock alike', async () => {
      const paths = [
        '/api/dashboard_summary/',
        '/api/site_overview/',
        '/api/site_clients/?page_size=200',
        '/api/inspection_summary/',
        '/api/inspection_sites/?sort=next_due&page_size=200',
        '/api/inspection_sites/?inspection_status=overdue&page_size=200',
        '/api/inspection_sites/?inspection_status=up-to-date&page_size=200',
      ];
      const reference = Date.parse(PARITY_REFERENCE);
      // Late on the reference day, a week and a half on, and into the next year.
      for (const at of [
        reference + 14 * 3_600_000,
        reference + 10 * 86_400_000,
        reference + 45 * 86_400_000,
      ]) {
        nowMs = at;
        setMockClock(new Date(at));
        // Signed in again at the new hour: the tokens of the old one have expired on both.
        const mock = await mockReader(email);
        const fromServer = await serverReader(server.app, email);
        expect(shown(await differences(paths, mock, fromServer))).toEqual([]);
      }
      nowMs = reference;
      setMockClock(PARITY_REFERENCE);
    }, 120_000);
  });
}
