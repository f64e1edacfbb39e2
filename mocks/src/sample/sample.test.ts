import {
  customerNodeSchema,
  operationSchema,
  type Site,
  sampleCustomerSchema,
  sampleInventoryItemSchema,
  sampleSiteSchema,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { generateSampleData, SAMPLE_REFERENCE_DATE } from './generate';
import { deriveOperations } from './operations';
import { sampleToCustomerTree } from './tree';

const SEED = 20261120;
const REFERENCE_MS = Date.parse(SAMPLE_REFERENCE_DATE);

const sitesOf = (tree: { clients: { sites: Site[] }[] }) => tree.clients.flatMap((c) => c.sites);

describe('generateSampleData', () => {
  const sample = generateSampleData(SEED);

  it('has the sizes of PRODUCT.md "Limits and constants"', () => {
    expect(sample.customers).toHaveLength(50);
    expect(sample.sites).toHaveLength(75);
    expect(sample.inventory).toHaveLength(5);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateSampleData(SEED)).toEqual(sample);
    expect(generateSampleData(SEED + 1).sites.map((s) => s.name)).not.toEqual(
      sample.sites.map((s) => s.name),
    );
  });

  it('makes the first 30 sites active, the next 20 pending and the rest completed', () => {
    const statuses = sample.sites.map((site) => site.status);
    expect(statuses.slice(0, 30).every((s) => s === 'active')).toBe(true);
    expect(statuses.slice(30, 50).every((s) => s === 'pending')).toBe(true);
    expect(statuses.slice(50).every((s) => s === 'completed')).toBe(true);
  });

  it('produces entities that match the sample schemas', () => {
    for (const customer of sample.customers) sampleCustomerSchema.parse(customer);
    for (const site of sample.sites) sampleSiteSchema.parse(site);
    for (const item of sample.inventory) sampleInventoryItemSchema.parse(item);
    for (const operation of sample.operations) operationSchema.parse(operation);
  });

  it('gives unique customer names and UK scaffolding items', () => {
    expect(new Set(sample.customers.map((c) => c.name)).size).toBe(50);
    expect(sample.inventory.map((item) => item.name)).toEqual([
      'Cuplock Standard 3.0m',
      'Scaffold Tube 6.4m',
      'Steel Board 3.9m',
      'Ladder 4m',
      'Toe Board 3.9m',
    ]);
    expect(new Set(sample.inventory.map((item) => item.category))).toEqual(
      new Set(['cuplock', 'tube', 'access', 'safety']),
    );
  });

  it('keeps a depot reserve: each item owns more than it has out on sites', () => {
    for (const item of sample.inventory) {
      const out = item.allocations.reduce((sum, a) => sum + a.quantity, 0);
      expect(item.quantity).toBeGreaterThan(out);
    }
  });

  it('places dates around the reference date', () => {
    for (const site of sample.sites) {
      const start = Date.parse(site.startDate);
      const end = Date.parse(site.expectedEndDate);
      expect(end).toBeGreaterThan(start);
      if (site.status === 'pending') expect(start).toBeGreaterThan(REFERENCE_MS);
      if (site.status === 'active') expect(start).toBeLessThan(REFERENCE_MS);
      if (site.status === 'completed') expect(end).toBeLessThan(REFERENCE_MS);
    }
  });

  it('scales: 10× gives 750 sites with the same status shares', () => {
    const large = generateSampleData(SEED, { scale: 10 });
    expect(large.sites).toHaveLength(750);
    expect(large.customers).toHaveLength(500);
    expect(large.sites.filter((s) => s.status === 'active')).toHaveLength(300);
    expect(large.sites.filter((s) => s.status === 'pending')).toHaveLength(200);
  });

  // How long it takes is a benchmark (sample.bench.ts, `npm run bench`), not a test: a busy
  // machine made this test's time bound fail CI.
  it('generates 7,500 sites at 100×, and their tree', () => {
    const huge = generateSampleData(SEED, { scale: 100 });
    const tree = sampleToCustomerTree(huge, { customerId: 1, customerName: 'Demo' });
    expect(huge.sites).toHaveLength(7500);
    expect(sitesOf(tree)).toHaveLength(7500);
  });
});

describe('deriveOperations', () => {
  const sample = generateSampleData(SEED);
  const operations = deriveOperations(sample.sites, sample.inventory);

  it('gives every site one erection, pending only for pending sites', () => {
    for (const site of sample.sites) {
      const erections = operations.filter((o) => o.siteId === site.id && o.type === 'erection');
      expect(erections).toHaveLength(1);
      expect(erections[0]?.status).toBe(site.status === 'pending' ? 'pending' : 'completed');
    }
  });

  it('gives completed sites, and only them, a completed dismantling', () => {
    const dismantled = operations.filter((o) => o.type === 'dismantling');
    expect(dismantled).toHaveLength(25);
    for (const operation of dismantled) {
      const site = sample.sites.find((s) => s.id === operation.siteId);
      expect(site?.status).toBe('completed');
      expect(operation.status).toBe('completed');
    }
  });

  it('has unique ids and works without an inventory', () => {
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    expect(deriveOperations(sample.sites)).toHaveLength(100);
  });
});

