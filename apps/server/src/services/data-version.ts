// Every write that changes what the reads answer moves its customer's data_version and marks the
// sites it touched with the new version, in its own transaction: an instance's read model sees the
// version move and reloads just those sites (read-model/), whichever instance made the write.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { customers, sites } from '../db/schema';

export async function markChanged(
  tx: Transaction,
  customerId: number,
  siteIds: readonly number[],
): Promise<number> {
  const [row] = await tx
    .update(customers)
    .set({ dataVersion: sql`${customers.dataVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ version: customers.dataVersion });
  const version = row?.version ?? 0;
  if (siteIds.length > 0) {
    await tx
      .update(sites)
      .set({ changedVersion: version })
      .where(inArray(sites.id, [...siteIds]));
  }
  return version;
}
