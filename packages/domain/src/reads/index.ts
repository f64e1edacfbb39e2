// The answers of the reads shaped by the screens, computed from a customer's tree with
// the domain's functions. The mock answers with them; a client on a server with only the
// base calls computes the same answers from get_customer_data and get_customer_inspections.
export {
  dashboardSummaryAnswer,
  lowStockPage,
  siteRow,
  siteTonnagePage,
} from './dashboard';
export { financeFromWire, financeToWire } from './finance';
export {
  inspectionDetailsAnswer,
  inspectionRowOf,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  siteInspectionsPage,
} from './inspections';
export { inventoryItemsAnswer, inventorySitesPage } from './inventory';
export {
  componentSearchAnswer,
  moveDestinationsPage,
  siteClientsPage,
  siteDetailsAnswer,
  siteListPage,
  siteOverviewAnswer,
} from './sites';
export { type CustomerReads, customerReads, treeOfSites } from './view';
