export { csvField, inventoryCsv, movementPlaceText, movementsCsv, toCsv } from './csv';
export {
  filterInventory,
  type InventoryFilter,
  type InventoryRow,
  type InventorySiteShare,
  type InventorySort,
  inventoryCategories,
  inventoryRows,
} from './inventory';
export {
  filterMovements,
  type MovementActor,
  type MovementFilter,
  movementsForMove,
  replayMovements,
  type StockCounts,
  stockCounts,
} from './movements';
