import type { Page } from '@scaffold/domain';
import type { InfiniteData } from '@tanstack/react-query';

/** The page after `last`, or undefined when `last` reached the end (an infinite query's next). */
export const nextPageOf = (last: Page<unknown>): number | undefined =>
  last.page * last.page_size < last.count ? last.page + 1 : undefined;

/** Every row of the pages read so far, in order. */
export const rowsOf = <Row>(data: InfiniteData<Page<Row>> | undefined): Row[] =>
  data?.pages.flatMap((page) => page.results) ?? [];

/** How many rows match in all (the last page read says). */
export const countOf = (data: InfiniteData<Page<unknown>> | undefined): number =>
  data?.pages.at(-1)?.count ?? 0;
