// The server as one thing: settings in, a listening server out (main.ts for the command line,
// the tests for their own instances). Opens the database, migrates it, seeds an empty one with
// the demo when told, and serves until closed; close() finishes requests in flight first.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Settings } from './config';
import { type OpenDatabase, openDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { buildApp } from './http/app';
import { keysFrom, secretInFolder } from './secrets';
import { isSeeded, seedSample } from './seed/seed';
import { createRateLimiter } from './services/rate-limit';
import { createReadModel } from './services/read-model/cache';
import type { Services } from './services/services';
import type { TestHooks } from './services/test-hooks';
import { createTokens } from './services/tokens';
import { startUpkeep } from './services/upkeep';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: OpenDatabase;
  services: Services;
  close(): Promise<void>;
}

export interface ServerOverrides {
  /** The server's clock (tests pin it). */
  now?: () => Date;
  /** Where the seeded sample's dates are placed around; now by default. */
  seedReferenceDate?: Date;
  /** A database already open (tests share one); closed with the server unless `keepDatabase`. */
  database?: OpenDatabase;
  keepDatabase?: boolean;
  /** Photos for the seeded inspections (data URLs). */
  seedPhotos?: readonly string[];
  /**
   * Tests only: points where a test holds the server's work (services/test-hooks.ts). main.ts
   * never sets it, and no setting of the environment can.
   */
  testHooks?: TestHooks;
}

export async function startServer(
  settings: Settings,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const log = pino({
    level: settings.LOG_LEVEL,
    // Secrets never reach the log: tokens, passwords and keys are removed wherever they appear.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.query.key',
        '*.password',
        '*.refresh',
        '*.access',
      ],
      remove: true,
    },
  });
  const now = overrides.now ?? (() => new Date());
  const dataDir = path.resolve(settings.DATA_DIR);
  const database =
    overrides.database ??
    (await openDatabase(
      settings.DATABASE_URL
        ? { kind: 'postgres', url: settings.DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    ));
  await runMigrations(database);
  const keys = keysFrom(settings.SERVER_SECRET ?? secretInFolder(dataDir));
  if (settings.SEED_DEMO === 'auto' && !(await isSeeded(database.db))) {
    log.info({ scale: settings.SEED_SCALE }, 'seeding the sample data and the demo accounts');
    await seedSample(database.db, keys, {
      scale: settings.SEED_SCALE,
      referenceDate: overrides.seedReferenceDate ?? now(),
      ...(overrides.seedPhotos ? { photos: overrides.seedPhotos } : {}),
    });
  }
  const services: Services = {
    db: database.db,
    engine: database.target.kind,
    keys,
    now,
    tokens: createTokens(database.db, keys, now),
    limiter: createRateLimiter(database.db, now),
    readModel: createReadModel(),
    log,
    ...(overrides.testHooks ? { testHooks: overrides.testHooks } : {}),
  };
  const app = await buildApp({
    services,
    logger: log,
    trustProxy: settings.TRUST_PROXY,
    portalDir: settings.PORTAL_DIR ? settings.PORTAL_DIR : null,
    ready: database.ping,
  });
  const address = await app.listen({ port: settings.PORT, host: settings.HOST });
  const upkeep = startUpkeep(services);
  return {
    app,
    url: address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost'),
    database,
    services,
    async close() {
      upkeep.stop();
      await app.close();
      if (!overrides.keepDatabase) await database.close();
    },
  };
}
