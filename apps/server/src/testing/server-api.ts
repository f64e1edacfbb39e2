// The server as an API under test for the contract suite (`@scaffold/mocks/contract-suite`): a
// real server over HTTP on a test database of the kind asked for, reset to the seeded state and
// started afresh before each test (no cache or in-memory state carried from one test to the
// next), its writes held in flight through the `writeClaimed` test hook.
import { ENDPOINTS } from '@scaffold/domain';
import type { ApiUnderTest, HeldWrite } from '@scaffold/mocks/contract-suite';
import { answerOf } from '@scaffold/mocks/contract-suite';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database';
import { startTestServer, testClock, writeHolds } from './test-server';

/** How long a held write may take to reach the hook before the test says it never did. */
const CLAIM_DEADLINE_MS = 15_000;

export interface ServerApi extends ApiUnderTest {
  server(): RunningServer;
  database(): TestDatabase;
}

/** A server on `kind` for this test file: opened before its tests, closed after them. */
export function useServerApi(kind: DatabaseKind): ServerApi {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  const clock = testClock();
  const holds = writeHolds();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const running = () => {
    if (!server) throw new Error('the server under test is not started: reset() first');
    return server;
  };

  function holdWrite(
    endpoint: 'saveInspection' | 'moveItems' | 'createOffHire',
    options: { token: string; key: string; body: unknown },
  ): HeldWrite {
    const hold = holds.hold(options.key);
    const answer = fetch(`${running().url}${endpointPath(endpoint)}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.token}`,
        'Idempotency-Key': options.key,
      },
      body: JSON.stringify(options.body),
    }).then(answerOf);
    const claimed = async () => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `the server did not reach its writeClaimed hook for ${endpoint} within ${CLAIM_DEADLINE_MS} ms (services/test-hooks.ts)`,
              ),
            ),
          CLAIM_DEADLINE_MS,
        );
      });
      // Answered before it was ever held: the write never claimed its key.
      const answeredFirst = answer.then((early) => {
        throw new Error(
          `the held ${endpoint} was answered without reaching writeClaimed: ${early.status} ${early.text.slice(0, 200)}`,
        );
      });
      // Handled here once the race is decided either way (a later answer is the normal case).
      answeredFirst.catch(() => {});
      try {
        await Promise.race([hold.claimed, deadline, answeredFirst]);
      } finally {
        clearTimeout(timer);
      }
    };
    return { claimed, release: hold.release, answer };
  }

  return {
    name: `the server on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    kind: 'server',
    fetch: (request) => fetch(request),
    baseUrl: () => running().url,
    async reset() {
      if (!database) throw new Error('the test database is not open');
      await server?.close();
      server = undefined;
      clock.set(testClock().now());
      await database.reset();
      server = await startTestServer(database, { clock, hooks: holds.hooks });
    },
    holdWrite,
    server: running,
    database: () => {
      if (!database) throw new Error('the test database is not open');
      return database;
    },
  };
}

const endpointPath = (endpoint: 'saveInspection' | 'moveItems' | 'createOffHire') =>
  ENDPOINTS[endpoint].path;
