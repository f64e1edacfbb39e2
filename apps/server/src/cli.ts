// The server's commands, for a firm's IT person (README, "Running the server"):
//   migrate                 apply the migrations the database lacks, then stop
//   seed [--scale N]        fill an EMPTY database with the sample and the demo accounts
//   backup <file.tar.gz>    the embedded database, copied whole (the server stopped)
//   restore <file.tar.gz>   an embedded database from such a copy, into an empty DATA_DIR
// Settings come from the environment as for the server (config.ts). With DATABASE_URL, backups
// are PostgreSQL's own: pg_dump and pg_restore (the README shows how).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { readSettings, SettingsError } from './config';
import { openDatabase } from './db/connect';
import { lockFolder } from './db/folder-lock';
import { runMigrations } from './db/migrate';
import { keysFrom, secretInFolder } from './secrets';
import { isSeeded, seedSample } from './seed/seed';

const usage = `Usage: npm run server -- <command>
  migrate                 apply the migrations the database lacks
  seed [--scale 1|100|1000] [--photos <folder of JPEGs>]
                          fill an empty database with the sample and the demo accounts
  backup <file.tar.gz>    copy the embedded database (stop the server first)
  restore <file.tar.gz>   restore an embedded database into an empty DATA_DIR`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings();
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}
const dataDir = path.resolve(settings.DATA_DIR);
const pgliteDir = path.join(dataDir, 'pglite');
const target = settings.DATABASE_URL
  ? ({ kind: 'postgres', url: settings.DATABASE_URL, poolSize: 4 } as const)
  : ({ kind: 'pglite', dataDir: pgliteDir } as const);

/** Photos for the seed: every JPEG in a folder, as data URLs. */
function photosIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /\.jpe?g$/i.test(name))
    .sort()
    .map(
      (name) =>
        `data:image/jpeg;base64,${readFileSync(path.join(folder, name)).toString('base64')}`,
    );
}

switch (command) {
  case 'migrate': {
    const database = await openDatabase(target);
    await runMigrations(database);
    await database.close();
    console.log('The database is up to date.');
    break;
  }
  case 'seed': {
    const { values } = parseArgs({
      args: rest,
      options: { scale: { type: 'string', default: '1' }, photos: { type: 'string' } },
    });
    const scale = Number(values.scale);
    if (![1, 10, 100, 1000].includes(scale)) fail(`--scale is 1, 10, 100 or 1000.\n${usage}`);
    const database = await openDatabase(target);
    await runMigrations(database);
    if (await isSeeded(database.db)) {
      await database.close();
      fail('The database already holds data: seed only fills an empty one.');
    }
    const keys = keysFrom(settings.SERVER_SECRET ?? secretInFolder(dataDir));
    const started = performance.now();
    await seedSample(database.db, keys, {
      scale,
      referenceDate: new Date(),
      ...(values.photos ? { photos: photosIn(values.photos) } : {}),
    });
    await database.close();
    console.log(
      `Seeded ${scale}x the sample in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    break;
  }
  case 'backup': {
    const file = rest[0];
    if (!file) fail(usage);
    if (settings.DATABASE_URL) {
      fail('With DATABASE_URL, back up with PostgreSQL\'s pg_dump (README, "Backups").');
    }
    const unlock = lockFolder(pgliteDir);
    try {
      const client = new PGlite(pgliteDir);
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      unlock();
    }
    console.log(`Backed up ${pgliteDir} to ${file}.`);
    break;
  }
  case 'restore': {
    const file = rest[0];
    if (!file || !existsSync(file)) fail(usage);
    if (settings.DATABASE_URL) {
      fail('With DATABASE_URL, restore with PostgreSQL\'s pg_restore (README, "Backups").');
    }
    if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
      fail(`${pgliteDir} is not empty: restore into an empty DATA_DIR.`);
    }
    mkdirSync(pgliteDir, { recursive: true });
    const client = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.waitReady;
    await client.close();
    console.log(`Restored ${file} into ${pgliteDir}. Keep its server-secret beside it (DATA_DIR).`);
    break;
  }
  default:
    fail(usage);
}
