// The migrations from an empty database and from the previous release: either way the hire
// tables, their indexes, sequences and row-level security are there (0002_hire.sql).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, rowsOf } from './connect';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The migrations as released before hire: the first two files and their journal. */
function previousRelease(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  rmSync(path.join(folder, '0002_hire.sql'));
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag !== '0002_hire');
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function hireSchemaOf(open: OpenDatabase) {
  const tables = rowsOf<{ relname: string; relrowsecurity: boolean }>(
    await open.db.execute(
      sql`select relname, relrowsecurity from pg_class where relname in ('hire_notes', 'off_hires') order by relname`,
    ),
  );
  const indexes = rowsOf<{ indexname: string }>(
    await open.db.execute(
      sql`select indexname from pg_indexes where tablename in ('hire_notes', 'off_hires') order by indexname`,
    ),
  ).map((row) => row.indexname);
  const sequences = rowsOf<{ relname: string }>(
    await open.db.execute(
      sql`select relname from pg_class where relkind = 'S' and relname in ('hire_note_ids', 'off_hire_ids') order by relname`,
    ),
  ).map((row) => row.relname);
  const policies = rowsOf<{ tablename: string }>(
    await open.db.execute(
      sql`select tablename from pg_policies where tablename in ('hire_notes', 'off_hires') order by tablename`,
    ),
  ).map((row) => row.tablename);
  return { tables, indexes, sequences, policies };
}

const EXPECTED = {
  tables: [
    { relname: 'hire_notes', relrowsecurity: true },
    { relname: 'off_hires', relrowsecurity: true },
  ],
  indexes: [
    'hire_notes_from_site',
    'hire_notes_number',
    'hire_notes_pkey',
    'hire_notes_site',
    'off_hires_customer',
    'off_hires_pkey',
    'off_hires_site',
  ],
  sequences: ['hire_note_ids', 'off_hire_ids'],
  policies: ['hire_notes', 'off_hires'],
};

describe('the migrations', () => {
  it('make the hire tables from an empty database', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await runMigrations(open);
      expect(await hireSchemaOf(open)).toEqual(EXPECTED);
      const [first] = rowsOf<{ id: number }>(
        await open.db.execute(sql`select nextval('hire_note_ids')::int as id`),
      );
      expect(first?.id).toBe(2_000_001);
    } finally {
      await open.close();
    }
  }, 120_000);

  it('add them to a database of the previous release', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await runMigrations(open, previousRelease());
      expect((await hireSchemaOf(open)).tables).toEqual([]);
      await runMigrations(open);
      expect(await hireSchemaOf(open)).toEqual(EXPECTED);
    } finally {
      await open.close();
    }
  }, 120_000);
});
