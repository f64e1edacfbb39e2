import type { CustomerInspectionsResponse, InspectionMetricsResponse } from '@scaffold/domain';
import { MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../lib/services/services-context';
import { authStateAtom } from '../../lib/session/session-atoms';
import { type Resource, useResource } from '../../lib/use-resource';
import { INSPECTIONS_COPY } from './inspections-copy';
import { isRefreshFailure, loadWithOneRetry } from './load-with-retry';

export type LoadedResource<T> = Resource<T> & { reload: () => Promise<void>; reloading: boolean };

export interface InspectionsData {
  customerId: number | null;
  metrics: LoadedResource<InspectionMetricsResponse>;
  sites: LoadedResource<CustomerInspectionsResponse>;
  /** Reloads both (after a saved inspection) keeping what is on screen meanwhile. */
  reloadAll: () => Promise<void>;
}

/**
 * The screen's two resources with the load-error policy of SPEC section 8: a failed refresh gets
 * the session-expired error notice (60 s) and no retry; any other failure a warning and one
 * retry, after which the section shows an inline error with a Retry button.
 */
export function useInspectionsData(): InspectionsData {
  const api = useApi();
  const customerId = useAtomValue(authStateAtom)?.customer_id ?? null;

  // One warning for the screen, however many of its loads fail at once.
  const lastWarning = useRef(0);
  const warnRetrying = useCallback((error: unknown) => {
    console.warn('[inspections] load failed, retrying once', error);
    const now = Date.now();
    if (now - lastWarning.current < NOTICE_MS.default) return;
    lastWarning.current = now;
    notify({ type: 'info', message: INSPECTIONS_COPY.loadRetrying, timeout: NOTICE_MS.default });
  }, []);

  const metrics = useResource(
    customerId === null ? null : `inspection-metrics:${customerId}`,
    (signal) =>
      loadWithOneRetry(() => api.getInspectionMetrics(customerId ?? 0, { signal }), warnRetrying),
  );
  const sites = useResource(
    customerId === null ? null : `customer-inspections:${customerId}`,
    (signal) =>
      loadWithOneRetry(() => api.getCustomerInspections(customerId ?? 0, { signal }), warnRetrying),
  );

  const refreshFailed = isRefreshFailure(metrics.error) || isRefreshFailure(sites.error);
  useEffect(() => {
    if (!refreshFailed) return;
    notify({ type: 'error', message: MESSAGES.sessionExpired, timeout: NOTICE_MS.long });
  }, [refreshFailed]);

  useEffect(() => {
    // SPEC section 7: a metrics error is logged; the section also says so on screen.
    if (metrics.status === 'error') console.error('[inspections] metrics failed', metrics.error);
  }, [metrics.status, metrics.error]);

  const { reload: reloadMetrics } = metrics;
  const { reload: reloadSites } = sites;
  const reloadAll = useCallback(async () => {
    await Promise.all([reloadMetrics(), reloadSites()]);
  }, [reloadMetrics, reloadSites]);

  return { customerId, metrics, sites, reloadAll };
}
