import { MESSAGES } from '../messages';
import type { Id, SampleInventoryItem } from '../schemas';
import { availableQuantity } from './levels';
import { isWholeQuantity } from './move-rules';

/** Allocate some units of some items to one location (a site of the sample data). */
export interface StockAllocation {
  locationId: Id;
  lines: readonly { itemId: Id; quantity: number }[];
}

export type AllocationResult =
  | { ok: true; items: SampleInventoryItem[] }
  | { ok: false; message: string };

/**
 * PRODUCT.md "Stock moves": adds {locationId, quantity} to each matching item and
 * updates lastUpdated. All or nothing: a line for an unknown item, a quantity that is not a
 * positive whole number, or more than the item has available refuses the whole allocation and
 * the input is left untouched (a new array is returned on success).
 */
export function allocateStock(
  items: readonly SampleInventoryItem[],
  allocation: StockAllocation,
  now: Date,
): AllocationResult {
  const requested = new Map<Id, number>();
  for (const line of allocation.lines) {
    if (!isWholeQuantity(line.quantity)) {
      return { ok: false, message: MESSAGES.moveQuantityPositive };
    }
    requested.set(line.itemId, (requested.get(line.itemId) ?? 0) + line.quantity);
  }
  if (requested.size === 0) return { ok: false, message: MESSAGES.moveQuantityPositive };

  for (const [itemId, quantity] of requested) {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) return { ok: false, message: `Unknown item ${itemId}` };
    if (quantity > availableQuantity(item)) {
      return { ok: false, message: MESSAGES.allocationExceedsAvailable };
    }
  }

  const lastUpdated = now.toISOString();
  return {
    ok: true,
    items: items.map((item) => {
      const quantity = requested.get(item.id);
      if (quantity === undefined) return item;
      return {
        ...item,
        allocations: [...item.allocations, { locationId: allocation.locationId, quantity }],
        lastUpdated,
      };
    }),
  };
}
