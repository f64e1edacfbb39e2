// What the slim view leaves out, read by SQL for the few sites a read needs it of: a site's
// sublocation → subarea → allocation tree, its stock items with every allocation, its inspections
// as stored. Whole sites are the slim site's own fields with these put back, in the shape and
// order the mock's tree holds them (allocations by id: each is added after the ones before).
import type { Id, Inspection, InventoryItem, Site, Sublocation } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/connect';
import { anyIds, isoInstant, jsonOf, nullableNumber } from './sql-text';

interface AllocationRow {
  id: Id;
  inventory_item_id: Id;
  subarea_id: Id;
  quantity: number;
}

interface SubareaRow {
  site_id: Id;
  sublocation_id: Id;
  sublocation_name: string;
  subarea_id: Id | null;
  subarea_name: string | null;
  subarea_items: number | null;
}

interface ItemRow {
  id: Id;
  site_id: Id;
  name: string | null;
  catalogue: string | null;
  quantity: number;
  weight: unknown;
  weight_in_kg: unknown;
  metrics: string;
  last_updated: string | null;
}

/** `[]` per id, filled in by the caller. */
const emptyLists = <T>(ids: readonly Id[]) => new Map(ids.map((id) => [id, [] as T[]]));

async function allocationsOf(tx: Transaction, customerId: Id, siteIds: readonly Id[]) {
  return rowsOf<AllocationRow>(
    await tx.execute(sql`
      select a.id, a.inventory_item_id, a.subarea_id, a.quantity
      from allocations a join inventory_items i on i.id = a.inventory_item_id
      where a.customer_id = ${customerId} and i.site_id = ${anyIds(siteIds)}
      order by a.id`),
  );
}

/**
 * The sites' sublocation trees; with `allocations` false, the subareas' allocations are left
 * empty (where stock may go needs only the places).
 */
export async function loadSublocations(
  tx: Transaction,
  customerId: Id,
  siteIds: readonly Id[],
  options: { allocations: boolean; known?: readonly AllocationRow[] } = { allocations: true },
): Promise<Map<Id, Sublocation[]>> {
  const trees = emptyLists<Sublocation>(siteIds);
  if (siteIds.length === 0) return trees;
  const rows = rowsOf<SubareaRow>(
    await tx.execute(sql`
      select sl.site_id, sl.id as sublocation_id, sl.name as sublocation_name,
        sa.id as subarea_id, sa.name as subarea_name, sa.items as subarea_items
      from sublocations sl left join subareas sa on sa.sublocation_id = sl.id
      where sl.customer_id = ${customerId} and sl.site_id = ${anyIds(siteIds)}
      order by sl.site_id, sl.position, sl.id, sa.position, sa.id`),
  );
  const subareas = new Map<Id, Sublocation['subareas'][number]>();
  let current: Sublocation | null = null;
  for (const row of rows) {
    if (!current || current.id !== row.sublocation_id) {
      current = { id: row.sublocation_id, name: row.sublocation_name, subareas: [] };
      trees.get(row.site_id)?.push(current);
    }
    if (row.subarea_id === null) continue;
    const subarea: Sublocation['subareas'][number] = {
      id: row.subarea_id,
      name: row.subarea_name ?? '',
      allocations: [],
    };
    if (row.subarea_items !== null) subarea.items = row.subarea_items;
    current.subareas.push(subarea);
    subareas.set(subarea.id, subarea);
  }
  if (options.allocations) {
    const allocations = options.known ?? (await allocationsOf(tx, customerId, siteIds));
    for (const allocation of allocations) {
      subareas.get(allocation.subarea_id)?.allocations.push({
        id: allocation.id,
        inventory_item: allocation.inventory_item_id,
        quantity: allocation.quantity,
      });
    }
  }
  return trees;
}

