// Domain hot paths at sizes well above a real customer's: `npm run bench`.
// Target: each under 20 ms (docs/PERFORMANCE.md). Data is deterministic, not random.
import { bench, describe } from 'vitest';
import { financialSummary } from '../finance';
import { inspectionMetrics } from '../inspections';
import type { CustomerNode, InspectionMetricEntry, InventoryItem, Site } from '../schemas';
import { buildComponentIndex, dashboardSummary, searchComponents } from '../sites';

const STATUSES = ['pass', 'fail', 'na', 'attention'] as const;

const inspections: InspectionMetricEntry[] = Array.from({ length: 100_000 }, (_, i) => ({
  passed: i % 3 === 0 ? null : i % 3 === 1,
  completed_at: i % 4 === 0 ? null : '2026-03-05T10:00:00Z',
  items: Array.from({ length: 22 }, (_, j) => ({
    status: STATUSES[(i + j) % 97 === 0 ? 3 : (i + j) % 3] ?? 'pass',
  })),
}));

const NAMES = ['Cuplock Standard', 'Steel Tube', 'Scaffold Board', 'Ladder Beam', 'Toe Board'];

const item = (i: number): InventoryItem => ({
  id: i,
  item: { id: i % 200, name: `${NAMES[i % NAMES.length]} ${i % 200}`, category: 'tube' },
  quantity: 50 + (i % 500),
  weight_in_kg: 4 + (i % 20),
  financial_metrics: {
    daily_rate: 0.1 + (i % 9) / 10,
    replacement_cost: 20 + (i % 100),
    maintenance_cost: 1 + (i % 5),
  },
  allocations: [{ id: i, subarea_id: i % 40, quantity: i % 50 }],
});

const items: InventoryItem[] = Array.from({ length: 10_000 }, (_, i) => item(i));

// 10,000 items over 200 sites of 50 items, each with 2 sublocations of 5 subareas.
const sites: Site[] = Array.from({ length: 200 }, (_, s) => {
  const siteItems = items.slice(s * 50, s * 50 + 50);
  return {
    id: s,
    name: `Site ${s}`,
    status: { code: ['active', 'pending', 'completed'][s % 3] ?? 'active', name: '' },
    inspections: [],
    inventory_items: siteItems,
    sublocations: [0, 1].map((l) => ({
      id: s * 10 + l,
      name: `Block ${l}`,
      subareas: Array.from({ length: 5 }, (_, a) => ({
        id: s * 100 + l * 10 + a,
        name: `Level ${a}`,
        allocations: siteItems
          .filter((_, k) => k % 10 === l * 5 + a)
          .map((it) => ({
            id: it.id,
            inventory_item: it.id,
            quantity: it.allocations[0]?.quantity ?? 0,
          })),
      })),
    })),
  };
});
const customers: CustomerNode[] = [
  { id: 1, name: 'Customer', clients: [{ id: 1, name: 'Client', sites }] },
];
const index = buildComponentIndex(customers);
const now = new Date(2026, 2, 15);

// Warm the JIT before sampling, and sample long enough for a p99 that is not just the maximum.
const options = { time: 2000, warmupTime: 500, warmupIterations: 20 };

describe('domain', () => {
  bench(
    'inspectionMetrics × 100,000 inspections',
    () => {
      inspectionMetrics(inspections);
    },
    options,
  );
  bench(
    'financialSummary × 10,000 items',
    () => {
      financialSummary(items, now);
    },
    options,
  );
  bench(
    'dashboardSummary × 200 sites / 10,000 items',
    () => {
      dashboardSummary(customers, now);
    },
    options,
  );
  bench(
    'searchComponents (one keystroke) over 10,000 items',
    () => {
      searchComponents(index, 'beam 13');
    },
    options,
  );
});
