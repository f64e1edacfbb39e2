import type { FirstReads } from '../../data/reads/read-context';
import { siteListRead } from '../../data/reads/site-list';
import { INVENTORY_FIRST, inventoryItemsPages, SITE_CHOICES } from './inventory-reads';

/** The Inventory screen's first reads (the screens manifest names this module). */
export const firstReads: FirstReads = (context) => [
  (client) => client.prefetchInfiniteQuery(inventoryItemsPages(context, INVENTORY_FIRST)),
  (client) => client.prefetchQuery(siteListRead(context, SITE_CHOICES)),
];
