import { LoadingState } from '@scaffold/ui';
import type { ComponentType, ReactNode } from 'react';
import { OfflineDataNote } from '../../offline/OfflineDataNote';
import { LoadFailed, type LoadFailedProps } from '../../screen-parts/load-failed';
import { offlineReadAt } from '../cache/read-status';

/** What the gate reads of a query (a plain or an infinite one). */
export interface GatedRead<Data> {
  data: Data | undefined;
  error: Error | null;
  dataUpdatedAt: number;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ReadGateProps<Data> {
  query: GatedRead<Data>;
  /** What the screen says while it reads ('Loading sites...'). */
  loadingLabel: string;
  /** What it says when the read failed and nothing can be shown ('Your sites could not be loaded.'). */
  errorTitle: string;
  /** Whether the answer holds nothing to show (no site yet, no movement matches). */
  isEmpty: (data: Data) => boolean;
  /** Shown instead of the content when the answer is empty. */
  empty: ReactNode;
  /**
   * Says so when the answer shown is the offline copy (PRODUCT.md "Messages"); off for a part inside a
   * screen that says it already, or whose answer is never kept on the device.
   */
  offlineNote?: boolean;
  /**
   * What is drawn when the read failed and nothing can be shown: LoadFailed, unless a part of a
   * screen says it in its own way (a notice beside the parts that did load).
   */
  failed?: ComponentType<LoadFailedProps>;
  /** The content, given the answer. */
  children: (data: Data) => ReactNode;
}

/**
 * The one gate of the screens that show a customer's data: while there is no answer, loading, or
 * the failure with Retry; then the note that it is the offline copy (if it is), and the empty
 * state or the content.
 */
export function ReadGate<Data>({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  offlineNote = true,
  failed: Failed = LoadFailed,
  children,
}: ReadGateProps<Data>) {
  const { data } = query;
  if (data === undefined) {
    if (!query.isError) return <LoadingState label={loadingLabel} />;
    return (
      <Failed title={errorTitle} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      {offlineNote && <OfflineDataNote readAt={offlineReadAt(query)} />}
      {isEmpty(data) ? empty : children(data)}
    </>
  );
}
