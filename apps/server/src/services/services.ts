// What every route's work is given: the database, the keys, the clock, the token service and the
// read model, made once at start (http/app.ts) and passed in, never imported as globals.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { Keys } from '../secrets';
import type { RateLimiter } from './rate-limit';
import type { ReadModel } from './read-model/read-model';
import type { TestHooks } from './test-hooks';
import type { Tokens } from './tokens';

export interface Services {
  db: Database;
  /** Which PostgreSQL: PGlite serialises every transaction through one connection. */
  engine: 'pglite' | 'postgres';
  keys: Keys;
  /** Now, as the server sees it (tests pin it). */
  now: () => Date;
  tokens: Tokens;
  limiter: RateLimiter;
  readModel: ReadModel;
  log: FastifyBaseLogger;
  /** Set by tests only (services/test-hooks.ts); absent in production. */
  testHooks?: TestHooks;
}
