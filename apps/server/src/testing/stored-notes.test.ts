import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RowsQuery, storedByNotes, storedWithNotes } from './stored-notes';

describe('stored notes', () => {
  const db = new PGlite();
  const query: RowsQuery = async <T>(text: string, values?: unknown[]) =>
    (await db.query<T>(text, values)).rows;

  beforeAll(async () => {
    await db.exec(`create table inspections (record jsonb not null);
      insert into inspections values ('{"notes":"run 1 a"}'), ('{"notes":"run 1 a"}'),
        ('{"notes":"run 1 b"}'), ('{"notes":"run 2 a"}'), ('{"notes":"100% run_1"}'), ('{}');`);
  }, 60_000);
  afterAll(() => db.close());

  it('counts each notes value a LIKE pattern matches', async () => {
    expect(await storedByNotes(query, 'run 1 %')).toEqual(
      new Map([
        ['run 1 a', 2],
        ['run 1 b', 1],
      ]),
    );
  });

  it('counts one value exactly, its % and _ taken as themselves', async () => {
    expect(await storedWithNotes(query, 'run 1 a')).toBe(2);
    expect(await storedWithNotes(query, '100% run_1')).toBe(1);
    expect(await storedWithNotes(query, '100_ run%1')).toBe(0);
    expect(await storedWithNotes(query, 'run 3')).toBe(0);
  });
});
