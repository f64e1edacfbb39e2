import type { CustomerInspectionsResponse, InspectionMetricsResponse } from '@scaffold/domain';
import {
  customerInspectionsResponseSchema,
  inspectionMetricsResponseSchema,
  MESSAGES,
  NOTICE_MS,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { type LastReadResource, useLastReadResource } from '../../lib/offline/use-last-read';
import { useApi } from '../../lib/services/services-context';
import { authStateAtom } from '../../lib/session/session-atoms';
import { INSPECTIONS_COPY } from './inspections-copy';
import { isRefreshFailure, loadWithOneRetry } from './load-with-retry';

export type LoadedResource<T> = LastReadResource<T>;

export interface InspectionsData {
  customerId: number | null;
  metrics: LoadedResource<InspectionMetricsResponse>;
  sites: LoadedResource<CustomerInspectionsResponse>;
  /** Reloads both (after a saved inspection) keeping what is on screen meanwhile. */
  reloadAll: () => Promise<void>;
  /** With no connection: when the oldest of the data shown was read. */
  readAt: Date | null;
}

/**
 * The screen's two resources with the load-error policy of SPEC section 8: a failed refresh gets
 * the session-expired error notice (60 s) and no retry; any other failure a warning and one
 * retry, after which the section shows an inline error with a Retry button. With no
 * connection, each shows the last data read (see useLastReadResource).
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

  const metrics = useLastReadResource(
    'inspection-metrics',
    customerId === null ? null : `inspection-metrics:${customerId}`,
    (signal) =>
      loadWithOneRetry(() => api.getInspectionMetrics(customerId ?? 0, { signal }), warnRetrying),
    (data) => inspectionMetricsResponseSchema.parse(data),
  );
  const sites = useLastReadResource(
    'customer-inspections',
    customerId === null ? null : `customer-inspections:${customerId}`,
    (signal) =>
      loadWithOneRetry(() => api.getCustomerInspections(customerId ?? 0, { signal }), warnRetrying),
    (data) => customerInspectionsResponseSchema.parse(data),
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

  const readAt =
    metrics.readAt && sites.readAt
      ? new Date(Math.min(metrics.readAt.getTime(), sites.readAt.getTime()))
      : (metrics.readAt ?? sites.readAt);
  return { customerId, metrics, sites, reloadAll, readAt };
}
