// A server for tests: the real startServer over a test database (test-database.ts), on a free
// port, the API alone (no portal), silent, its clock frozen at the seed's reference date as the
// mock's is in tests, and its test hooks given (services/test-hooks.ts).
import { MOCK_NOW } from '@scaffold/mocks/seed';
import { readSettings, type Settings } from '../config';
import { type RunningServer, startServer } from '../server';
import type { TestHooks, WriteClaim } from '../services/test-hooks';
import { TEST_SERVER_SECRET, type TestDatabase } from './test-database';

export interface TestClock {
  now(): Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

/** A clock that stands still at `start` until a test moves it. */
export function testClock(start: Date | string = MOCK_NOW): TestClock {
  let ms = new Date(start).getTime();
  return {
    now: () => new Date(ms),
    set: (instant) => {
      ms = new Date(instant).getTime();
    },
    advance: (step) => {
      ms += step;
    },
  };
}

/** The settings of a test server: any free port, no portal, no seeding, no log. */
export function testSettings(env: Record<string, string> = {}): Settings {
  return readSettings({
    PORT: '0',
    PORTAL_DIR: '',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'unused-with-a-database-given',
    SERVER_SECRET: TEST_SERVER_SECRET,
    ...env,
  });
}

export interface WriteHold {
  /** Resolves when the server has claimed the key and is waiting at the hook. */
  claimed: Promise<void>;
  release(): void;
}

/** Writes held at `writeClaimed`, by Idempotency-Key: the hooks to give the server. */
export function writeHolds() {
  const waiting = new Map<string, { reached: () => void; released: Promise<void> }>();
  const hooks: TestHooks = {
    async writeClaimed(claim: WriteClaim) {
      const hold = waiting.get(claim.key);
      if (!hold) return;
      waiting.delete(claim.key);
      hold.reached();
      await hold.released;
    },
  };
  function hold(key: string): WriteHold {
    let reached = () => {};
    let release = () => {};
    const claimed = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    waiting.set(key, { reached, released });
    return {
      claimed,
      release: () => {
        waiting.delete(key);
        release();
      },
    };
  }
  return { hooks, hold };
}

/** Starts a server over a test database (left open when the server closes). */
export function startTestServer(
  database: TestDatabase,
  options: { clock?: TestClock; hooks?: TestHooks; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  return startServer(testSettings(options.env), {
    now: (options.clock ?? testClock()).now,
    database: database.open,
    keepDatabase: true,
    ...(options.hooks ? { testHooks: options.hooks } : {}),
  });
}
