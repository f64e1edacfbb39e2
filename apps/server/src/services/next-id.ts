// An id made at run time, from its kind's sequence (above every seeded id).
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
import { type IdSequence, nextval } from '../db/schema';

export async function nextId(tx: Transaction, sequence: IdSequence): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select ${nextval(sequence)} as id`));
  if (row === undefined) throw new Error(`no id from ${sequence}`);
  return Number(row.id);
}
