import pg from 'pg';

/** A query on a database from outside the server: the rows it returns. */
export type RowsQuery = <T extends pg.QueryResultRow>(
  text: string,
  values?: unknown[],
) => Promise<T[]>;

/** A query on `databaseUrl` through a client of its own, closed once it answers. */
export function queryOn(databaseUrl: string): RowsQuery {
  return async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
}

/** `notes` as a LIKE pattern that matches it alone. */
export const exactly = (notes: string): string => notes.replace(/[\\%_]/g, '\\$&');

/**
 * How many stored inspections carry each notes value that matches `like` (SQL LIKE; `exactly`
 * for one value). The proofs and benchmarks give every save notes of its own, so a value stored
 * twice is a save written twice and a value missing is a save lost.
 */
export async function storedByNotes(query: RowsQuery, like: string): Promise<Map<string, number>> {
  const rows = await query<{ notes: string; n: number }>(
    "select record->>'notes' as notes, count(*)::int as n from inspections where record->>'notes' like $1 group by 1",
    [like],
  );
  return new Map(rows.map((row) => [row.notes, row.n]));
}

/** How many stored inspections carry exactly these notes. */
export async function storedWithNotes(query: RowsQuery, notes: string): Promise<number> {
  return (await storedByNotes(query, exactly(notes))).get(notes) ?? 0;
}
