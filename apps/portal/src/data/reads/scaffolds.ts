// A site's scaffolds with their tag status: one query for every screen that shows
// them (Site Management's site details, the site's Scaffolds and tags screen, New Inspection's
// scaffold choice), asked only of a server that keeps scaffolds.
import type { ApiClient } from '@scaffold/api-client';
import type { Id } from '@scaffold/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';
import { useServerHas } from './server-calls';

/** The key of a site's scaffolds: the read below, and whoever looks in the cache for them. */
export const siteScaffoldsKey = (siteId: Id) => readKey('scaffolds', { site_id: siteId });

export const siteScaffoldsRead = (api: ApiClient, siteId: Id) =>
  queryOptions({
    queryKey: siteScaffoldsKey(siteId),
    queryFn: ({ signal }) => api.listScaffolds({ site_id: siteId }, { signal }),
  });

/**
 * The site's scaffolds where the server keeps them. `known` is false while nothing is known of
 * the server's calls (a device that never had an answer from it); `kept` is false on a server
 * with only the base calls (it has no scaffolds), and the list is then never asked for.
 */
export function useKeptSiteScaffolds(api: ApiClient, siteId: Id) {
  const has = useServerHas(api, 'scaffolds');
  const kept = has === true;
  const list = useQuery({ ...siteScaffoldsRead(api, siteId), enabled: kept });
  return { known: has !== undefined, kept, list };
}
