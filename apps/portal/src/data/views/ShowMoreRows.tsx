import { formatUnits, MESSAGES, type Page } from '@scaffold/domain';
import { Button, Text } from '@scaffold/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { countOf, rowsOf } from '../cache/paging';
import * as styles from './ShowMoreRows.css';

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

/** What 'Show more' needs of the pages read. */
export type NextPageQuery<Row> = Pick<
  PagesQuery<Row>,
  'data' | 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'
>;

interface ShowMoreRowsProps<Row> {
  query: NextPageQuery<Row>;
  /** What the rows are, plural: 'sites', 'clients'. */
  noun: string;
  /** The button's words; `Show more {noun}` by default. */
  label?: string;
  /** How many rows are on screen, where more than the pages read (a deep-linked row on top). */
  shown?: number;
  /** 'sm' inside a row's panel. */
  size?: 'sm' | 'md';
  /** Spacing from where it stands. */
  className?: string;
}

/**
 * Under a list read a page at a time: how many of how many, and 'Show more …' reading the next
 * page (busy while it reads; an error keeps the rows and offers it again).
 */
export function ShowMoreRows<Row>(props: ShowMoreRowsProps<Row>) {
  const { query, noun, label = `Show more ${noun}`, size = 'md', className } = props;
  if (!query.hasNextPage) return null;
  const shown = props.shown ?? rowsOf(query.data).length;
  return (
    <div className={className ? `${styles.more} ${className}` : styles.more}>
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
        size={size}
        busy={query.isFetchingNextPage}
        busyLabel="Loading more..."
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchNextPageError ? 'Try again' : label}
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
