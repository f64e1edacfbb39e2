import type { Page } from '@scaffold/domain';
import type { ListFooterState } from '@scaffold/ui';
import type { InfiniteData } from '@tanstack/react-query';

/** What the footer reads of an infinite query. */
export interface FooterQuery {
  data: InfiniteData<Page<unknown>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/**
 * When a list says that every row is shown: `always` (a list in a card or a modal, where the
 * count is the point), or `afterMore` (only once 'Show more' has read a further page: a list whose
 * first page holds every row says nothing under it).
 */
export type AllReadRule = 'always' | 'afterMore';

/** The footer's state for the pages read so far; null where it shows nothing. */
export function footerStateOf(query: FooterQuery, allRead: AllReadRule): ListFooterState | null {
  if (query.hasNextPage) {
    // A new try after a failure is busy, not failed: the alert comes back if it fails again.
    if (query.isFetchingNextPage) return 'loadingMore';
    return query.isFetchNextPageError ? 'moreFailed' : 'more';
  }
  if (allRead === 'always' || (query.data?.pages.length ?? 0) > 1) return 'allRead';
  return null;
}
