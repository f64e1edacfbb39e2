// An id made at run time, from its kind's sequence (above every seeded id).
import type { Id } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
import { type IdSequence, nextval } from '../db/schema';

export async function nextId(tx: Transaction, sequence: IdSequence): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select ${nextval(sequence)} as id`));
  if (row === undefined) throw new Error(`no id from ${sequence}`);
  return Number(row.id);
}

/** `count` ids of a sequence, handed out synchronously (the domain's rules ask for ids as they go). */
export async function reserveIds(
  tx: Transaction,
  sequence: IdSequence,
  count: number,
): Promise<() => Id> {
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`select ${nextval(sequence)} as id from generate_series(1, ${count})`),
  ).map((row) => row.id);
  return () => {
    const id = ids.shift();
    if (id === undefined) throw new Error(`${sequence}: more ids asked for than reserved`);
    return id;
  };
}
