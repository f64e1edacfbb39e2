import { MESSAGES, type Page } from '@scaffold/domain';
import { Button, ListFooter, Text } from '@scaffold/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { countOf, rowsOf } from '../reads/paging';
import { type AllReadRule, footerStateOf } from './footer-state';

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
  /** Rows shown elsewhere already (the first few on a card): left out of both counts. */
  skip?: number;
  /** When it says that every row is shown (footer-state.ts); `afterMore` by default. */
  allRead?: AllReadRule;
  /** 'sm' inside a card or a row's panel. */
  size?: 'sm' | 'md';
  /** Spacing from where it stands. */
  className?: string;
}

/**
 * Under a list read a page at a time, the one footer (ListFooter): how many of how many and
 * 'Show more …' reading the next page (busy while it reads; an error keeps the rows and offers it
 * again), then, by `allRead`, that every row is shown.
 */
export function ShowMoreRows<Row>(props: ShowMoreRowsProps<Row>) {
  const { query, noun, label, skip = 0, allRead = 'afterMore', size = 'md', className } = props;
  const state = footerStateOf(query, allRead);
  if (!state) return null;
  return (
    <ListFooter
      state={state}
      shown={props.shown ?? rowsOf(query.data).length - skip}
      total={countOf(query.data) - skip}
      noun={noun}
      moreLabel={label}
      size={size}
      className={className}
      onShowMore={() => void query.fetchNextPage()}
    />
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
