import type { Page } from '@scaffold/domain';
import { Stack, VirtualList } from '@scaffold/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { countOf, rowsOf } from '../reads/paging';
import { ReadGate } from './ReadGate';
import { ShowMoreRows } from './ShowMoreRows';

export interface PagedListProps<Row> {
  query: Pick<
    UseInfiniteQueryResult<InfiniteData<Page<Row>>>,
    | 'data'
    | 'isError'
    | 'isFetchingNextPage'
    | 'hasNextPage'
    | 'fetchNextPage'
    | 'refetch'
    | 'isFetching'
    | 'isFetchNextPageError'
    | 'error'
    | 'dataUpdatedAt'
  >;
  /** Names the list for assistive tech: 'Tonnage of every site'. */
  label: string;
  /** What the rows are, plural: 'sites'. */
  noun: string;
  renderItem: (row: Row) => ReactNode;
  getKey: (row: Row) => Key;
  estimateSize: number;
  height: number | string;
  /** Shown when no row matches. */
  emptyState: ReactNode;
  /** Said when the first page could not be read. */
  errorTitle: string;
  loadingLabel: string;
  /** Rows shown elsewhere already (the first few on a card): left out here and from the count. */
  skip?: number;
}

/**
 * A list read a page at a time from the server (an infinite query): the rows read so far,
 * windowed, then the one footer (ShowMoreRows): how many of how many and 'Show more', or that
 * every row is shown, always. Its own loading, empty and error states, and an error reading a
 * further page keeps the rows shown, with 'Try again'.
 */
export function PagedList<Row>({
  query,
  label,
  noun,
  renderItem,
  getKey,
  estimateSize,
  height,
  emptyState,
  errorTitle,
  loadingLabel,
  skip = 0,
}: PagedListProps<Row>) {
  return (
    <ReadGate
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      isEmpty={(data) => countOf(data) - skip <= 0}
      empty={emptyState}
      // A list is a part of its screen: the screen, not each list, says it shows the offline copy.
      offlineNote={false}
    >
      {(data) => {
        const rows = rowsOf(data).slice(skip);
        return (
          <Stack space="sm">
            <VirtualList
              label={label}
              items={rows}
              getKey={getKey}
              renderItem={renderItem}
              estimateSize={estimateSize}
              height={height}
            />
            <ShowMoreRows query={query} noun={noun} skip={skip} allRead="always" size="sm" />
          </Stack>
        );
      }}
    </ReadGate>
  );
}
