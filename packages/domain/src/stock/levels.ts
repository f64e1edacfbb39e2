/** What the stock rules read of an item; the server item and the sample item both fit. */
export interface StockLevel {
  quantity: number;
  allocations?: readonly { quantity: number }[] | undefined;
}

const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

/** Units of the item allocated to subareas (or, for sample items, to locations). */
export function allocatedQuantity(item: StockLevel): number {
  let allocated = 0;
  if (item.allocations) for (const allocation of item.allocations) allocated += allocation.quantity;
  return Math.max(0, finiteOrZero(allocated));
}

/** Units not allocated anywhere: quantity − allocations, never below 0. */
export function availableQuantity(item: StockLevel): number {
  return Math.max(0, finiteOrZero(item.quantity) - allocatedQuantity(item));
}

/** Low stock threshold: available under 20% of the total (PRODUCT.md "Low stock"). */
export const LOW_STOCK_RATIO = 0.2;

/**
 * Available under 20% of the total. An item with a total of 0 is not low stock: the rule is
 * about running short of what a site holds, and 0 < 0 is false (docs/DECISIONS.md).
 */
export function isLowStock(item: StockLevel): boolean {
  const total = finiteOrZero(item.quantity);
  if (total <= 0) return false;
  // available / total < 1/5 written without a division, so 1999/10000 vs 2000/10000 is exact.
  return availableQuantity(item) * 5 < total;
}