describe('sampleToCustomerTree', () => {
  const sample = generateSampleData(SEED);
  const tree = sampleToCustomerTree(sample, { customerId: 1, customerName: 'Summit' });
  const sites = sitesOf(tree);

  it('matches the server schema, with the 50 customers as clients and all 75 sites', () => {
    expect(customerNodeSchema.parse(tree)).toEqual(tree);
    expect(tree.clients).toHaveLength(50);
    expect(sites).toHaveLength(75);
  });

  it('is deterministic', () => {
    expect(sampleToCustomerTree(sample, { customerId: 1, customerName: 'Summit' })).toEqual(tree);
  });

  it('keeps subarea allocations consistent with item allocations and within quantity', () => {
    for (const site of sites) {
      const subareaAllocations = site.sublocations.flatMap((sl) =>
        sl.subareas.flatMap((sa) =>
          sa.allocations.map((a) => ({
            id: a.id,
            subarea: sa.id,
            item: a.inventory_item,
            q: a.quantity,
          })),
        ),
      );
      const itemAllocations = site.inventory_items.flatMap((item) =>
        item.allocations.map((a) => ({
          id: a.id,
          subarea: a.subarea_id,
          item: item.id,
          q: a.quantity,
        })),
      );
      expect(subareaAllocations.sort((a, b) => a.id - b.id)).toEqual(
        itemAllocations.sort((a, b) => a.id - b.id),
      );
      for (const item of site.inventory_items) {
        const allocated = item.allocations.reduce((sum, a) => sum + a.quantity, 0);
        expect(allocated).toBeLessThanOrEqual(item.quantity);
      }
    }
  });

  it('shows overdue, up-to-date and never-inspected sites relative to the reference date', () => {
    const active = sites.filter((s) => s.status.code === 'active');
    const never = active.filter((s) => !s.last_inspection_date).map((s) => s.id);
    const overdue = active
      .filter((s) => s.next_inspection_date && Date.parse(s.next_inspection_date) < REFERENCE_MS)
      .map((s) => s.id);
    expect(never.sort((a, b) => a - b)).toEqual([8, 18, 28]);
    expect(overdue.sort((a, b) => a - b)).toEqual([5, 11, 17, 23, 29]);
    for (const site of active) {
      if (never.includes(site.id) || overdue.includes(site.id)) continue;
      const next = Date.parse(site.next_inspection_date ?? '');
      expect(next).toBeGreaterThan(REFERENCE_MS);
      expect(next - Date.parse(site.last_inspection_date ?? '')).toBe(7 * 86_400_000);
      expect(site.inspections[0]?.created_at).toBe(site.last_inspection_date);
    }
    for (const site of sites.filter((s) => s.status.code === 'pending')) {
      expect(site.inspections).toEqual([]);
      expect(site.last_inspection_date).toBeNull();
    }
  });

  it('records inspections with category.item names, signatures with roles and mixed results', () => {
    const inspections = sites.flatMap((s) => s.inspections);
    expect(inspections.length).toBeGreaterThan(40);
    expect(inspections.some((i) => i.passed === false)).toBe(true);
    expect(inspections.some((i) => i.passed === true)).toBe(true);
    expect(inspections.some((i) => i.items.some((item) => item.status === 'attention'))).toBe(true);
    for (const inspection of inspections) {
      expect(inspection.items).toHaveLength(22);
      expect(inspection.items[0]?.name).toBe('foundations.ground_conditions');
      expect(inspection.passed === false).toBe(inspection.items.some((i) => i.status === 'fail'));
      for (const signature of inspection.signatures) {
        expect(['inspector', 'supervisor', 'client']).toContain(signature.role);
      }
    }
  });

  it('leaves some sites without a manager and gives the rest one', () => {
    const withoutManager = sites.filter((s) => !s.manager);
    expect(withoutManager.length).toBeGreaterThan(3);
    expect(withoutManager.length).toBeLessThan(20);
  });

  it('gives unique ids per kind and shifts every id by idBase', () => {
    const shifted = sampleToCustomerTree(sample, {
      customerId: 2,
      customerName: 'X',
      idBase: 1000,
    });
    const itemIds = sitesOf(shifted).flatMap((s) => s.inventory_items.map((i) => i.id));
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect(Math.min(...itemIds)).toBeGreaterThan(1000);
    expect(sitesOf(shifted)[0]?.id).toBe((sites[0]?.id ?? 0) + 1000);
  });
});
