// The movement log's rows, written the one way for every write that moves stock: a move's
// movements (no note) and a signed note's (naming it), each row keeping the API's record with the
// columns the log's filters read (when, from and to which site, which item).
import type { Id, StockMovement } from '@scaffold/domain';
import type { Transaction } from '../../db/connect';
import { stockMovements } from '../../db/schema';

export async function insertMovements(
  tx: Transaction,
  customerId: Id,
  records: readonly StockMovement[],
  noteId: Id | null = null,
): Promise<void> {
  // An insert of no rows is an error in the query builder, and there is nothing to log.
  if (records.length === 0) return;
  await tx.insert(stockMovements).values(
    records.map((record) => ({
      id: record.id,
      customerId,
      movedAt: new Date(record.moved_at),
      fromSiteId: record.from.site_id,
      toSiteId: record.to.site_id,
      itemName: record.item.name,
      noteId,
      record,
    })),
  );
}
