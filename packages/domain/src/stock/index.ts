export { type AllocationResult, allocateStock, type StockAllocation } from './allocate';
export * from './apply';
export { csvField, inventoryCsv, movementPlaceText, movementsCsv, toCsv } from './csv';
export {
  filterInventory,
  type InventoryFilter,
  type InventoryRow,
  type InventorySiteShare,
  type InventorySort,
  inventoryCategories,
  inventoryRows,
} from './inventory-rows';
export {
  allocatedQuantity,
  availableQuantity,
  isLowStock,
  LOW_STOCK_RATIO,
  type StockLevel,
} from './levels';
export {
  clampMoveQuantity,
  DEFAULT_MOVE_QUANTITY,
  isSamePlace,
  isWholeQuantity,
  type MoveQuantityCheck,
  type StockPlace,
  validateMoveQuantity,
} from './move-rules';
export {
  filterMovements,
  type MovementFilter,
  replayMovements,
  type StockCounts,
  stockCounts,
} from './movements';
export { formatUnits } from './units';
