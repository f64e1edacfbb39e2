// One handle on the database, whichever PostgreSQL holds it: PGlite (PostgreSQL in WebAssembly,
// in a data folder, the default with nothing configured) or a PostgreSQL server through `pg`.
// The rest of the server sees only `Database`: the same SQL runs on both.
import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** A database handle or a transaction on it: what a query needs. */
export type Queryable = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize: number };

export interface OpenDatabase {
  db: Database;
  target: DatabaseTarget;
  /** Is the database answering? A cheap query, for readiness and for telling outages apart. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'pglite') {
    // In memory without a folder (tests); otherwise a folder the first start initialises.
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const unlock = target.dataDir ? lockFolder(target.dataDir) : () => {};
    // Loaded only here: a server on PostgreSQL never holds PGlite's code in its memory.
    const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ]);
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      target,
      ping: async () => {
        await client.query('select 1');
        return true;
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize,
    // A request waits this long for a connection before it is answered 503, not for ever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection that dies while idle (the server restarted) must not crash the process: the pool
  // drops it and the next query opens another.
  pool.on('error', () => {});
  // Nor one that dies while checked out between two statements of a transaction: the pool
  // listens to its clients only while they are idle, and a client's 'error' that no one hears
  // ends the process. The transaction's next statement fails instead, and its request is
  // answered 503 as any other query the database could not run.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    target,
    ping: async () => {
      const client = await pool.connect();
      try {
        await client.query('select 1');
        return true;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The rows of a raw `execute`, typed by the caller (both drivers answer `{rows}`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
