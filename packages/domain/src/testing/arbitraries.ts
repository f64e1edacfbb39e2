// fast-check arbitraries that produce only values the schemas accept: each one is parsed
// through its schema, so a property never tests an input the API could not deliver.
import fc from 'fast-check';
import {
  type CustomerNode,
  customerNodeSchema,
  type InspectionMetricEntry,
  type InventoryItem,
  inspectionMetricEntrySchema,
  inventoryItemSchema,
  type Site,
  siteSchema,
} from '../schemas';

/** Realistic sizes most of the time, the extremes the schema still accepts some of the time. */
export const quantityArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
  { weight: 1, arbitrary: fc.maxSafeNat() },
);

export const amountArb = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }) },
);

export const instantArb = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

export const apiDateArb = fc.oneof(
  instantArb.map((date) => date.toISOString()),
  instantArb.map((date) => date.toISOString().slice(0, 10)),
);

export const metricEntryArb: fc.Arbitrary<InspectionMetricEntry> = fc
  .record({
    passed: fc.constantFrom(true, false, null, undefined),
    items: fc.array(
      fc.record({
        status: fc.oneof(fc.constantFrom('pass', 'fail', 'na', 'attention', ''), fc.string()),
      }),
      { maxLength: 6 },
    ),
    completed_at: fc.option(apiDateArb, { nil: null }),
  })
  .map((entry) => inspectionMetricEntrySchema.parse(entry));

export const inventoryItemArb: fc.Arbitrary<InventoryItem> = fc
  .record({
    id: fc.nat(),
    name: fc.option(fc.string(), { nil: undefined }),
    quantity: quantityArb,
    weight: fc.option(amountArb, { nil: undefined }),
    weight_in_kg: fc.option(amountArb, { nil: undefined }),
    financial_metrics: fc.record({
      replacement_cost: amountArb,
      daily_rate: amountArb,
      maintenance_cost: amountArb,
    }),
    allocations: fc.array(
      fc.record({ id: fc.nat(), subarea_id: fc.nat(), quantity: quantityArb }),
      { maxLength: 4 },
    ),
  })
  .map((item) => inventoryItemSchema.parse(item));

export const siteArb: fc.Arbitrary<Site> = fc
  .record({
    id: fc.nat(),
    name: fc.string(),
    status: fc.record({
      code: fc.constantFrom('active', 'pending', 'completed', 'archived'),
      name: fc.string(),
    }),
    start_date: fc.option(apiDateArb, { nil: null }),
    last_inspection_date: fc.option(apiDateArb, { nil: null }),
    next_inspection_date: fc.option(apiDateArb, { nil: null }),
    inspection_due: fc.option(apiDateArb, { nil: null }),
    inventory_items: fc.array(inventoryItemArb, { maxLength: 5 }),
  })
  .map((site) => siteSchema.parse(site));

export const customerTreeArb: fc.Arbitrary<CustomerNode[]> = fc.array(
  fc
    .record({
      id: fc.nat(),
      name: fc.string(),
      clients: fc.array(
        fc.record({ id: fc.nat(), name: fc.string(), sites: fc.array(siteArb, { maxLength: 4 }) }),
        { maxLength: 3 },
      ),
    })
    .map((customer) => customerNodeSchema.parse(customer)),
  { maxLength: 2 },
);

/** Every number in a value, however deep. */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}
