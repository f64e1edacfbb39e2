// A signed note's stock move on the server, in the note's transaction: the note's sites read
// locked (so a move or another note touching them queues), the domain's applyNoteStock on them,
// the sites it changed written back and its movements logged, each naming the note.
import {
  applyNoteStock,
  correctedChain,
  type HireBook,
  type HireNote,
  type ItemTemplate,
  type NewId,
  type NoteStockRequest,
  noteMovements,
  type StockMovement,
} from '@scaffold/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { inventoryItems, sites, stockMovements } from '../db/schema';
import type { Caller } from '../http/authenticate';
import { problem } from '../http/problem';
import { bumpDataVersion } from './data-version';
import { reserveIds } from './next-id';
import { isRowId } from './row-ids';
import { customerOf, loadSites } from './site-tree';
import { insertMovements } from './stock/insert-movements';
import { saveSiteStock } from './stock/save-stock';

/**
 * The note's sites locked, in id order, before its customer's row: a move locks its sites and
 * then (moving the data version) the customer's row, so taking them in that order too means a
 * note and a move at once queue instead of deadlocking.
 */
export async function lockNoteSites(tx: Transaction, siteIds: readonly (number | null)[]) {
  const ids = [...new Set(siteIds)].filter((id): id is number => id !== null && isRowId(id));
  if (ids.length === 0) return;
  await tx
    .select({ id: sites.id })
    .from(sites)
    .where(inArray(sites.id, ids))
    .orderBy(asc(sites.id))
    .for('update');
}

/** A record of each line's catalogue item on any of the customer's sites. */
async function templates(tx: Transaction, caller: Caller, itemIds: readonly number[]) {
  const rows = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.customerId, caller.customerId),
        inArray(sql<number>`(${inventoryItems.catalogue}->>'id')::int`, [...itemIds]),
      ),
    )
    .orderBy(asc(inventoryItems.id));
  const found = new Map<number, ItemTemplate>();
  for (const row of rows) {
    const id = row.catalogue?.id;
    if (id === undefined || found.has(id)) continue;
    found.set(id, {
      ...(row.name === null ? {} : { name: row.name }),
      item: row.catalogue ?? undefined,
      ...(row.weight === null ? {} : { weight: row.weight }),
      ...(row.weightInKg === null ? {} : { weight_in_kg: row.weightInKg }),
      financial_metrics: {
        replacement_cost: row.financialMetrics.replacement_cost ?? 0,
        daily_rate: row.financialMetrics.daily_rate ?? 0,
        maintenance_cost: row.financialMetrics.maintenance_cost ?? 0,
      },
    });
  }
  return found;
}

/** The movements of the notes a correction undoes. */
async function correctedMovements(
  tx: Transaction,
  book: HireBook,
  correctedId: number | undefined,
) {
  const chain = correctedChain([...book.deliveries, ...book.collections], correctedId);
  if (chain.length === 0) return [];
  const rows = await tx
    .select({ record: stockMovements.record })
    .from(stockMovements)
    .where(inArray(stockMovements.noteId, chain));
  return rows.map((row) => row.record as unknown as StockMovement);
}

export type PlannedStock = Extract<ReturnType<typeof applyNoteStock>, { ok: true }> & {
  before: ReadonlyMap<number, unknown>;
};

/** The note's stock move worked out on its sites, or its refusal thrown as the field's 400. */
export async function planNoteStock(
  tx: Transaction,
  caller: Caller,
  book: HireBook,
  note: NoteStockRequest & { corrects: { note_id: number } | null },
  now: Date,
): Promise<PlannedStock> {
  const siteIds =
    note.kind === 'delivery'
      ? [note.to_site_id, ...(note.from_site_id === null ? [] : [note.from_site_id])]
      : [note.from_site_id];
  const loaded = await loadSites(tx, siteIds, { lock: true });
  const customer = customerOf(caller.customerId, loaded.values());
  const items = await templates(
    tx,
    caller,
    note.lines.map((line) => line.item_id),
  );
  const itemId = await reserveIds(tx, 'inventory_item_ids', note.lines.length * siteIds.length);
  const newId: NewId = (kind) => {
    if (kind !== 'inventory_item') throw new Error('a note makes no allocations');
    return itemId();
  };
  const outcome = applyNoteStock([customer], note, {
    previous: await correctedMovements(tx, book, note.corrects?.note_id),
    template: (id) => items.get(id),
    now,
    nextId: newId,
  });
  if (!outcome.ok) throw problem(outcome.refusal.status, outcome.refusal.detail);
  const before = new Map(customer.clients.flatMap((c) => c.sites.map((s) => [s.id, s])));
  return { ...outcome, before };
}

/** The planned move stored: the changed sites, and the movements naming the saved note. */
export async function storeNoteStock(
  tx: Transaction,
  caller: Caller,
  planned: PlannedStock,
  note: HireNote,
  now: Date,
): Promise<void> {
  const changed = planned.customers.flatMap((c) =>
    c.clients.flatMap((client) =>
      client.sites.filter((site) => planned.before.get(site.id) !== site),
    ),
  );
  for (const site of changed) await saveSiteStock(tx, caller.customerId, site);
  if (planned.moves.length === 0) return;
  const movementId = await reserveIds(tx, 'movement_ids', planned.moves.length);
  const records = noteMovements(planned.moves, {
    note: { id: note.id, kind: note.kind, number: note.number },
    now,
    by: { id: caller.userId, name: `${caller.firstName} ${caller.lastName}` },
    nextId: movementId,
  });
  await insertMovements(tx, caller.customerId, records, note.id);
  await bumpDataVersion(
    tx,
    caller.customerId,
    changed.map((site) => site.id),
  );
}
