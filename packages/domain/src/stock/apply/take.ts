import type { CheckedLine } from './validate';

/**
 * The units leave the source: the item's quantity falls, and so does the allocation they leave
 * (on the item and in its subarea's list), which goes when it reaches 0.
 */
export function takeFromSource(
  { item, source, fromSubareaId, quantity }: CheckedLine,
  stamp: string | undefined,
): void {
  item.quantity -= quantity;
  if (fromSubareaId !== null) {
    const allocation = item.allocations.find((candidate) => candidate.subarea_id === fromSubareaId);
    if (allocation) {
      allocation.quantity -= quantity;
      for (const sourceSublocation of source.sublocations) {
        for (const subarea of sourceSublocation.subareas) {
          if (subarea.id !== fromSubareaId) continue;
          const listed = subarea.allocations.find((candidate) => candidate.id === allocation.id);
          if (listed) listed.quantity = allocation.quantity;
          if (allocation.quantity === 0) {
            subarea.allocations = subarea.allocations.filter(
              (candidate) => candidate.id !== allocation.id,
            );
          }
        }
      }
      if (allocation.quantity === 0) {
        item.allocations = item.allocations.filter((candidate) => candidate.id !== allocation.id);
      }
    }
  }
  if (stamp) item.last_updated = stamp;
}
