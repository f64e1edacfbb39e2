import { type InventoryItemsQuery, READ_PAGE_SIZE_MAX } from '@scaffold/domain';
import { readKey } from '../../data/cache/query-keys';
import { noticeFetchFailed } from '../../data/cache/read-status';
import { type ReadContext, shapedRead } from '../../data/reads/capabilities';
import { pagesRead } from '../../data/reads/paging';

/** The sites the filters offer: the first page of sites by name (siteListRead). */
export const SITE_CHOICES = { sort: 'name', page_size: READ_PAGE_SIZE_MAX } as const;

/** The list's first filter (the screen opened without a search or a filter). */
export const INVENTORY_FIRST: InventoryItemsQuery = { sort: 'name' };

/** Stock by item across the sites, filtered and sorted by the server, a page at a time. */
export const inventoryItemsPages = (context: ReadContext, filter: InventoryItemsQuery) =>
  pagesRead(
    readKey('inventoryItems', { pages: true, ...filter }),
    (page, query) =>
      shapedRead(
        context,
        'inventoryItems',
        (signal) =>
          context.api.listInventoryItems(
            { ...filter, page, page_size: READ_PAGE_SIZE_MAX },
            { signal },
          ),
        (fromSpec, spec) =>
          fromSpec.inventoryItems(spec, { ...filter, page, page_size: READ_PAGE_SIZE_MAX }),
      )(query),
    { onFailure: noticeFetchFailed },
  );

/** The sites holding one item beyond the few its row names, a page at a time. */
export const inventorySitesPages = (context: ReadContext, item: string) =>
  pagesRead(readKey('inventorySites', { pages: true, item }), (page, query) =>
    shapedRead(
      context,
      'inventorySites',
      (signal) =>
        context.api.listInventorySites({ item, page, page_size: READ_PAGE_SIZE_MAX }, { signal }),
      (fromSpec, spec) =>
        fromSpec.inventorySites(spec, { item, page, page_size: READ_PAGE_SIZE_MAX }),
    )(query),
  );
