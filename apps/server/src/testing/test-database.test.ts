// The harness's reset puts back exactly the seeded state: rows changed, added and removed (a
// parent row too, whose children stay), and the sequences, on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/connect';
import { openTestDatabase, type TestDatabase } from './test-database';

describe.each(['pglite', 'postgres'] as const)('a test database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 300_000);
  afterAll(() => database?.dispose());

  const one = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.open.db.execute(query))[0] as T;
  const fingerprint = async () => ({
    site: await one<{ name: string }>(sql`select name from sites where id = 1`),
    allocations: await one<{ n: string }>(sql`select count(*)::text as n from allocations`),
    subareas: await one<{ n: string }>(sql`select count(*)::text as n from subareas`),
    registrations: await one<{ n: string }>(sql`select count(*)::text as n from registrations`),
  });

  it('goes back to the seeded rows and sequences after writes of every kind', async () => {
    const seeded = await fingerprint();
    const firstNumber = await one<{ n: string }>(
      sql`select nextval('registration_numbers')::text as n`,
    );
    await database.reset();
    const db = database.open.db;
    await db.execute(sql`update sites set name = 'Renamed' where id = 1`);
    await db.execute(sql`delete from allocations`);
    await db.execute(
      sql`insert into registrations (human_id, email, first_name, last_name, company_name, comments, created_at)
          values ('REG-X', 'a@b.test', 'A', 'B', 'C', '', now())`,
    );
    await db.execute(sql`select nextval('registration_numbers')`);
    expect(await fingerprint()).not.toEqual(seeded);

    await database.reset();
    expect(await fingerprint()).toEqual(seeded);
    await expect(
      one<{ n: string }>(sql`select nextval('registration_numbers')::text as n`),
    ).resolves.toEqual(firstNumber);
    // A reset with nothing written since is a no-op that still answers.
    await database.reset();
    await database.reset();
    expect(await fingerprint()).toEqual(seeded);
  }, 120_000);
});
