import type { ApiClient } from '@scaffold/api-client';
import { type Id, MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../../lib/query/query-keys';
import { INSPECTIONS_COPY } from './inspections-copy';
import { isRefreshFailure, loadWithOneRetry } from './load-with-retry';

// One warning for the screen, however many of its reads fail at once.
let lastWarning = Number.NEGATIVE_INFINITY;
function warnRetrying(error: unknown) {
  console.warn('[inspections] load failed, retrying once', error);
  const now = Date.now();
  if (now - lastWarning < NOTICE_MS.default) return;
  lastWarning = now;
  notify({ type: 'info', message: INSPECTIONS_COPY.loadRetrying, timeout: NOTICE_MS.default });
}

/**
 * SPEC section 8 for the Inspections screen: a failed refresh gets the session-expired error
 * notice (60 s) and no retry; any other failure a warning and one retry (loadWithOneRetry), after
 * which the section shows an inline error with a Retry button.
 */
function inspectionsReadFailed(error: unknown) {
  if (isRefreshFailure(error)) {
    notify({ type: 'error', message: MESSAGES.sessionExpired, timeout: NOTICE_MS.long });
  }
}

/** The customer's inspection metrics (SPEC section 7: an error is logged; the screen says so). */
export const inspectionMetricsRead = (api: ApiClient, customerId: Id) =>
  queryOptions({
    queryKey: readKey('inspectionMetrics', { customer_id: customerId }),
    queryFn: ({ signal }) =>
      loadWithOneRetry(() => api.getInspectionMetrics(customerId, { signal }), warnRetrying),
    meta: {
      onFailure: (error) => {
        console.error('[inspections] metrics failed', error);
        inspectionsReadFailed(error);
      },
    },
  });

/** The customer's sites with their inspections, and the component systems. */
export const customerInspectionsRead = (api: ApiClient, customerId: Id) =>
  queryOptions({
    queryKey: readKey('customerInspections', { customer_id: customerId }),
    queryFn: ({ signal }) =>
      loadWithOneRetry(() => api.getCustomerInspections(customerId, { signal }), warnRetrying),
    meta: { onFailure: inspectionsReadFailed },
  });

/**
 * The scaffold types the form offers (componentSystems). A failure shows an error notice for
 * 30 s (SPEC section 8) and leaves the select empty.
 */
export const componentSystemsRead = (api: ApiClient) =>
  queryOptions({
    queryKey: readKey('componentSystems'),
    queryFn: ({ signal }) => api.getComponentSystems({ signal }),
    // The list changes rarely: read once a session.
    staleTime: Number.POSITIVE_INFINITY,
    meta: {
      onFailure: (error, shown) => {
        console.error('[inspections] component systems failed', error);
        if (shown) return; // the offline copy's list is still offered
        notify({
          type: 'error',
          message: INSPECTIONS_COPY.componentSystemsFailed,
          timeout: NOTICE_MS.medium,
        });
      },
    },
  });