/** The sites' stock items, each with all its allocations. */
export async function loadItems(
  tx: Transaction,
  customerId: Id,
  siteIds: readonly Id[],
  known?: readonly AllocationRow[],
): Promise<Map<Id, InventoryItem[]>> {
  const lists = emptyLists<InventoryItem>(siteIds);
  if (siteIds.length === 0) return lists;
  const rows = rowsOf<ItemRow>(
    await tx.execute(sql`
      select id, site_id, name, catalogue::text as catalogue, quantity, weight, weight_in_kg,
        financial_metrics::text as metrics, ${isoInstant('last_updated')} as last_updated
      from inventory_items
      where customer_id = ${customerId} and site_id = ${anyIds(siteIds)}
      order by site_id, position, id`),
  );
  const items = new Map<Id, InventoryItem>();
  for (const row of rows) {
    const item: Record<string, unknown> = { id: row.id };
    if (row.name !== null) item.name = row.name;
    if (row.catalogue !== null) item.item = jsonOf(row.catalogue);
    item.quantity = row.quantity;
    const weight = nullableNumber(row.weight);
    if (weight !== null) item.weight = weight;
    const weightInKg = nullableNumber(row.weight_in_kg);
    if (weightInKg !== null) item.weight_in_kg = weightInKg;
    item.financial_metrics = jsonOf(row.metrics);
    item.allocations = [];
    item.last_updated = row.last_updated;
    const typed = item as unknown as InventoryItem;
    items.set(row.id, typed);
    lists.get(row.site_id)?.push(typed);
  }
  const allocations = known ?? (await allocationsOf(tx, customerId, siteIds));
  for (const allocation of allocations) {
    items.get(allocation.inventory_item_id)?.allocations.push({
      id: allocation.id,
      subarea_id: allocation.subarea_id,
      quantity: allocation.quantity,
    });
  }
  return lists;
}

/** The sites' inspections as stored (images by bare media URL), newest in the history first. */
export async function loadInspections(
  tx: Transaction,
  customerId: Id,
  siteIds: readonly Id[],
): Promise<Map<Id, Inspection[]>> {
  const lists = emptyLists<Inspection>(siteIds);
  if (siteIds.length === 0) return lists;
  const rows = rowsOf<{ site_id: Id; record: string }>(
    await tx.execute(sql`
      select site_id, record::text as record from inspections
      where customer_id = ${customerId} and site_id = ${anyIds(siteIds)}
      order by site_id, history_order desc`),
  );
  for (const row of rows) lists.get(row.site_id)?.push(jsonOf<Inspection>(row.record));
  return lists;
}

/** Records of some inspections by id (images by bare media URL), with their site. */
export async function loadInspectionRecords(
  tx: Transaction,
  customerId: Id,
  inspectionIds: readonly Id[],
): Promise<{ siteId: Id; inspection: Inspection }[]> {
  if (inspectionIds.length === 0) return [];
  return rowsOf<{ site_id: Id; record: string }>(
    await tx.execute(sql`
      select site_id, record::text as record from inspections
      where customer_id = ${customerId} and id = ${anyIds(inspectionIds)}`),
  ).map((row) => ({ siteId: row.site_id, inspection: jsonOf<Inspection>(row.record) }));
}

/** What a site's history is ordered by, for every inspection of a site: id and created_at. */
export async function loadHistoryKeys(
  tx: Transaction,
  customerId: Id,
  siteId: Id,
): Promise<Pick<Inspection, 'id' | 'created_at'>[]> {
  return rowsOf<{ id: Id; created_at: string }>(
    await tx.execute(sql`
      select id, record->>'created_at' as created_at from inspections
      where customer_id = ${customerId} and site_id = ${siteId}
      order by history_order desc`),
  );
}

/**
 * Whole sites: the slim site's own fields with the sublocation tree and the stock items with
 * their allocations read for them; their inspections as stored when asked, else the slim ones.
 */
export async function loadWholeSites(
  tx: Transaction,
  customerId: Id,
  slimSites: readonly Site[],
  options: { inspections: boolean } = { inspections: false },
): Promise<Site[]> {
  const ids = slimSites.map((site) => site.id);
  const allocations = ids.length > 0 ? await allocationsOf(tx, customerId, ids) : [];
  const sublocations = await loadSublocations(tx, customerId, ids, {
    allocations: true,
    known: allocations,
  });
  const items = await loadItems(tx, customerId, ids, allocations);
  const inspections = options.inspections ? await loadInspections(tx, customerId, ids) : null;
  return slimSites.map((site) => ({
    ...site,
    inspections: inspections?.get(site.id) ?? site.inspections,
    sublocations: sublocations.get(site.id) ?? [],
    inventory_items: items.get(site.id) ?? [],
  }));
}
