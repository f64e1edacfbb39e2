// Paging in one module: a list read a page at a time into one query, and its rows and count
// read back from the pages.
import type { Page } from '@scaffold/domain';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReadKey } from '../cache/query-keys';

/** The page after `last`, or undefined when `last` reached the end (an infinite query's next). */
export const nextPageOf = (last: Page<unknown>): number | undefined =>
  last.page * last.page_size < last.count ? last.page + 1 : undefined;

/** Every row of the pages read so far, in order. */
export const rowsOf = <Row>(data: InfiniteData<Page<Row>> | undefined): Row[] =>
  data?.pages.flatMap((page) => page.results) ?? [];

/** How many rows match in all (the last page read says). */
export const countOf = (data: InfiniteData<Page<unknown>> | undefined): number =>
  data?.pages.at(-1)?.count ?? 0;

/**
 * A list read a page at a time into one query (the pages read so far, kept together; its key
 * says `pages: true`, apart from a single page of the same call).
 */
export function pagesRead<Answer extends Page<unknown>>(
  queryKey: ReadKey,
  readPage: (
    page: number,
    context: { client: QueryClient; signal: AbortSignal },
  ) => Promise<Answer>,
  meta?: { onFailure?: (error: unknown, shown: boolean) => void },
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, client, signal }) => readPage(pageParam, { client, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    meta,
  });
}
