import type { Id, InventoryItem, MoveLine, Site, Subarea } from '../../schemas';
import { availableQuantity } from '../levels';
import { isSamePlace, isWholeQuantity } from '../move-rules';
import type { WorkingCopy } from './move-tree';

export interface Refusal {
  ok: false;
  status: 400 | 403 | 404 | 409;
  reason: string;
}

export const refuse = (status: Refusal['status'], reason: string): Refusal => ({
  ok: false,
  status,
  reason,
});

/** A line that may go ahead, with the records (in the working copy) it changes. */
export interface CheckedLine {
  ok: true;
  quantity: number;
  /** the source site's record of the item moved */
  item: InventoryItem;
  source: Site;
  /** the subarea whose allocation the units leave; null for the item's unallocated units */
  fromSubareaId: Id | null;
  target: Site;
  targetSubarea: Subarea;
}

const itemLabel = (item: InventoryItem): string =>
  item.item?.name ?? item.name ?? `item ${item.id}`;

/**
 * Checks line `index` against the stock as the earlier lines left it: a malformed line (400), an
 * unknown item or destination (404), another customer's stock or sites (403), more than is
 * there to move (409), a destination that is the source (400). The checks run in this order,
 * so a line wrong in two ways is always refused for the same one.
 */
export function validateLine(
  line: MoveLine,
  index: number,
  tree: WorkingCopy,
  actingCustomerId: Id | undefined,
): CheckedLine | Refusal {
  const lineName = `Line ${index + 1}`;
  if (!isWholeQuantity(line.quantity)) {
    return refuse(400, `${lineName}: the quantity must be a whole number above 0`);
  }
  const sourceSiteId = tree.itemSites.get(line.item_id);
  const sourcePath = sourceSiteId === undefined ? undefined : tree.sitePaths.get(sourceSiteId);
  if (sourceSiteId === undefined || !sourcePath) {
    return refuse(404, `${lineName}: unknown item ${line.item_id}`);
  }
  const destination = line.destination;
  const destinationPath = tree.sitePaths.get(destination.site_id);
  if (!destinationPath) return refuse(404, `${lineName}: unknown site ${destination.site_id}`);
  if (
    actingCustomerId !== undefined &&
    (sourcePath.customerId !== actingCustomerId || destinationPath.customerId !== actingCustomerId)
  ) {
    return refuse(403, `${lineName}: the item or the destination belongs to another customer`);
  }
  if (sourcePath.customerId !== destinationPath.customerId) {
    return refuse(403, `${lineName}: stock cannot move between customers`);
  }

  const source = tree.site(sourceSiteId, sourcePath);
  const target = tree.site(destination.site_id, destinationPath);
  const sublocation = target.sublocations.find(
    (candidate) => candidate.id === destination.sublocation_id,
  );
  if (!sublocation) {
    return refuse(
      404,
      `${lineName}: unknown sublocation ${destination.sublocation_id} on site ${destination.site_id}`,
    );
  }
  const targetSubarea = sublocation.subareas.find(
    (candidate) => candidate.id === destination.subarea_id,
  );
  if (!targetSubarea) {
    return refuse(
      404,
      `${lineName}: unknown subarea ${destination.subarea_id} in sublocation ${sublocation.id}`,
    );
  }
  const item = source.inventory_items.find(
    (candidate) => candidate.id === line.item_id,
  ) as InventoryItem;

  // Where the units leave from, and how many are there.
  const fromSubareaId = line.from_subarea_id ?? null;
  let available: number;
  if (fromSubareaId === null) {
    available = availableQuantity(item);
  } else {
    const sourceSubareaExists = source.sublocations.some((candidate) =>
      candidate.subareas.some((subarea) => subarea.id === fromSubareaId),
    );
    if (!sourceSubareaExists) {
      return refuse(404, `${lineName}: unknown subarea ${fromSubareaId} on site ${sourceSiteId}`);
    }
    available =
      item.allocations.find((allocation) => allocation.subarea_id === fromSubareaId)?.quantity ?? 0;
  }
  if (line.quantity > available) {
    return refuse(
      409,
      `${lineName}: only ${Math.max(0, available)} of ${itemLabel(item)} available, ${line.quantity} requested`,
    );
  }
  if (
    isSamePlace(
      { siteId: sourceSiteId, subareaId: fromSubareaId },
      { siteId: destination.site_id, subareaId: destination.subarea_id },
    )
  ) {
    return refuse(400, `${lineName}: the source and the destination are the same`);
  }
  return {
    ok: true,
    quantity: line.quantity,
    item,
    source,
    fromSubareaId,
    target,
    targetSubarea,
  };
}
