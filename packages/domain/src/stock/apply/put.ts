import type { InventoryItem } from '../../schemas';
import type { NewId } from './move-tree';
import type { CheckedLine } from './validate';

/** The catalogue entry a site item stands for, so the same component is found on another site. */
const catalogueKey = (item: InventoryItem): string =>
  item.item ? `id:${item.item.id}` : `name:${item.name ?? ''}`;

/** The destination site's record of the item moved, created (with no units) if it has none. */
function arrivingItem({ item, target }: CheckedLine, stamp: string | undefined, newId: NewId) {
  const found = target.inventory_items.find(
    (candidate) => catalogueKey(candidate) === catalogueKey(item),
  );
  if (found) return found;
  const created: InventoryItem = {
    id: newId('inventory_item'),
    ...(item.name === undefined ? {} : { name: item.name }),
    ...(item.item === undefined ? {} : { item: { ...item.item } }),
    quantity: 0,
    ...(item.weight === undefined ? {} : { weight: item.weight }),
    ...(item.weight_in_kg === undefined ? {} : { weight_in_kg: item.weight_in_kg }),
    financial_metrics: { ...item.financial_metrics },
    allocations: [],
    last_updated: stamp ?? item.last_updated ?? null,
  };
  target.inventory_items.push(created);
  return created;
}

/**
 * The units arrive: on the destination site's record of the same catalogue item, allocated to
 * the destination subarea (added to its allocation there, or a new one), on the item and in the
 * subarea's list.
 */
export function putIntoDestination(
  line: CheckedLine,
  stamp: string | undefined,
  newId: NewId,
): void {
  const { quantity, targetSubarea } = line;
  const arrived = arrivingItem(line, stamp, newId);
  arrived.quantity += quantity;
  if (stamp) arrived.last_updated = stamp;
  const existing = arrived.allocations.find(
    (candidate) => candidate.subarea_id === targetSubarea.id,
  );
  if (existing) {
    existing.quantity += quantity;
    const listed = targetSubarea.allocations.find((candidate) => candidate.id === existing.id);
    if (listed) listed.quantity = existing.quantity;
    else
      targetSubarea.allocations.push({
        id: existing.id,
        inventory_item: arrived.id,
        quantity: existing.quantity,
      });
  } else {
    const id = newId('allocation');
    arrived.allocations.push({ id, subarea_id: targetSubarea.id, quantity });
    targetSubarea.allocations.push({ id, inventory_item: arrived.id, quantity });
  }
}
