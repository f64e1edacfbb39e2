// A database for one test file, already migrated and seeded with the sample both the mock and the
// server hold (MOCK_NOW, scale 1), and reset to that state before each test:
// - PGlite: the run's template folder (migrated, seeded, made once by the first worker that needs
//   it) copied for the file, so no file pays initdb (about 10 s, more on a busy machine);
// - PostgreSQL: TEST_DATABASE_URL's server, or else a throwaway cluster started once for the run;
//   the file gets its own database made from the run's seeded template (CREATE DATABASE …
//   TEMPLATE), dropped at the end.
// Either way a reset puts the seeded rows back in one transaction (snapshot.ts): measured far
// cheaper than reopening PGlite or making a database again (docs/PERFORMANCE.md).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MOCK_NOW } from '@scaffold/mocks/seed';
import { type OpenDatabase, openDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { keysFrom } from '../secrets';
import { seedSample } from '../seed/seed';
import { type Cluster, databaseUrl, onServer, startCluster } from './postgres-cluster';
import { runFolder, withRunLock } from './run-folder';
import { restoreSnapshot, takeSnapshot } from './snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

/** The secret every test server and template share (tag codes and links are kept under it). */
export const TEST_SERVER_SECRET = 'test-only-secret-of-the-server-harness-0123456789';

export interface TestDatabase {
  kind: DatabaseKind;
  open: OpenDatabase;
  /** Back to the seeded state (every table and sequence). */
  reset(): Promise<void>;
  /** Closes it and removes what was made for it. */
  dispose(): Promise<void>;
}

/** Migrates an empty database, seeds the sample as the mock seeds it, and keeps a snapshot. */
async function prepareTemplate(open: OpenDatabase): Promise<void> {
  await runMigrations(open);
  await seedSample(open.db, keysFrom(TEST_SERVER_SECRET), {
    scale: 1,
    referenceDate: new Date(MOCK_NOW),
  });
  await takeSnapshot(open.db);
}

let fileCount = 0;
const uniqueName = () => {
  fileCount += 1;
  return `${process.pid}_${Date.now().toString(36)}_${fileCount}`;
};

/** The run's PGlite template folder, made by the first caller. */
export async function pgliteTemplate(): Promise<string> {
  const folder = path.join(runFolder(), 'pglite-template');
  const ready = path.join(runFolder(), 'pglite-template.ready');
  await withRunLock('pglite-template', async () => {
    if (existsSync(ready)) return;
    rmSync(folder, { recursive: true, force: true });
    const open = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      await prepareTemplate(open);
    } finally {
      await open.close();
    }
    writeFileSync(ready, new Date().toISOString());
  });
  return folder;
}

/** A copy of the template in `folder` (a PGlite data folder the server can open). */
export async function copyPgliteTemplate(folder: string): Promise<void> {
  cpSync(await pgliteTemplate(), folder, { recursive: true });
}

async function openPglite(): Promise<TestDatabase> {
  const folder = path.join(runFolder(), `pglite-${uniqueName()}`);
  await copyPgliteTemplate(folder);
  const open = await openDatabase({ kind: 'pglite', dataDir: folder });
  return {
    kind: 'pglite',
    open,
    reset: () => restoreSnapshot(open.db),
    async dispose() {
      await open.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Where the run's PostgreSQL is: TEST_DATABASE_URL, or the throwaway cluster (made once). */
async function postgresServer(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const record = path.join(runFolder(), 'postgres.json');
  return withRunLock('postgres', async () => {
    if (!existsSync(record)) {
      const cluster = await startCluster(path.join(runFolder(), 'postgres'));
      writeFileSync(record, JSON.stringify(cluster));
    }
    return (JSON.parse(readFileSync(record, 'utf8')) as Cluster).url;
  });
}

/** The run's seeded template database's name, made by the first caller. */
export async function postgresTemplate(server: string): Promise<string> {
  const name = `scaffold_seeded_${path.basename(runFolder()).replace(/\W/g, '_').toLowerCase()}`;
  const ready = path.join(runFolder(), 'postgres-template.ready');
  await withRunLock('postgres-template', async () => {
    if (existsSync(ready)) return;
    await onServer(server, [`drop database if exists ${name}`, `create database ${name}`]);
    const open = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(server, name),
      poolSize: 2,
    });
    try {
      await prepareTemplate(open);
    } finally {
      await open.close();
    }
    writeFileSync(ready, name);
  });
  return name;
}

async function openPostgres(): Promise<TestDatabase> {
  const server = await postgresServer();
  const template = await postgresTemplate(server);
  const name = `scaffold_test_${uniqueName()}`;
  await onServer(server, [`create database ${name} template ${template}`]);
  const open = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(server, name),
    poolSize: 5,
  });
  return {
    kind: 'postgres',
    open,
    reset: () => restoreSnapshot(open.db),
    async dispose() {
      await open.close();
      await onServer(server, [`drop database if exists ${name} with (force)`]);
    },
  };
}

export function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? openPglite() : openPostgres();
}
