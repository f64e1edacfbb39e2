import type { ApiClient } from '@scaffold/api-client';
import type { CustomerNode, Id } from '@scaffold/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';

// The spec's whole-customer reads: on a server that has only the base calls, the screens'
// answers are computed from them on the device (data/reads/spec-answers.ts). The histories are
// large, so never kept offline (the screens' answers computed from them are).

/**
 * The signed-in customer's tree (customer → clients → sites): the spec's customerData. Site
 * Management's All Sites tree still shows it as it is, when opened (docs/DECISIONS.md "Reads and the persisted cache"),
 * so it is kept offline while it is within the offline copy's bound for one answer.
 */
export const customerDataRead = (api: ApiClient) =>
  queryOptions({
    queryKey: readKey('customerData'),
    queryFn: ({ signal }) => api.getCustomerData({ signal }),
  });

/** The customer's sites with their inspections, and the component systems. */
export const customerInspectionsRead = (api: ApiClient, customerId: Id) =>
  queryOptions({
    queryKey: readKey('customerInspections', { customer_id: customerId }),
    queryFn: ({ signal }) => api.getCustomerInspections(customerId, { signal }),
    meta: { persist: false },
  });

/** The customer's inspection metrics (the spec's). */
export const inspectionMetricsRead = (api: ApiClient, customerId: Id) =>
  queryOptions({
    queryKey: readKey('inspectionMetrics', { customer_id: customerId }),
    queryFn: ({ signal }) => api.getInspectionMetrics(customerId, { signal }),
    meta: { persist: false },
  });

/** The customer tree from the cache, read if need be (several screens' answers share one read). */
export const customerTree = async (client: QueryClient, api: ApiClient) =>
  (await client.fetchQuery(customerDataRead(api))).customers;

/** Whether the tree holds any site (otherwise the screens show their empty state). */
export const hasAnySite = (customers: readonly CustomerNode[]): boolean =>
  customers.some((customer) => customer.clients.some((client) => client.sites.length > 0));
