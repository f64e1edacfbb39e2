// A write that changes what the reads answer moves the customer's data_version and marks the
// sites it touched with the new version, in the write's own transaction: the read model and other
// instances see the change exactly when the write is committed.
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';

/**
 * The bump as two data-modifying WITH entries, `bumped` (the customer's new version) and `stamped`
 * (the sites marked with it), for a write to end its own last statement with. `siteChanges` are
 * more assignments to the touched sites: a row can be updated only once in one statement.
 */
export function dataVersionBump(
  customerId: number,
  siteIds: readonly number[],
  siteChanges?: SQL,
): SQL {
  const touched = [...new Set(siteIds)];
  // Both updates run whatever the outer select reads (a data-modifying WITH runs to its end); the
  // sites' update reads the bumped version, so the customer's row is locked before the sites'.
  return sql`bumped as (
        update customers set data_version = data_version + 1 where id = ${customerId}
        returning data_version
      ), stamped as (
        update sites set changed_version = (select data_version from bumped)${siteChanges ? sql`, ${siteChanges}` : sql``}
        where customer_id = ${customerId} and id = any(${`{${touched.join(',')}}`}::int[])
        returning id
      )`;
}

/**
 * Bumps the customer's data_version and stamps `siteIds` with it, in one statement (a write's
 * last before its kept answer); answers the new version.
 */
export async function bumpDataVersion(
  tx: Transaction,
  customerId: number,
  siteIds: readonly number[],
): Promise<number> {
  const [row] = rowsOf<{ version: unknown }>(
    await tx.execute(
      sql`with ${dataVersionBump(customerId, siteIds)} select data_version as version from bumped`,
    ),
  );
  if (!row) throw new Error(`customer ${customerId} is not in scope`);
  return Number(row.version);
}
