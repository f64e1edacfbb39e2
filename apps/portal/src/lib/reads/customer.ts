import type { ApiClient } from '@scaffold/api-client';
import type { CustomerNode } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../query/query-keys';
import { noticeFetchFailed } from '../query/read-status';

/** The signed-in customer's tree (customer → clients → sites): the spec's customerData. */
export const customerDataRead = (api: ApiClient) =>
  queryOptions({
    queryKey: readKey('customerData'),
    queryFn: ({ signal }) => api.getCustomerData({ signal }),
    meta: { onFailure: noticeFetchFailed },
  });

/** Whether the tree holds any site (otherwise the screens show their empty state). */
export const hasAnySite = (customers: readonly CustomerNode[]): boolean =>
  customers.some((customer) => customer.clients.some((client) => client.sites.length > 0));
