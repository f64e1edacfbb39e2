import { formatUnits, MESSAGES, type Page } from '@scaffold/domain';
import { Button, Text } from '@scaffold/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { countOf, rowsOf } from '../../data/cache/paging';
import * as styles from './ClientList.css';

export type PagesQuery<Row> = Pick<
  UseInfiniteQueryResult<InfiniteData<Page<Row>>>,
  | 'data'
  | 'isError'
  | 'isFetching'
  | 'isFetchingNextPage'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'isFetchNextPageError'
  | 'refetch'
>;

/**
 * Under a list read a page at a time: how many of how many, and 'Show more …' reading the next
 * page (busy while it reads; an error keeps the rows and offers it again).
 */
export function ShowMoreRows<Row>({ query, noun }: { query: PagesQuery<Row>; noun: string }) {
  if (!query.hasNextPage) return null;
  const shown = rowsOf(query.data).length;
  return (
    <div className={styles.more}>
      <Text size="sm" tone="muted" aria-live="polite">
        Showing {formatUnits(shown)} of {formatUnits(countOf(query.data))} {noun}
      </Text>
      {query.isFetchNextPageError && (
        <Text size="sm" tone="danger" role="alert">
          More {noun} could not be loaded.
        </Text>
      )}
      <Button
        variant="secondary"
        busy={query.isFetchingNextPage}
        busyLabel="Loading more..."
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchNextPageError ? 'Try again' : `Show more ${noun}`}
      </Button>
    </div>
  );
}

/** A field's choices whose first page could not be read: said, with Retry. */
export function FirstPageFailed<Row>({ query, noun }: { query: PagesQuery<Row>; noun: string }) {
  if (query.data || !query.isError) return null;
  return (
    <Text size="sm" tone="danger" role="alert">
      The {noun} could not be loaded. {MESSAGES.fetchFailed}{' '}
      <Button
        size="sm"
        variant="ghost"
        busy={query.isFetching}
        busyLabel="Retrying..."
        onClick={() => void query.refetch()}
      >
        Retry
      </Button>
    </Text>
  );
}
