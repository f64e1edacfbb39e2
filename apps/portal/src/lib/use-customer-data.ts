import { isSessionExpiredError } from '@scaffold/api-client';
import { type CustomerNode, MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useEffect } from 'react';
import { useApi } from './services/services-context';
import { useResource } from './use-resource';

/**
 * The signed-in customer's tree (customer → clients → sites) for the Dashboard and Site
 * Management. Each failed load shows 'Failed to fetch data…' for 30 s (SPEC section 8), except
 * an expired session, which has its own notice and sends the user to /login.
 */
export function useCustomerData() {
  const api = useApi();
  const resource = useResource('customer-data', (signal) => api.getCustomerData({ signal }));
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
