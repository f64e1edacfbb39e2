// Properties over every input the schemas accept: no NaN or Infinity reaches a screen,
// clamps stay in bounds, counts add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialSummary } from '../finance';
import { formatGBP, formatPercent, formatWeight } from '../format';
import {
  emptyInspectionForm,
  measurementError,
  newInspectionSchema,
  parseDecimal,
  toSavedInspection,
} from '../forms';
import { dueSummary, inspectionMetrics, notesPreview, siteInspectionStatus } from '../inspections';
import { dashboardSummary, siteManagementSummary, siteTonnageKg } from '../sites';
import { allSites } from '../sites/tree';
import {
  allocatedQuantity,
  availableQuantity,
  clampMoveQuantity,
  isLowStock,
  validateMoveQuantity,
} from '../stock';
import {
  customerTreeArb,
  instantArb,
  inventoryItemArb,
  metricEntryArb,
  numbersIn,
  siteArb,
} from './arbitraries';

const allFinite = (value: unknown) => numbersIn(value).every(Number.isFinite);
const anyDate = fc.oneof(instantArb, fc.constant(new Date(Number.NaN)));

describe('inspection properties', () => {
  it('passed + failed = total; rates are finite percentages', () => {
    fc.assert(
      fc.property(fc.array(metricEntryArb, { maxLength: 50 }), (entries) => {
        const metrics = inspectionMetrics(entries);
        expect(metrics.passed + metrics.failed).toBe(metrics.total);
        expect(metrics.requiresAttention).toBeLessThanOrEqual(metrics.total);
        for (const rate of [metrics.passRate, metrics.completionRate]) {
          expect(Number.isFinite(rate)).toBe(true);
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('due counts never exceed the sites, and every site has a status', () => {
    fc.assert(
      fc.property(fc.array(siteArb, { maxLength: 10 }), instantArb, (sites, now) => {
        const { dueThisWeek, overdue } = dueSummary(sites, now);
        expect(dueThisWeek + overdue).toBeLessThanOrEqual(sites.length);
        for (const site of sites) {
          expect(['never-inspected', 'overdue', 'up-to-date']).toContain(
            siteInspectionStatus(site, now),
          );
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('a notes preview is at most 60 characters plus ...', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (notes) => {
        const preview = notesPreview(notes);
        expect(Array.from(preview).length).toBeLessThanOrEqual(63);
        if (Array.from(notes).length <= 60) expect(preview).toBe(notes);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('stock properties', () => {
  it('0 ≤ available ≤ quantity; allocated ≥ 0; an empty item is never low', () => {
    fc.assert(
      fc.property(inventoryItemArb, (item) => {
        const available = availableQuantity(item);
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(item.quantity);
        expect(allocatedQuantity(item)).toBeGreaterThanOrEqual(0);
        if (item.quantity === 0) expect(isLowStock(item)).toBe(false);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  const anyInput = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom(null, undefined, '', ' ', 'NaN', 'Infinity', '-0', '1e3'),
  );

  it('clampMoveQuantity stays a whole number within 0..available', () => {
    fc.assert(
      fc.property(anyInput, fc.double(), (value, available) => {
        const clamped = clampMoveQuantity(value, available);
        const max = Number.isFinite(available) ? Math.max(0, Math.trunc(available)) : 0;
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(max);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('validateMoveQuantity accepts only 1..available whole units, else a message', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: -5, max: 1000 }), (value, available) => {
        const check = validateMoveQuantity(value, available);
        if (check.ok) {
          expect(Number.isInteger(check.quantity)).toBe(true);
          expect(check.quantity).toBeGreaterThanOrEqual(1);
          expect(check.quantity).toBeLessThanOrEqual(available);
        } else {
          expect(check.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('finance and aggregation properties', () => {
  it('financialSummary is finite for any items and any date, margin null only without revenue', () => {
    fc.assert(
      fc.property(fc.array(inventoryItemArb, { maxLength: 20 }), anyDate, (items, now) => {
        const summary = financialSummary(items, now);
        expect(allFinite(summary)).toBe(true);
        // Null (a dash) exactly when no item has stock; else a percentage.
        expect(summary.utilizationRate === null).toBe(items.every((item) => item.quantity <= 0));
        expect(summary.utilizationRate ?? 0).toBeGreaterThanOrEqual(0);
        expect(summary.utilizationRate ?? 0).toBeLessThanOrEqual(100);
        expect(summary.returnOnAssets === null).toBe(summary.assetValue <= 0);
        expect(formatPercent(summary.utilizationRate)).not.toMatch(/NaN|Infinity/);
        expect(summary.profitMargin === null).toBe(summary.projectedRevenue <= 0);
        expect(formatGBP(summary.monthlyRevenue)).not.toMatch(/NaN|Infinity/);
        expect(formatPercent(summary.profitMargin)).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('dashboard and site management figures are finite for any customer tree', () => {
    fc.assert(
      fc.property(customerTreeArb, instantArb, (customers, now) => {
        const dashboard = dashboardSummary(customers, now);
        expect(allFinite(dashboard)).toBe(true);
        expect(dashboard.activeProjects.length).toBeLessThanOrEqual(5);
        expect(dashboard.upcomingOperations.length).toBeLessThanOrEqual(5);
        expect(formatWeight(dashboard.totalTonnageKg)).not.toMatch(/NaN|Infinity/);
        const sites = allSites(customers);
        expect(allFinite(siteManagementSummary(sites, now))).toBe(true);
        expect(sites.map(siteTonnageKg).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('form properties', () => {
  it('a measurement is accepted exactly when it is a decimal within range', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.double({ min: -300, max: 300 }).map(String),
          fc.integer().map(String),
        ),
        (raw) => {
          const value = parseDecimal(raw);
          const accepted = measurementError(raw, -100, 100) === null;
          expect(accepted).toBe(value !== null && value >= -100 && value <= 100);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('values the form schema accepts always convert to a saved inspection', () => {
    const inRange = (min: number, max: number) =>
      fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 10) / 10));
    fc.assert(
      fc.property(
        fc.record({
          temperature: inRange(-100, 100),
          humidity: inRange(1, 100),
          wind_speed: inRange(1, 100),
          scaffold_height: inRange(0.1, 200),
          scaffold_type: fc.string({ minLength: 1 }),
          load_rating: fc.string({ minLength: 1 }),
          tie_pattern: fc.string({ minLength: 1 }),
        }),
        (fields) => {
          const values = { ...emptyInspectionForm(), ...fields, weather: 'rain' as const };
          if (!newInspectionSchema.safeParse(values).success) return;
          const saved = toSavedInspection(values, 1);
          expect(allFinite(saved)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
