import { isSessionExpiredError } from '@scaffold/api-client';
import { MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { isConnectionFailure } from '../../offline/connection';

type ReadResult = Pick<UseQueryResult<unknown>, 'data' | 'error' | 'dataUpdatedAt'>;

/**
 * When the answer on screen was read, if it is the offline copy's: the last read failed for want
 * of a connection (no network, no answer in time) and an earlier answer is still shown.
 */
export function offlineReadAt(query: ReadResult) {
  return query.data !== undefined && query.error && isConnectionFailure(query.error)
    ? new Date(query.dataUpdatedAt)
    : null;
}

/** The oldest of several reads' offline times (what a screen built on them says), or null. */
export function oldestReadAt(...times: (Date | null)[]): Date | null {
  const known = times.filter((time): time is Date => time !== null);
  return known.length === 0 ? null : new Date(Math.min(...known.map((time) => time.getTime())));
}

/**
 * PRODUCT.md "Messages" for the Dashboard and Site Management (and the screens built like them): a
 * failed read shows 'Failed to fetch data…' for 30 s; an expired session has its own notice, and
 * a screen still showing its offline copy says so in the page instead.
 */
export function noticeFetchFailed(error: unknown, shown: boolean): void {
  if (isSessionExpiredError(error)) return;
  if (shown && isConnectionFailure(error)) return;
  notify({ type: 'error', message: MESSAGES.fetchFailed, timeout: NOTICE_MS.medium });
}
