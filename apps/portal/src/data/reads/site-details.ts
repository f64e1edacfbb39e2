import type { Id } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';
import { type ReadContext, shapedRead } from './capabilities';

/**
 * One site's details on demand (its allocation tree, manager, dates, client): the server's
 * siteDetails call, else computed from the spec's customer tree. A site of another customer, or
 * none, fails with the server's 403 either way.
 */
export const siteDetailsRead = (context: ReadContext, siteId: Id) =>
  queryOptions({
    queryKey: readKey('siteDetails', { site_id: siteId }),
    queryFn: shapedRead(
      context,
      'siteDetails',
      (signal) => context.api.getSiteDetails(siteId, { signal }),
      (fromSpec, spec) => fromSpec.siteDetails(spec, siteId),
    ),
  });
