// Sites read whole from their tables, as the API shapes them (Site): their place and dates, their
// sublocation → subarea → allocation tree, their stock items with allocations, their client, and
// (when asked) their inspection history. Rows come back in the tree's order (positions; ids for
// allocations), so a site reads back exactly as it was written.
import type {
  ClientNode,
  CustomerNode,
  Id,
  Inspection,
  InventoryItem,
  Site,
  Sublocation,
} from '@scaffold/domain';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import {
  allocations,
  clients,
  inspections,
  inventoryItems,
  sites,
  subareas,
  sublocations,
} from '../db/schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type SiteRow = typeof sites.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

/** A site row as the API's site, without its children. */
export function siteOfRow(row: SiteRow, client: ClientRow | undefined): Site {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    city: row.city,
    state: row.state,
    start_date: row.startDate,
    end_date: row.endDate,
    expected_end_date: row.expectedEndDate,
    status: { code: row.statusCode, name: row.statusName },
    manager:
      row.managerFirstName === null && row.managerLastName === null
        ? null
        : { first_name: row.managerFirstName ?? '', last_name: row.managerLastName ?? '' },
    last_inspection_date: iso(row.lastInspectionDate),
    inspection_due: iso(row.inspectionDue),
    next_inspection_date: iso(row.nextInspectionDate),
    inspections: [],
    sublocations: [],
    inventory_items: [],
    ...(row.items === null ? {} : { items: row.items }),
    client: client ? { id: client.id, name: client.name, address: client.address } : null,
  };
}

export interface LoadedSite {
  site: Site;
  clientId: Id | null;
}

/**
 * The sites with these ids that the transaction may see (another customer's are simply absent),
 * whole, by id. `lock` takes their rows FOR UPDATE first, in id order, so two writes touching the
 * same sites queue instead of deadlocking.
 */
export async function loadSites(
  tx: Transaction,
  siteIds: readonly Id[],
  options: { inspections?: boolean; lock?: boolean } = {},
): Promise<Map<Id, LoadedSite>> {
  const wanted = [...new Set(siteIds)].sort((a, b) => a - b);
  const found = new Map<Id, LoadedSite>();
  if (wanted.length === 0) return found;
  const siteQuery = tx.select().from(sites).where(inArray(sites.id, wanted)).orderBy(asc(sites.id));
  const siteRows = options.lock ? await siteQuery.for('update') : await siteQuery;
  if (siteRows.length === 0) return found;
  const ids = siteRows.map((row) => row.id);
  const clientIds = [...new Set(siteRows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  const [clientRows, sublocationRows, subareaRows, itemRows, inspectionRows] = await Promise.all([
    clientIds.length ? tx.select().from(clients).where(inArray(clients.id, clientIds)) : [],
    tx
      .select()
      .from(sublocations)
      .where(inArray(sublocations.siteId, ids))
      .orderBy(asc(sublocations.position)),
    tx.select().from(subareas).where(inArray(subareas.siteId, ids)).orderBy(asc(subareas.position)),
    tx
      .select()
      .from(inventoryItems)
      .where(inArray(inventoryItems.siteId, ids))
      .orderBy(asc(inventoryItems.position)),
    options.inspections
      ? tx
          .select()
          .from(inspections)
          .where(inArray(inspections.siteId, ids))
          .orderBy(desc(inspections.historyOrder))
      : [],
  ]);
  const itemIds = itemRows.map((row) => row.id);
  const allocationRows = itemIds.length
    ? await tx
        .select()
        .from(allocations)
        .where(inArray(allocations.inventoryItemId, itemIds))
        .orderBy(asc(allocations.id))
    : [];
  const clientById = new Map(clientRows.map((row) => [row.id, row]));
  for (const row of siteRows) {
    found.set(row.id, {
      site: siteOfRow(row, row.clientId ? clientById.get(row.clientId) : undefined),
      clientId: row.clientId,
    });
  }
  const sublocationById = new Map<Id, Sublocation>();
  for (const row of sublocationRows) {
    const sublocation: Sublocation = { id: row.id, name: row.name, subareas: [] };
    sublocationById.set(row.id, sublocation);
    found.get(row.siteId)?.site.sublocations.push(sublocation);
  }
  const subareaById = new Map<Id, Sublocation['subareas'][number]>();
  for (const row of subareaRows) {
    const subarea = {
      id: row.id,
      name: row.name,
      allocations: [],
      ...(row.items === null ? {} : { items: row.items }),
    };
    subareaById.set(row.id, subarea);
    sublocationById.get(row.sublocationId)?.subareas.push(subarea);
  }
  const itemById = new Map<Id, InventoryItem>();
  for (const row of itemRows) {
    const item: InventoryItem = {
      id: row.id,
      ...(row.name === null ? {} : { name: row.name }),
      ...(row.catalogue === null ? {} : { item: row.catalogue }),
      quantity: row.quantity,
      ...(row.weight === null ? {} : { weight: row.weight }),
      ...(row.weightInKg === null ? {} : { weight_in_kg: row.weightInKg }),
      financial_metrics: row.financialMetrics as InventoryItem['financial_metrics'],
      allocations: [],
      last_updated: iso(row.lastUpdated),
    };
    itemById.set(row.id, item);
    found.get(row.siteId)?.site.inventory_items.push(item);
  }
  for (const row of allocationRows) {
    itemById
      .get(row.inventoryItemId)
      ?.allocations.push({ id: row.id, subarea_id: row.subareaId, quantity: row.quantity });
    subareaById.get(row.subareaId)?.allocations.push({
      id: row.id,
      inventory_item: row.inventoryItemId,
      quantity: row.quantity,
    });
  }
  for (const row of inspectionRows) {
    found.get(row.siteId)?.site.inspections.push(row.record as unknown as Inspection);
  }
  return found;
}

/** Loaded sites as a customer tree of just those sites, each under its client. */
export function customerOf(customerId: Id, loaded: Iterable<LoadedSite>): CustomerNode {
  const clientsById = new Map<Id, ClientNode>();
  for (const { site, clientId } of loaded) {
    const id = clientId ?? 0;
    let client = clientsById.get(id);
    if (!client) {
      client = {
        id,
        name: site.client?.name ?? '',
        address: site.client?.address ?? null,
        sites: [],
      };
      clientsById.set(id, client);
    }
    client.sites.push(site);
  }
  return { id: customerId, name: '', clients: [...clientsById.values()] };
}
