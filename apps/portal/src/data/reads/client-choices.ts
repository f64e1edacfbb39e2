import { READ_PAGE_SIZE_MAX, type SiteClientsQuery } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';
import { type ReadContext, shapedRead } from './capabilities';

/**
 * The clients to choose from (Site Management's client filter, Add Site's customers, the hire
 * statement's client): the first page of clients by name, one query for every screen.
 */
export const CLIENT_CHOICES: SiteClientsQuery = { page_size: READ_PAGE_SIZE_MAX };
export const clientChoicesRead = (context: ReadContext) =>
  queryOptions({
    queryKey: readKey('siteClients', CLIENT_CHOICES),
    queryFn: shapedRead(
      context,
      'siteClients',
      (signal) => context.api.listSiteClients(CLIENT_CHOICES, { signal }),
      (fromSpec, spec) => fromSpec.siteClients(spec, CLIENT_CHOICES),
    ),
  });
