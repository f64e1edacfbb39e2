// A server data folder (PGlite's files and the server's secret) already migrated and seeded with
// the sample, for tests: made once per content and kept in node_modules/.cache, then copied for
// each test file. Making one costs the first open of a PGlite folder (initdb in WebAssembly: up
// to a minute on a busy 2-core machine) and the seed; a copy costs well under a second. The
// cache's name is a hash of everything the folder is made from (PGlite's version, the migrations,
// the seeded data, the seed's code), so a change to any of them makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '@scaffold/mocks/seed';
import { openDatabase } from '../db/connect';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';
import { keysFrom, secretInFolder } from '../secrets';
import { seedSample } from '../seed/seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../../..');
const CACHE = path.join(repositoryRoot, 'node_modules/.cache/scaffold-server-data');

export interface SeededDataDir {
  /** A DATA_DIR for readSettings: PGlite's folder and the secret the seed used. */
  dataDir: string;
  remove(): void;
}

function contentHash(scale: number, referenceDate: string): string {
  const hash = createHash('sha256');
  const pglite = path.join(repositoryRoot, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(existsSync(pglite) ? readFileSync(pglite) : 'pglite');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, String(file));
    if (full.endsWith('.sql') || full.endsWith('.json')) hash.update(readFileSync(full));
  }
  hash.update(readFileSync(path.join(here, '../seed/seed.ts')));
  hash.update(JSON.stringify(seedDatabase({ scale, referenceDate })));
  return hash.digest('hex').slice(0, 16);
}

async function makeFolder(folder: string, scale: number, referenceDate: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
  try {
    await runMigrations(database);
    await seedSample(database.db, keysFrom(secretInFolder(folder)), {
      scale,
      referenceDate: new Date(referenceDate),
    });
  } finally {
    await database.close();
  }
}

/** A copy of the seeded folder for the sample at `scale` placed around `referenceDate`. */
export async function seededDataDir(options: {
  scale?: number;
  referenceDate: string;
}): Promise<SeededDataDir> {
  const scale = options.scale ?? 1;
  const cached = path.join(CACHE, `${scale}-${contentHash(scale, options.referenceDate)}`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE, { recursive: true });
    const making = path.join(CACHE, `making-${randomBytes(6).toString('hex')}`);
    await makeFolder(making, scale, options.referenceDate);
    try {
      // Another test file may have made it meanwhile: then theirs is kept.
      renameSync(making, cached);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scaffold-data-'));
  cpSync(cached, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
