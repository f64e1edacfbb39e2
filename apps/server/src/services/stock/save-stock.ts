// A site's stock as a write left it, put back in its tables: every stock item (new ones inserted,
// the rest updated), the site's allocations replaced by the tree's, and the item counts the API
// shows on the site and its subareas.
import type { Id, Site } from '@scaffold/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { allocations, inventoryItems, sites, subareas } from '../../db/schema';

export async function saveSiteStock(tx: Transaction, customerId: Id, site: Site): Promise<void> {
  for (const [position, item] of site.inventory_items.entries()) {
    const values = {
      quantity: item.quantity,
      lastUpdated: item.last_updated ? new Date(item.last_updated) : null,
      position,
    };
    await tx
      .insert(inventoryItems)
      .values({
        id: item.id,
        customerId,
        siteId: site.id,
        name: item.name ?? null,
        catalogue: item.item ?? null,
        weight: item.weight ?? null,
        weightInKg: item.weight_in_kg ?? null,
        financialMetrics: item.financial_metrics,
        ...values,
      })
      .onConflictDoUpdate({ target: inventoryItems.id, set: values });
  }
  const itemIds = site.inventory_items.map((item) => item.id);
  if (itemIds.length > 0) {
    await tx.delete(allocations).where(inArray(allocations.inventoryItemId, itemIds));
  }
  const rows = site.inventory_items.flatMap((item) =>
    item.allocations.map((allocation) => ({
      id: allocation.id,
      customerId,
      inventoryItemId: item.id,
      subareaId: allocation.subarea_id,
      quantity: allocation.quantity,
    })),
  );
  if (rows.length > 0) await tx.insert(allocations).values(rows);
  for (const sublocation of site.sublocations) {
    for (const subarea of sublocation.subareas) {
      await tx
        .update(subareas)
        .set({ items: subarea.items ?? null })
        .where(eq(subareas.id, subarea.id));
    }
  }
  await tx
    .update(sites)
    .set({ items: site.items ?? null })
    .where(eq(sites.id, site.id));
}
