import type { Page } from '@scaffold/domain';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { nextPageOf } from '../cache/paging';
import type { ReadKey } from '../cache/query-keys';

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
