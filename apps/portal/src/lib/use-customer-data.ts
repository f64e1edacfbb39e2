import { isSessionExpiredError } from '@scaffold/api-client';
import {
  type CustomerNode,
  customerDataResponseSchema,
  MESSAGES,
  NOTICE_MS,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useEffect } from 'react';
import { useLastReadResource } from './offline/use-last-read';
import { useApi } from './services/services-context';

/**
 * The signed-in customer's tree (customer → clients → sites) for the Dashboard and Site
 * Management. Each failed load shows 'Failed to fetch data…' for 30 s (SPEC section 8), except
 * an expired session, which has its own notice and sends the user to /login. With no
 * connection, the last tree read is shown with the time it was read (`readAt`).
 */
export function useCustomerData() {
  const api = useApi();
  const resource = useLastReadResource(
    'customer-data',
    'customer-data',
    (signal) => api.getCustomerData({ signal }),
    (data) => customerDataResponseSchema.parse(data),
  );
  const { error } = resource;
  useEffect(() => {
    if (error === undefined || isSessionExpiredError(error)) return;
    notify({ type: 'error', message: MESSAGES.fetchFailed, timeout: NOTICE_MS.medium });
  }, [error]);
  return resource;
}

/** Whether the tree holds any site (otherwise the screens show their empty state). */
export const hasAnySite = (customers: readonly CustomerNode[]): boolean =>
  customers.some((customer) => customer.clients.some((client) => client.sites.length > 0));
