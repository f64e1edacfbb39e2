import type { EquipmentLine, Operation, SampleInventoryItem, SampleSite } from '@scaffold/domain';
import { SAMPLE_CATALOGUE } from './catalogue';
import { createSeededRandom, deriveSeed } from './prng';

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (isoDate: string): number => Date.parse(isoDate.slice(0, 10));

/** What stands on each site now, from the inventory's per-site allocations (one pass). */
function equipmentBySite(inventory: readonly SampleInventoryItem[]): Map<number, EquipmentLine[]> {
  const bySite = new Map<number, EquipmentLine[]>();
  for (const item of inventory) {
    for (const allocation of item.allocations) {
      if (allocation.quantity <= 0) continue;
      const lines = bySite.get(allocation.locationId) ?? [];
      lines.push({ itemId: item.id, quantity: allocation.quantity });
      bySite.set(allocation.locationId, lines);
    }
  }
  return bySite;
}

/** A completed site has returned its stock, so what it had is reconstructed from its id. */
function equipmentReturned(
  siteId: number,
  inventory: readonly SampleInventoryItem[],
): EquipmentLine[] {
  const random = createSeededRandom(deriveSeed(11, siteId));
  return inventory.map((item) => {
    const range = SAMPLE_CATALOGUE.find((entry) => entry.id === item.id)?.siteQuantity ?? [10, 100];
    return { itemId: item.id, quantity: random.int(range[0], range[1]) };
  });
}

/**
 * Operations follow from the sites (PRODUCT.md "Site statuses"): each site's first erection is pending if
 * the site is pending, otherwise completed; completed sites also get a dismantling. Ids run in
 * site order, so pending erections come out in the sites' order.
 */
export function deriveOperations(
  sites: readonly SampleSite[],
  inventory: readonly SampleInventoryItem[] = [],
): Operation[] {
  const operations: Operation[] = [];
  const onSite = equipmentBySite(inventory);
  for (const site of sites) {
    const [supervisor = 'Unassigned', ...crew] = site.assignedTeam;
    const start = dayMs(site.startDate);
    const completedSite = site.status === 'completed';
    const equipment = completedSite
      ? equipmentReturned(site.id, inventory)
      : (onSite.get(site.id) ?? []);
    operations.push({
      id: operations.length + 1,
      siteId: site.id,
      type: 'erection',
      status: site.status === 'pending' ? 'pending' : 'completed',
      startDate: site.startDate,
      endDate: site.status === 'pending' ? null : isoDay(start + (2 + (site.id % 4)) * DAY_MS),
      supervisor,
      crew,
      ...(equipment.length > 0 ? { equipmentUsed: equipment } : {}),
    });
    if (completedSite) {
      const end = dayMs(site.expectedEndDate);
      operations.push({
        id: operations.length + 1,
        siteId: site.id,
        type: 'dismantling',
        status: 'completed',
        startDate: isoDay(end - (1 + (site.id % 3)) * DAY_MS),
        endDate: site.expectedEndDate,
        supervisor,
        crew,
        ...(equipment.length > 0 ? { equipmentReturned: equipment } : {}),
      });
    }
  }
  return operations;
}
