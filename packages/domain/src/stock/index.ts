export { type AllocationResult, allocateStock, type StockAllocation } from './allocate';
export {
  clampMoveQuantity,
  DEFAULT_MOVE_QUANTITY,
  type MoveQuantityCheck,
  validateMoveQuantity,
} from './move-quantity';
export {
  allocatedQuantity,
  availableQuantity,
  isLowStock,
  LOW_STOCK_RATIO,
  type StockLevel,
} from './quantity';
export { formatUnits } from './units';
