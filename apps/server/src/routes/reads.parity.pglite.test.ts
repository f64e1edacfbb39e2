// The reads of the server on its embedded PostgreSQL (PGlite) answer as the mock's.
import { describe } from 'vitest';
import { PARITY_REFERENCE } from '../testing/parity';
import { parityTests } from '../testing/parity-suite';
import { seededDataDir } from '../testing/seeded-data-dir';

describe('the reads on PGlite, against the mock', () => {
  parityTests(async () => {
    const folder = await seededDataDir({ referenceDate: PARITY_REFERENCE });
    return { settings: { DATA_DIR: folder.dataDir }, cleanup: folder.remove };
  });
});
