// The reads' answers over generated trees: every answer has its contract schema, every figure is
// the domain function's over the whole tree, and pages of any size give each row once, in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api/contract';
import {
  dueSummary,
  inspectionMetrics,
  inspectionsNewestFirst,
  siteInspectionStatus,
} from '../inspections';
import { type CustomerNode, inspectionSchema, type Page, type Site } from '../schemas';
import {
  allSites,
  clientFinancialSummary,
  dashboardSummary,
  searchComponents,
  siteManagementSummary,
  statusCounts,
} from '../sites';
import { filterInventory, inventoryRows } from '../stock';
import { customerTreeArb, instantArb } from '../testing/arbitraries';
import {
  componentSearchAnswer,
  customerReads,
  dashboardSummaryAnswer,
  financeFromWire,
  financeToWire,
  inspectionDetailsAnswer,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  inventoryItemsAnswer,
  inventorySitesPage,
  lowStockPage,
  moveDestinationsPage,
  siteClientsPage,
  siteDetailsAnswer,
  siteInspectionsPage,
  siteListPage,
  siteOverviewAnswer,
  siteTonnagePage,
  treeOfSites,
} from './index';

const inspectionArb = fc
  .record({
    passed: fc.constantFrom(true, false, null),
    notes: fc.option(fc.string({ maxLength: 80 }), { nil: null }),
    created_at: instantArb.map((date) => date.toISOString()),
    completed_at: fc.option(
      instantArb.map((date) => date.toISOString()),
      { nil: null },
    ),
    items: fc.array(
      fc.record({
        name: fc.constantFrom('structure.ties_secure', 'access.ladders_fixed'),
        status: fc.constantFrom('pass', 'fail', 'na', 'attention', ''),
      }),
      { maxLength: 3 },
    ),
  })
  .map((inspection) => inspectionSchema.parse({ ...inspection, id: 0 }));

/**
 * A generated tree with ids made unique (as a server's are): clients, sites, items and
 * inspections numbered in tree order, and some inspections on each site. Names come from a
 * short list so that ties (equal names, equal tonnage) are common.
 */
const treeArb = fc
  .tuple(
    customerTreeArb,
    fc.array(fc.array(inspectionArb, { maxLength: 3 }), { minLength: 12, maxLength: 12 }),
    fc.array(fc.constantFrom('Alder', 'beech', 'Cedar', 'Alder', 'Élan', '', 'cedar'), {
      minLength: 12,
      maxLength: 12,
    }),
  )
  .map(([customers, histories, names]): CustomerNode[] => {
    let next = 1;
    let siteIndex = 0;
    return customers.map((customer) => ({
      ...customer,
      clients: customer.clients.map((client) => ({
        ...client,
        id: next++,
        sites: client.sites.map((site) => {
          const index = siteIndex++;
          return {
            ...site,
            id: next++,
            name: names[index % names.length] ?? site.name,
            inventory_items: site.inventory_items.map((item) => ({ ...item, id: next++ })),
            inspections: (histories[index % histories.length] ?? []).map((inspection) => ({
              ...inspection,
              id: next++,
            })),
          };
        }),
      })),
    }));
  });

const pageSizeArb = fc.integer({ min: 1, max: 7 });

/** Every page of a paged read, from the first to one past the last. */
function allPages<Row>(read: (page: number) => Page<Row>): Row[][] {
  const first = read(1);
  const pages = [first.results];
  const last = Math.max(1, Math.ceil(first.count / first.page_size));
  for (let page = 2; page <= last + 1; page += 1) pages.push(read(page).results);
  return pages;
}

/** Pages of any size hold every row once, in the order of one page holding all of them. */
function expectPagesWhole<Row>(
  read: (page: number, size: number) => Page<Row>,
  size: number,
  key: (row: Row) => unknown,
) {
  const whole = read(1, 10_000);
  const pages = allPages((page) => read(page, size));
  expect(pages.at(-1)).toEqual([]);
  for (const page of pages.slice(0, -2)) expect(page).toHaveLength(size);
  const rows = pages.flat();
  expect(rows).toEqual(whole.results);
  expect(rows).toHaveLength(whole.count);
  expect(new Set(rows.map(key)).size).toBe(rows.length);
}

const close = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(a), Math.abs(b)));

