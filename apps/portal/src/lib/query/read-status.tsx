import { isSessionExpiredError } from '@scaffold/api-client';
import { MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { LoadingState, notify } from '@scaffold/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../load-failed';
import { isConnectionFailure } from '../offline/connection';
import { OfflineDataNote } from '../offline/OfflineDataNote';

type ReadResult = Pick<
  UseQueryResult<unknown>,
  'data' | 'error' | 'dataUpdatedAt' | 'isError' | 'isFetching' | 'refetch'
>;

/**
 * When the answer on screen was read, if it is the offline copy's: the last read failed for want
 * of a connection (no network, no answer in time) and an earlier answer is still shown.
 */
export function offlineReadAt(query: Pick<ReadResult, 'data' | 'error' | 'dataUpdatedAt'>) {
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
 * SPEC section 8 for the Dashboard and Site Management (and the screens built like them): a
 * failed read shows 'Failed to fetch data…' for 30 s; an expired session has its own notice, and
 * a screen still showing its offline copy says so in the page instead.
 */
export function noticeFetchFailed(error: unknown, shown: boolean): void {
  if (isSessionExpiredError(error)) return;
  if (shown && isConnectionFailure(error)) return;
  notify({ type: 'error', message: MESSAGES.fetchFailed, timeout: NOTICE_MS.medium });
}

export interface ReadStatusProps {
  query: ReadResult;
  /** What the screen says while it reads ('Loading sites...'). */
  loadingLabel: string;
  /** What it says when the read failed and nothing can be shown ('Your sites could not be loaded.'). */
  errorTitle: string;
}

/**
 * A screen part's read: loading, or the failure with Retry, while there is no answer; then,
 * with no connection, the note that it shows the offline copy and when it was read.
 */
export function ReadStatus({ query, loadingLabel, errorTitle }: ReadStatusProps) {
  if (query.data !== undefined) return <OfflineDataNote readAt={offlineReadAt(query)} />;
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  return (
    <LoadFailed
      title={errorTitle}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
