// Moving stock and its log. A move reads the sites it touches (locked, so concurrent moves of
// the same stock queue), applies the domain's applyMove to them, all lines or none, and writes
// back the sites it changed with the movement records and its Idempotency-Key's answer, in one
// transaction.
import { applyMove, movementsForMove, type NewId } from '@scaffold/domain';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { inventoryItems, sites, stockMovements } from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import { bumpDataVersion } from '../services/data-version';
import { withIdempotency } from '../services/idempotency';
import { reserveIds } from '../services/next-id';
import { customerOf, loadSites } from '../services/site-tree';
import { insertMovements } from '../services/stock/insert-movements';
import { saveSiteStock } from '../services/stock/save-stock';

export const stockRoutes = {
  async moveItems(call) {
    const { body: lines, caller, services } = call;
    return withIdempotency(call, 'moveItems', async (tx) => {
      // The sites the lines name: the items' own and the destinations.
      const itemIds = [...new Set(lines.map((line) => line.item_id))];
      const itemSites = await tx
        .select({ siteId: inventoryItems.siteId })
        .from(inventoryItems)
        .where(inArray(inventoryItems.id, itemIds));
      const siteIds = [
        ...itemSites.map((row) => row.siteId),
        ...lines.map((line) => line.destination.site_id),
      ];
      const loaded = await loadSites(tx, siteIds, { lock: true });
      const customer = customerOf(caller.customerId, loaded.values());
      // One new allocation and one new site item a line, at most.
      const allocationId = await reserveIds(tx, 'allocation_ids', lines.length);
      const itemId = await reserveIds(tx, 'inventory_item_ids', lines.length);
      const newId: NewId = (kind) => (kind === 'allocation' ? allocationId() : itemId());
      const now = services.now();
      const result = applyMove([customer], lines, {
        actingCustomerId: caller.customerId,
        now,
        nextId: newId,
      });
      // An unknown id answers as another customer's does (403), so ids cannot be probed.
      if (!result.ok && (result.status === 403 || result.status === 404)) throw forbidden();
      if (!result.ok) throw problem(result.status, result.reason);
      const before = new Map(customer.clients.flatMap((c) => c.sites.map((s) => [s.id, s])));
      const changed = result.customers.flatMap((c) =>
        c.clients.flatMap((client) => client.sites.filter((site) => before.get(site.id) !== site)),
      );
      for (const site of changed) await saveSiteStock(tx, caller.customerId, site);
      const movementId = await reserveIds(tx, 'movement_ids', lines.length);
      const records = movementsForMove([customer], lines, {
        now,
        by: { id: caller.userId, name: `${caller.firstName} ${caller.lastName}` },
        nextId: movementId,
      });
      await insertMovements(tx, caller.customerId, records);
      await bumpDataVersion(
        tx,
        caller.customerId,
        changed.map((site) => site.id),
      );
      return { status: 200, json: { moved: lines.length } };
    });
  },

  async stockMovements({ query, caller, services }) {
    return asCustomer(services.db, { customerId: caller.customerId }, async (tx) => {
      if (query.site_id !== undefined) {
        const [site] = await tx
          .select({ id: sites.id })
          .from(sites)
          .where(eq(sites.id, query.site_id));
        // Another customer's site is refused as an unknown one is: 403.
        if (!site) throw forbidden();
      }
      const filters: SQL[] = [];
      if (query.site_id !== undefined) {
        const either = or(
          eq(stockMovements.fromSiteId, query.site_id),
          eq(stockMovements.toSiteId, query.site_id),
        );
        if (either) filters.push(either);
      }
      if (query.item) filters.push(ilike(stockMovements.itemName, `%${likeText(query.item)}%`));
      if (query.from) filters.push(gte(stockMovements.movedAt, new Date(query.from)));
      if (query.to) filters.push(lte(stockMovements.movedAt, new Date(query.to)));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await tx.select({ count: count() }).from(stockMovements).where(where);
      const rows = await tx
        .select({ record: stockMovements.record })
        .from(stockMovements)
        .where(where)
        .orderBy(desc(stockMovements.movedAt), desc(stockMovements.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return {
        status: 200,
        json: {
          count: total?.count ?? 0,
          page: query.page,
          page_size: query.page_size,
          results: rows.map((row) => row.record),
        },
      };
    });
  },
} satisfies Pick<Handlers, 'moveItems' | 'stockMovements'>;

/** Text matched literally inside ILIKE: its own % and _ (and the escape) escaped. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
