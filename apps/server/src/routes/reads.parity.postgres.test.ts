// The reads of the server on PostgreSQL 15 answer as the mock's (a throwaway cluster, or a
// database of its own in TEST_DATABASE_URL's server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { parityTests } from '../testing/parity-suite';
import { postgresAvailable, startTestPostgres } from '../testing/postgres';

describe.skipIf(!postgresAvailable())('the reads on PostgreSQL, against the mock', () => {
  parityTests(async () => {
    const postgres = await startTestPostgres();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scaffold-parity-'));
    return {
      settings: {
        DATABASE_URL: postgres.url,
        SERVER_SECRET: 'parity-tests-secret-parity-tests-secret',
        DATA_DIR: dataDir,
      },
      async cleanup() {
        await postgres.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
});
