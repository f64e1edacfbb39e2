import type { SiteListQuery } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';
import { type ReadContext, shapedRead } from './capabilities';

/**
 * One page of the customer's sites for a query (siteList): the filters' site choices (Inventory),
 * a client's branch of the All Sites tree (Site Management). The server's call, else the same
 * page computed from the spec's customer tree.
 */
export const siteListRead = (context: ReadContext, query: SiteListQuery) =>
  queryOptions({
    queryKey: readKey('siteList', query),
    queryFn: shapedRead(
      context,
      'siteList',
      (signal) => context.api.listSites(query, { signal }),
      (fromSpec, spec) => fromSpec.siteList(spec, query),
    ),
  });
