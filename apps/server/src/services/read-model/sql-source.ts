// The SiteSource of the server: what the slim view leaves out, read by SQL in the request's
// transaction (scoped to the customer), images named by signed media URLs.
import type { Id } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/connect';
import type { Keys } from '../../secrets';
import { signedMediaUrls } from '../media-urls';
import {
  loadHistoryKeys,
  loadInspectionRecords,
  loadSublocations,
  loadWholeSites,
} from './site-trees';
import type { SiteSource } from './whole-reads';

export function sqlSiteSource(tx: Transaction, customerId: Id, keys: Keys): SiteSource {
  return {
    wholeSites: (sites) => loadWholeSites(tx, customerId, sites),
    sublocations: (ids) => loadSublocations(tx, customerId, ids, { allocations: false }),
    historyKeys: (siteId) => loadHistoryKeys(tx, customerId, siteId),
    async inspections(ids) {
      const found = await loadInspectionRecords(tx, customerId, ids);
      return found.map(({ siteId, inspection }) => ({
        siteId,
        inspection: signedMediaUrls(keys, inspection),
      }));
    },
    async tagNumbers(siteId) {
      const rows = rowsOf<{ id: Id; tag_number: string }>(
        await tx.execute(sql`
          select id, tag_number from scaffolds
          where customer_id = ${customerId} and site_id = ${siteId}`),
      );
      return new Map(rows.map((row) => [row.id, row.tag_number]));
    },
  };
}
