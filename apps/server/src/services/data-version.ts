// A write that changes what the reads answer moves the customer's data_version and marks the
// sites it touched with the new version, in the write's own transaction: the read model and other
// instances see the change exactly when the write is committed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { customers, sites } from '../db/schema';

/** Bumps the customer's data_version and stamps `siteIds` with it; answers the new version. */
export async function bumpDataVersion(
  tx: Transaction,
  customerId: number,
  siteIds: readonly number[],
): Promise<number> {
  const [row] = await tx
    .update(customers)
    .set({ dataVersion: sql`${customers.dataVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ version: customers.dataVersion });
  if (!row) throw new Error(`customer ${customerId} is not in scope`);
  const touched = [...new Set(siteIds)];
  if (touched.length > 0) {
    await tx
      .update(sites)
      .set({ changedVersion: row.version })
      .where(and(eq(sites.customerId, customerId), inArray(sites.id, touched)));
  }
  return row.version;
}
