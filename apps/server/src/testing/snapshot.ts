// The seeded state kept inside the database itself, so a test can go back to it with no data
// leaving the server: every table of the public schema copied into the schema `test_seed` (with
// each sequence's position), and a statement trigger on each table noting that it was written.
// A reset puts back only the tables written since the last one (a test that signs in and reads
// touches two or three), with foreign-key triggers off for that transaction
// (session_replication_role = replica, which needs a superuser: the harness's own cluster and
// PGlite are); without a superuser every table is truncated and filled again in key order.
// The same SQL on PGlite and PostgreSQL (docs/PERFORMANCE.md "The server's test harness").
// Only databases made by the test harness have the schema and the triggers.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';

const SNAPSHOT = 'test_seed';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function namesOf(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  return rowsOf<{ name: string }>(await db.execute(query)).map((row) => row.name);
}

const publicTables = (db: Database) =>
  namesOf(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );

/** Keeps what the database holds now as the state `restoreSnapshot` goes back to. */
export async function takeSnapshot(db: Database): Promise<void> {
  const tables = await publicTables(db);
  const sequences = await namesOf(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const statements = [
    `drop schema if exists ${SNAPSHOT} cascade`,
    `create schema ${SNAPSHOT}`,
    ...tables.map(
      (table) => `create table ${SNAPSHOT}.${quoted(table)} as table public.${quoted(table)}`,
    ),
    `create table ${SNAPSHOT}.sequences (name text primary key, last_value bigint not null, is_called boolean not null)`,
    ...sequences.map(
      (sequence) =>
        `insert into ${SNAPSHOT}.sequences select '${sequence}', last_value, is_called from public.${quoted(sequence)}`,
    ),
    `create table ${SNAPSHOT}.written (name text primary key)`,
    // Runs as its owner, so the application's role (which may not see this schema) can fire it.
    `create function ${SNAPSHOT}.note_written() returns trigger language plpgsql security definer as $$
       begin
         insert into ${SNAPSHOT}.written values (tg_table_name) on conflict do nothing;
         return null;
       end $$`,
    ...tables.map(
      (table) =>
        `create trigger test_seed_written after insert or update or delete or truncate on public.${quoted(table)} for each statement execute function ${SNAPSHOT}.note_written()`,
    ),
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** The tables in an order where each comes after every table its foreign keys point at. */
async function tablesInLoadOrder(db: Database): Promise<string[]> {
  const tables = await publicTables(db);
  const result = await db.execute(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of rowsOf<{ child: string; parent: string }>(result)) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (table) =>
        !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (next.length === 0) throw new Error('snapshot: the foreign keys form a cycle');
    for (const table of next) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

const RESTORE_SEQUENCES = `select setval(format('public.%I', name), last_value, is_called) from ${SNAPSHOT}.sequences`;
const FORGET_WRITTEN = `delete from ${SNAPSHOT}.written`;

/** How this database is restored: only the written tables (superuser), or all of them. */
type Restorer = (db: Database) => Promise<void>;

async function restorerFor(db: Database): Promise<Restorer> {
  const [row] = rowsOf<{ superuser: boolean }>(
    await db.execute(sql`select rolsuper as superuser from pg_roles where rolname = current_user`),
  );
  if (row?.superuser) {
    return (target) =>
      target.transaction(async (tx) => {
        const written = await namesOf(
          tx as unknown as Database,
          sql.raw(`select name from ${SNAPSHOT}.written`),
        );
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        for (const table of written) {
          await tx.execute(sql.raw(`delete from public.${quoted(table)}`));
          await tx.execute(
            sql.raw(`insert into public.${quoted(table)} table ${SNAPSHOT}.${quoted(table)}`),
          );
        }
        await tx.execute(sql.raw(RESTORE_SEQUENCES));
        await tx.execute(sql.raw(FORGET_WRITTEN));
      });
  }
  const tables = await tablesInLoadOrder(db);
  const statements = [
    `truncate ${tables.map((table) => `public.${quoted(table)}`).join(', ')}`,
    ...tables.map(
      (table) => `insert into public.${quoted(table)} table ${SNAPSHOT}.${quoted(table)}`,
    ),
    RESTORE_SEQUENCES,
    FORGET_WRITTEN,
  ];
  return (target) =>
    target.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
}

const restorers = new WeakMap<Database, Promise<Restorer>>();

/** Puts every table and sequence back as `takeSnapshot` kept them, in one transaction. */
export async function restoreSnapshot(db: Database): Promise<void> {
  let restorer = restorers.get(db);
  if (!restorer) {
    restorer = restorerFor(db);
    restorers.set(db, restorer);
  }
  await (await restorer)(db);
}
