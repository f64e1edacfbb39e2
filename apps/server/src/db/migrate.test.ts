// The migrations from an empty database and from the previous releases: either way the hire
// tables, their indexes, sequences and row-level security are there (0002_hire.sql), and the
// movement log names the note that moved stock (0003_note_movements.sql).
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

/** The migrations as released before `tag`: the files before it and their journal. */
function releaseBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
const previousRelease = () => releaseBefore('0002_hire');

/** The movement log's note column, its foreign key and index. */
async function noteColumnOf(open: OpenDatabase) {
  const columns = rowsOf<{ column_name: string; is_nullable: string }>(
    await open.db.execute(
      sql`select column_name, is_nullable from information_schema.columns where table_name = 'stock_movements' and column_name = 'note_id'`,
    ),
  );
  const keys = rowsOf<{ conname: string }>(
    await open.db.execute(
      sql`select conname from pg_constraint where conname = 'stock_movements_note_id_hire_notes_id_fk'`,
    ),
  ).map((row) => row.conname);
  const indexes = rowsOf<{ indexname: string }>(
    await open.db.execute(
      sql`select indexname from pg_indexes where indexname = 'stock_movements_note'`,
    ),
  ).map((row) => row.indexname);
  return { columns, keys, indexes };
}

const NOTE_COLUMN = {
  columns: [{ column_name: 'note_id', is_nullable: 'YES' }],
  keys: ['stock_movements_note_id_hire_notes_id_fk'],
  indexes: ['stock_movements_note'],
};

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
      expect(await noteColumnOf(open)).toEqual(NOTE_COLUMN);
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

  it('name the note of a movement in a database of the release with hire, its log kept', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await runMigrations(open, releaseBefore('0003_note_movements'));
      expect(await hireSchemaOf(open)).toEqual(EXPECTED);
      expect((await noteColumnOf(open)).columns).toEqual([]);
      await open.db.execute(
        sql`insert into customers (id, name) values (1, 'Northgate') on conflict do nothing`,
      );
      await open.db.execute(
        sql`insert into stock_movements (id, customer_id, moved_at, from_site_id, to_site_id, item_name, record) values (1, 1, now(), null, null, 'Tube', '{}')`,
      );
      await runMigrations(open);
      expect(await noteColumnOf(open)).toEqual(NOTE_COLUMN);
      const kept = rowsOf<{ id: number; note_id: number | null }>(
        await open.db.execute(sql`select id, note_id from stock_movements`),
      );
      expect(kept).toEqual([{ id: 1, note_id: null }]);
    } finally {
      await open.close();
    }
  }, 120_000);
});
