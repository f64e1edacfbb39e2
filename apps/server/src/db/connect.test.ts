// A PostgreSQL connection that the server ends (a restart, a fast shutdown, an administrator)
// while a transaction holds it between two statements: that transaction fails, and the process
// goes on answering. The pool hears its clients only while they are idle.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { rowsOf } from './connect';

describe('a PostgreSQL connection ended by the server', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  }, 120_000);
  afterAll(async () => {
    await test?.dispose();
  });

  it('in the middle of a transaction fails that transaction, not the process', async () => {
    const { db } = test.open;
    const uncaught: unknown[] = [];
    const hear = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', hear);
    try {
      const transaction = db.transaction(async (tx) => {
        const [own] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        // Ended from another connection while this one waits between statements.
        await db.execute(sql`select pg_terminate_backend(${own?.pid})`);
        for (;;) {
          const left = rowsOf<{ n: number }>(
            await db.execute(
              sql`select count(*)::int as n from pg_stat_activity where pid = ${own?.pid}`,
            ),
          );
          if (left[0]?.n === 0) break;
        }
        // One more round trip on the other connection: the ended one's last words have arrived.
        await db.execute(sql`select 1`);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const [after] = rowsOf<{ one: number }>(await db.execute(sql`select 1 as one`));
      expect(after?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', hear);
    }
  }, 60_000);
});
