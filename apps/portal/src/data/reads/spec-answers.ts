// The answers of the reads shaped by the screens, computed on the device from the base calls,
// for a server that has only those (its capabilities call answers 404). The same domain
// functions the mock answers with (packages/domain/src/reads), over the spec's answers kept in
// the query cache. A chunk of its own, loaded only on such a server.
import { type ApiClient, ApiError } from '@scaffold/api-client';
import {
  type CustomerDataResponse,
  type CustomerInspectionsResponse,
  type CustomerReads,
  componentSearchAnswer,
  customerReads,
  dashboardSummaryAnswer,
  ENDPOINTS,
  type Id,
  inspectionDetailsAnswer,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  inventoryItemsAnswer,
  inventorySitesPage,
  lowStockPage,
  moveDestinationsPage,
  siteClientsPage,
  siteDetailsAnswer,
  siteInspectionsPage,
  siteListPage,
  siteOverviewAnswer,
  siteTonnagePage,
} from '@scaffold/domain';
import type { QueryClient } from '@tanstack/react-query';
import { readInside } from '../cache/inner-read';
import { customerDataRead, customerInspectionsRead } from './customer';

export interface SpecContext {
  client: QueryClient;
  api: ApiClient;
  /** The signal of the screen's read these answers are computed for. */
  signal: AbortSignal;
  now: Date;
  customerId: Id;
}

const treeViews = new WeakMap<CustomerDataResponse, CustomerReads>();
const inspectionViews = new WeakMap<
  CustomerDataResponse,
  WeakMap<CustomerInspectionsResponse, CustomerReads>
>();

/** The customer tree as the reads see it, one view per answer (its sorts and indexes kept). */
async function treeView({ client, api, signal }: SpecContext): Promise<CustomerReads> {
  const data = await readInside(client, customerDataRead(api), signal);
  let view = treeViews.get(data);
  if (!view) {
    view = customerReads(data.customers);
    treeViews.set(data, view);
  }
  return view;
}

/**
 * The tree with every site's inspections: get_customer_data is read without them (the client's
 * schema), get_customer_inspections has them by site.
 */
async function inspectionView(context: SpecContext): Promise<CustomerReads> {
  const { client, api, customerId, signal } = context;
  const [data, inspections] = await Promise.all([
    readInside(client, customerDataRead(api), signal),
    readInside(client, customerInspectionsRead(api, customerId), signal),
  ]);
  let byAnswer = inspectionViews.get(data);
  if (!byAnswer) {
    byAnswer = new WeakMap();
    inspectionViews.set(data, byAnswer);
  }
  let view = byAnswer.get(inspections);
  if (!view) {
    const history = new Map(inspections.sites.map((site) => [site.id, site.inspections]));
    view = customerReads(
      data.customers.map((customer) => ({
        ...customer,
        clients: customer.clients.map((client) => ({
          ...client,
          sites: client.sites.map((site) => ({ ...site, inspections: history.get(site.id) ?? [] })),
        })),
      })),
    );
    byAnswer.set(inspections, view);
  }
  return view;
}

/** What the server answers for another customer's id or one that does not exist. */
const forbidden = (): never => {
  throw new ApiError(403, { detail: 'Not found among your data.' });
};

/** A query as the server reads it: defaults filled in, bounds checked (the contract's schema). */
const query = {
  dashboardSummary: (input: object) => ENDPOINTS.dashboardSummary.query.parse(input),
  siteTonnage: (input: object) => ENDPOINTS.siteTonnage.query.parse(input),
  lowStock: (input: object) => ENDPOINTS.lowStock.query.parse(input),
  siteList: (input: object) => ENDPOINTS.siteList.query.parse(input),
  siteClients: (input: object) => ENDPOINTS.siteClients.query.parse(input),
  componentSearch: (input: object) => ENDPOINTS.componentSearch.query.parse(input),
  moveDestinations: (input: object) => ENDPOINTS.moveDestinations.query.parse(input),
  siteInspections: (input: object) => ENDPOINTS.siteInspections.query.parse(input),
  inspectionSites: (input: object) => ENDPOINTS.inspectionSites.query.parse(input),
  inventoryItems: (input: object) => ENDPOINTS.inventoryItems.query.parse(input),
  inventorySites: (input: object) => ENDPOINTS.inventorySites.query.parse(input),
};

export const fromSpec = {
  dashboardSummary: async (context: SpecContext, input: object = {}) =>
    dashboardSummaryAnswer(
      await treeView(context),
      context.now,
      query.dashboardSummary(input).top_sites,
    ),
  siteTonnage: async (context: SpecContext, input: object = {}) => {
    const { page, page_size } = query.siteTonnage(input);
    return siteTonnagePage(await treeView(context), context.now, page, page_size);
  },
  lowStock: async (context: SpecContext, input: object = {}) => {
    const { page, page_size } = query.lowStock(input);
    return lowStockPage(await treeView(context), context.now, page, page_size);
  },
  siteOverview: async (context: SpecContext) =>
    siteOverviewAnswer(await treeView(context), context.now),
  siteList: async (context: SpecContext, input: object = {}) =>
    siteListPage(await treeView(context), query.siteList(input)),
  siteClients: async (context: SpecContext, input: object = {}) =>
    siteClientsPage(await treeView(context), query.siteClients(input), context.now),
  componentSearch: async (context: SpecContext, input: object) => {
    const { q, limit } = query.componentSearch(input);
    return componentSearchAnswer(await treeView(context), q, limit);
  },
  moveDestinations: async (context: SpecContext, input: object = {}) =>
    moveDestinationsPage(await treeView(context), query.moveDestinations(input)),
  siteDetails: async (context: SpecContext, siteId: Id) =>
    siteDetailsAnswer(await treeView(context), siteId) ?? forbidden(),
  siteInspections: async (context: SpecContext, siteId: Id, input: object = {}) => {
    const { page, page_size } = query.siteInspections(input);
    return (
      siteInspectionsPage(await inspectionView(context), siteId, page, page_size) ?? forbidden()
    );
  },
  inspectionDetails: async (context: SpecContext, inspectionId: Id) =>
    inspectionDetailsAnswer(await inspectionView(context), inspectionId) ?? forbidden(),
  inspectionSummary: async (context: SpecContext) =>
    inspectionSummaryAnswer(await inspectionView(context), context.now),
  inspectionSites: async (context: SpecContext, input: object = {}) =>
    inspectionSitesPage(await treeView(context), query.inspectionSites(input), context.now),
  inventoryItems: async (context: SpecContext, input: object = {}) =>
    inventoryItemsAnswer(await treeView(context), query.inventoryItems(input)),
  inventorySites: async (context: SpecContext, input: object) => {
    const { item, page, page_size } = query.inventorySites(input);
    return inventorySitesPage(await treeView(context), item, page, page_size);
  },
};