describe('the reads shaped by the screens, over generated trees', () => {
  it('the dashboard summary is dashboardSummary over the whole tree, bounded', () => {
    fc.assert(
      fc.property(treeArb, instantArb, fc.integer({ min: 1, max: 50 }), (tree, now, top) => {
        const answer = dashboardSummaryAnswer(customerReads(tree), now, top);
        expect(ENDPOINTS.dashboardSummary.success.schema.safeParse(answer).success).toBe(true);
        const summary = dashboardSummary(tree, now);
        expect(answer.total_tonnage_kg).toBe(summary.totalTonnageKg);
        expect([answer.active_sites, answer.total_sites, answer.total_items]).toEqual([
          summary.activeSites,
          summary.totalSites,
          summary.totalItems,
        ]);
        expect(answer.finance).toEqual(financeToWire(summary.finance));
        const { heaviest, others } = answer.tonnage_by_site;
        expect(heaviest.length).toBe(Math.min(top, summary.totalSites));
        expect(heaviest.length + others.site_count).toBe(summary.totalSites);
        const kg = heaviest.reduce((sum, row) => sum + row.tonnage_kg, others.tonnage_kg);
        close(
          kg,
          summary.tonnageBySite.reduce((sum, site) => sum + site.tonnageKg, 0),
        );
        for (const [index, row] of heaviest.entries()) {
          const next = heaviest[index + 1];
          if (next) expect(row.tonnage_kg).toBeGreaterThanOrEqual(next.tonnage_kg);
        }
        expect(answer.low_stock.count).toBe(summary.lowStockItems.length);
        expect(answer.low_stock.first.length).toBe(Math.min(5, summary.lowStockItems.length));
        expect(answer.active_projects.map((site) => site.id)).toEqual(
          summary.activeProjects.map((site) => site.id),
        );
        expect(answer.upcoming_operations.map((row) => row.site_id)).toEqual(
          summary.upcomingOperations.map((row) => row.siteId),
        );
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('site tonnage and low stock page whole, the dashboard showing their first rows', () => {
    fc.assert(
      fc.property(treeArb, instantArb, pageSizeArb, (tree, now, size) => {
        const view = customerReads(tree);
        const tonnage = (page: number, pageSize: number) =>
          siteTonnagePage(view, now, page, pageSize);
        const low = (page: number, pageSize: number) => lowStockPage(view, now, page, pageSize);
        expectPagesWhole(tonnage, size, (row) => row.site_id);
        expectPagesWhole(low, size, (row) => `${row.site_id}:${row.item_id}`);
        const answer = dashboardSummaryAnswer(view, now, size);
        expect(answer.tonnage_by_site.heaviest).toEqual(tonnage(1, size).results);
        expect(answer.low_stock.first).toEqual(low(1, 5).results);
        expect(ENDPOINTS.lowStock.success.schema.safeParse(low(1, size)).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('Site Management figures are statusCounts and siteManagementSummary', () => {
    fc.assert(
      fc.property(treeArb, instantArb, (tree, now) => {
        const answer = siteOverviewAnswer(customerReads(tree), now);
        const sites = allSites(tree);
        const summary = siteManagementSummary(sites, now);
        expect(answer.status_counts).toEqual(statusCounts(sites));
        expect(answer.summary).toEqual({
          active_sites: summary.activeSites,
          total_sites: summary.totalSites,
          equipment_deployed: summary.equipmentDeployed,
          monthly_revenue: summary.monthlyRevenue,
          utilization_rate: summary.utilizationRate,
        });
        expect(answer.client_count).toBe(tree.flatMap((customer) => customer.clients).length);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  const filterArb = fc.record({
    status: fc.constantFrom(undefined, '', 'all', 'active', 'pending', 'completed', 'archived'),
    search: fc.constantFrom(undefined, '', 'al', 'CEDAR', 'é', 'zz'),
    sort: fc.constantFrom('start_date_desc' as const, 'start_date_asc' as const, 'name' as const),
  });

  it('the site list keeps exactly the sites its filter matches, sorted, paged whole', () => {
    fc.assert(
      fc.property(treeArb, filterArb, pageSizeArb, fc.boolean(), (tree, filter, size, byClient) => {
        const view = customerReads(tree);
        const sites = allSites(tree);
        const clientId = byClient ? sites[0]?.client?.id : undefined;
        const query = { ...filter, client_id: clientId };
        const read = (page: number, pageSize: number) =>
          siteListPage(view, { ...query, page, page_size: pageSize });
        expectPagesWhole(read, size, (row) => row.id);
        const rows = read(1, 10_000).results;
        expect(ENDPOINTS.siteList.success.schema.safeParse(read(1, size)).success).toBe(true);
        const needle = filter.search?.toLowerCase() ?? '';
        const matches = (site: Site) =>
          (!filter.status || filter.status === 'all' || site.status.code === filter.status) &&
          (clientId === undefined || site.client?.id === clientId) &&
          [site.name, site.location, site.city].some((text) =>
            (text ?? '').toLowerCase().includes(needle),
          );
        expect(rows.map((row) => row.id).sort()).toEqual(
          sites
            .filter(matches)
            .map((site) => site.id)
            .sort(),
        );
        if (filter.sort !== 'name') {
          const times = rows.map((row) => (row.start_date ? Date.parse(row.start_date) : null));
          const dated = times.filter((time) => time !== null);
          // Undated last; dated ones in the sort's direction.
          expect(times.slice(0, dated.length).every((time) => time !== null)).toBe(true);
          const sign = filter.sort === 'start_date_desc' ? -1 : 1;
          for (let index = 1; index < dated.length; index += 1) {
            expect(sign * ((dated[index] ?? 0) - (dated[index - 1] ?? 0))).toBeGreaterThanOrEqual(
              0,
            );
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('clients: every client under all statuses, those with a matching site otherwise, with clientFinancialSummary', () => {
    fc.assert(
      fc.property(treeArb, instantArb, filterArb, pageSizeArb, (tree, now, filter, size) => {
        const view = customerReads(tree);
        const read = (page: number, pageSize: number) =>
          siteClientsPage(
            view,
            { status: filter.status, search: filter.search, page, page_size: pageSize },
            now,
          );
        expectPagesWhole(read, size, (row) => row.id);
        expect(ENDPOINTS.siteClients.success.schema.safeParse(read(1, size)).success).toBe(true);
        const every = !filter.status || filter.status === 'all';
        for (const row of read(1, 10_000).results) {
          const client = view.client(row.id);
          if (!client) throw new Error('a row of a client that is not in the tree');
          expect(row.finance).toEqual(financeToWire(clientFinancialSummary(client, now)));
          expect(row.site_count).toBe(client.sites.length);
          expect(every || row.matching_sites > 0).toBe(true);
        }
        // The same view read in another month: nothing of the first month's answers is reused.
        const later = new Date(now.getTime() + 40 * 86_400_000);
        const again = siteClientsPage(
          view,
          { status: filter.status, page: 1, page_size: 10_000 },
          later,
        );
        for (const row of again.results) {
          const client = view.client(row.id);
          if (!client) throw new Error('a row of a client that is not in the tree');
          expect(row.finance).toEqual(financeToWire(clientFinancialSummary(client, later)));
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('inspection figures are inspectionMetrics and dueSummary over the whole tree', () => {
    fc.assert(
      fc.property(treeArb, instantArb, (tree, now) => {
        const answer = inspectionSummaryAnswer(customerReads(tree), now);
        expect(ENDPOINTS.inspectionSummary.success.schema.safeParse(answer).success).toBe(true);
        const sites = allSites(tree);
        const metrics = inspectionMetrics(sites.flatMap((site) => site.inspections));
        const due = dueSummary(sites, now);
        expect(answer.metrics).toEqual({
          total: metrics.total,
          passed: metrics.passed,
          failed: metrics.failed,
          requires_attention: metrics.requiresAttention,
          pass_rate: metrics.passRate,
          completion_rate: metrics.completionRate,
        });
        expect(answer.due).toEqual({ due_this_week: due.dueThisWeek, overdue: due.overdue });
        for (const status of ['never-inspected', 'overdue', 'up-to-date'] as const) {
          expect(answer.site_statuses[status]).toBe(
            sites.filter((site) => siteInspectionStatus(site, now) === status).length,
          );
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("the inspection site rows are judged as siteInspectionStatus does, and a site's history pages newest first", () => {
    fc.assert(
      fc.property(
        treeArb,
        instantArb,
        pageSizeArb,
        fc.constantFrom('name' as const, 'next_due' as const),
        fc.constantFrom(undefined, 'overdue' as const, 'never-inspected' as const),
        (tree, now, size, sort, status) => {
          const view = customerReads(tree);
          const read = (page: number, pageSize: number) =>
            inspectionSitesPage(
              view,
              { sort, inspection_status: status, page, page_size: pageSize },
              now,
            );
          expectPagesWhole(read, size, (row) => row.id);
          const rows = read(1, 10_000).results;
          expect(ENDPOINTS.inspectionSites.success.schema.safeParse(read(1, size)).success).toBe(
            true,
          );
          for (const row of rows) {
            expect(row.inspection_status).toBe(siteInspectionStatus(row, now));
            if (status) expect(row.inspection_status).toBe(status);
          }
          for (const site of allSites(tree)) {
            const history = (page: number, pageSize: number) =>
              siteInspectionsPage(view, site.id, page, pageSize) ?? {
                count: -1,
                page,
                page_size: pageSize,
                results: [],
              };
            expectPagesWhole(history, size, (row) => row.id);
            expect(history(1, 100).results.map((row) => row.id)).toEqual(
              inspectionsNewestFirst(site.inspections).map((inspection) => inspection.id),
            );
            for (const inspection of site.inspections) {
              expect(inspectionDetailsAnswer(view, inspection.id)?.site.id).toBe(site.id);
            }
            const details = siteDetailsAnswer(view, site.id);
            expect(details?.site.inspection_count).toBe(site.inspections.length);
            expect(details && 'inspections' in details.site).toBe(false);
          }
          expect(siteDetailsAnswer(view, -1)).toBeNull();
          expect(siteInspectionsPage(view, -1, 1, 5)).toBeNull();
          expect(inspectionDetailsAnswer(view, -1)).toBeNull();
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('inventory is inventoryRows filtered and sorted by filterInventory, with totals over every match', () => {
    fc.assert(
      fc.property(
        treeArb,
        pageSizeArb,
        fc.boolean(),
        fc.constantFrom('name' as const, 'total' as const, 'available' as const, 'value' as const),
        (tree, size, lowOnly, sort) => {
          const view = customerReads(tree);
          const read = (page: number, pageSize: number) =>
            inventoryItemsAnswer(view, { low_only: lowOnly, sort, page, page_size: pageSize });
          expectPagesWhole(read, size, (row) => row.key);
          const expected = filterInventory(inventoryRows(tree), { lowOnly }, sort);
          const answer = read(1, 10_000);
          expect(ENDPOINTS.inventoryItems.success.schema.safeParse(read(1, size)).success).toBe(
            true,
          );
          expect(answer.results.map((row) => row.key)).toEqual(expected.map((row) => row.key));
          close(
            answer.totals.units,
            expected.reduce((sum, row) => sum + row.total, 0),
          );
          for (const row of answer.results) {
            expect(row.sites.length).toBe(Math.min(5, row.site_count));
            const shares = (page: number, pageSize: number) =>
              inventorySitesPage(view, row.key, page, pageSize);
            expectPagesWhole(shares, size, (share) => share.site_id);
            expect(shares(1, 5).results).toEqual(row.sites);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it("inventory at one site keeps filterInventory's rows, and every share is inventoryRows'", () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), (tree, pick) => {
        const view = customerReads(tree);
        const ids = view.sites.map((site) => site.id);
        // A site of the tree, or one that is not there.
        const siteId =
          ids.length > 0 && pick % 4 !== 0 ? (ids[pick % ids.length] as number) : 999_999;
        const rows = inventoryRows(tree);
        const answer = inventoryItemsAnswer(view, {
          site_id: siteId,
          sort: 'name',
          page: 1,
          page_size: 10_000,
        });
        expect(answer.results.map((row) => row.key)).toEqual(
          filterInventory(rows, { siteId }).map((row) => row.key),
        );
        for (const row of rows) {
          expect(inventorySitesPage(view, row.key, 1, 10_000).results).toEqual(
            row.sites.map((share) => ({
              site_id: share.siteId,
              site_name: share.siteName,
              total: share.total,
              allocated: share.allocated,
              available: share.available,
            })),
          );
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('move destinations and the component search are the domain functions, paged or capped', () => {
    fc.assert(
      fc.property(treeArb, pageSizeArb, fc.constantFrom('a', 'item', 'x'), (tree, size, q) => {
        const view = customerReads(tree);
        const read = (page: number, pageSize: number) =>
          moveDestinationsPage(view, { page, page_size: pageSize });
        expectPagesWhole(read, size, (row) => row.id);
        const found = componentSearchAnswer(view, q, size);
        const all = searchComponents(allSites(tree), q, 10_000);
        expect(found.results.length).toBe(Math.min(size, all.length));
        expect(found.truncated).toBe(all.length > size);
        expect(ENDPOINTS.componentSearch.success.schema.safeParse(found).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("a flat list of sites (the spec's get_customer_inspections) reads as its tree does", () => {
    fc.assert(
      fc.property(treeArb, instantArb, (tree, now) => {
        const flat = customerReads(treeOfSites(allSites(tree), { id: 1, name: 'Customer' }));
        const whole = customerReads(tree);
        expect(inspectionSummaryAnswer(flat, now)).toEqual(inspectionSummaryAnswer(whole, now));
        const query = { sort: 'name' as const, page: 1, page_size: 10_000 };
        expect(inspectionSitesPage(flat, query, now)).toEqual(
          inspectionSitesPage(whole, query, now),
        );
        expect(siteListPage(flat, { ...query, sort: 'start_date_desc' })).toEqual(
          siteListPage(whole, { ...query, sort: 'start_date_desc' }),
        );
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('finance goes to the wire and back unchanged', () => {
    fc.assert(
      fc.property(treeArb, instantArb, (tree, now) => {
        const summary = dashboardSummary(tree, now).finance;
        expect(financeFromWire(financeToWire(summary))).toEqual(summary);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
