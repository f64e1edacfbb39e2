import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { SampleInventoryItem } from '../schemas';
import { allocateStock } from './allocate';
import { allocatedQuantity, availableQuantity, isLowStock } from './levels';
import {
  clampMoveQuantity,
  isSamePlace,
  isWholeQuantity,
  validateMoveQuantity,
} from './move-rules';

const item = (quantity: number, ...allocated: number[]) => ({
  quantity,
  allocations: allocated.map((q) => ({ quantity: q })),
});

describe('stock levels', () => {
  it('available = quantity − allocations, never below 0', () => {
    expect(allocatedQuantity(item(10, 3, 4))).toBe(7);
    expect(availableQuantity(item(10, 3, 4))).toBe(3);
    expect(availableQuantity(item(5, 4, 4))).toBe(0);
    expect(availableQuantity({ quantity: 5 })).toBe(5);
  });
  it('is low stock under 20% available: 19.99% yes, 20% no', () => {
    expect(isLowStock(item(10_000, 8001))).toBe(true); // 1999 available
    expect(isLowStock(item(10_000, 8000))).toBe(false); // 2000 available
    expect(isLowStock(item(5, 5))).toBe(true);
    expect(isLowStock(item(5, 4))).toBe(false); // exactly 20%
  });
  it('does not call an item with a total of 0 low stock', () => {
    expect(isLowStock(item(0))).toBe(false);
  });
});

describe('clampMoveQuantity', () => {
  it('clamps to 0..available in whole units; NaN and empty are 0', () => {
    expect(clampMoveQuantity(5, 3)).toBe(3);
    expect(clampMoveQuantity(-2, 3)).toBe(0);
    expect(clampMoveQuantity(2.7, 3)).toBe(2);
    expect(clampMoveQuantity(Number.NaN, 3)).toBe(0);
    expect(clampMoveQuantity('', 3)).toBe(0);
    expect(clampMoveQuantity('abc', 3)).toBe(0);
    expect(clampMoveQuantity('2', 3)).toBe(2);
    expect(clampMoveQuantity(2, -1)).toBe(0);
    expect(clampMoveQuantity(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });
});

describe('isWholeQuantity', () => {
  it('accepts whole numbers above 0 only', () => {
    expect([1, 2, 10_000].every(isWholeQuantity)).toBe(true);
    for (const value of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isWholeQuantity(value)).toBe(false);
    }
  });
});

describe('isSamePlace', () => {
  it('is the same site and the same subarea; unallocated units are never in a subarea', () => {
    expect(isSamePlace({ siteId: 1, subareaId: 10 }, { siteId: 1, subareaId: 10 })).toBe(true);
    expect(isSamePlace({ siteId: 1, subareaId: 10 }, { siteId: 1, subareaId: 11 })).toBe(false);
    expect(isSamePlace({ siteId: 1, subareaId: 10 }, { siteId: 2, subareaId: 10 })).toBe(false);
    expect(isSamePlace({ siteId: 1, subareaId: null }, { siteId: 1, subareaId: 10 })).toBe(false);
  });
});

describe('validateMoveQuantity', () => {
  it('refuses an empty quantity', () => {
    expect(validateMoveQuantity('', 3)).toEqual({
      ok: false,
      message: MESSAGES.moveQuantityRequired,
    });
    expect(validateMoveQuantity('  ', 3)).toEqual({
      ok: false,
      message: MESSAGES.moveQuantityRequired,
    });
    expect(validateMoveQuantity(null, 3)).toEqual({
      ok: false,
      message: MESSAGES.moveQuantityRequired,
    });
  });
  it('refuses 0, negatives, fractions under 1 and non-numbers', () => {
    for (const value of [0, '0', -1, '0.5', 'abc', Number.NaN]) {
      expect(validateMoveQuantity(value, 3)).toEqual({
        ok: false,
        message: MESSAGES.moveQuantityPositive,
      });
    }
  });
  it('accepts 1 and available, clamps above available', () => {
    expect(validateMoveQuantity(1, 3)).toEqual({ ok: true, quantity: 1 });
    expect(validateMoveQuantity('3', 3)).toEqual({ ok: true, quantity: 3 });
    expect(validateMoveQuantity(4, 3)).toEqual({ ok: true, quantity: 3 });
  });
  it('refuses when nothing is available', () => {
    expect(validateMoveQuantity(1, 0)).toEqual({
      ok: false,
      message: MESSAGES.moveNothingAvailable,
    });
  });
});

const sampleItem = (id: number, quantity: number, allocated = 0): SampleInventoryItem => ({
  id,
  name: `Item ${id}`,
  sku: `SKU-${id}`,
  category: 'tube',
  subCategory: 'Steel tube',
  weight: 4.3,
  length_m: 3,
  quantity,
  location: 'Yard',
  status: 'available',
  lastUpdated: '2026-01-01T00:00:00.000Z',
  allocations: allocated ? [{ locationId: 9, quantity: allocated }] : [],
  financialMetrics: {
    dailyRate: 1,
    replacementCost: 50,
    depreciationRate: 0.1,
    purchaseDate: '2025-01-01T00:00:00.000Z',
    lastMaintenanceDate: '2025-06-01T00:00:00.000Z',
    maintenanceCost: 5,
  },
});

describe('allocateStock', () => {
  const now = new Date('2026-03-05T10:00:00.000Z');
  const items = [sampleItem(1, 10, 4), sampleItem(2, 5)];

  it('adds {locationId, quantity} to each matching item and updates lastUpdated', () => {
    const result = allocateStock(
      items,
      { locationId: 7, lines: [{ itemId: 1, quantity: 6 }] },
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items[0]?.allocations).toEqual([
      { locationId: 9, quantity: 4 },
      { locationId: 7, quantity: 6 },
    ]);
    expect(result.items[0]?.lastUpdated).toBe('2026-03-05T10:00:00.000Z');
    expect(result.items[1]).toBe(items[1]);
    expect(items[0]?.allocations).toHaveLength(1);
  });

  it('refuses more than available, summing lines for the same item, and changes nothing', () => {
    const result = allocateStock(
      items,
      {
        locationId: 7,
        lines: [
          { itemId: 1, quantity: 4 },
          { itemId: 1, quantity: 3 },
        ],
      },
      now,
    );
    expect(result).toEqual({ ok: false, message: MESSAGES.allocationExceedsAvailable });
  });

  it('refuses unknown items, zero and fractional quantities, and an empty allocation', () => {
    expect(
      allocateStock(items, { locationId: 7, lines: [{ itemId: 99, quantity: 1 }] }, now).ok,
    ).toBe(false);
    expect(
      allocateStock(items, { locationId: 7, lines: [{ itemId: 2, quantity: 0 }] }, now).ok,
    ).toBe(false);
    expect(
      allocateStock(items, { locationId: 7, lines: [{ itemId: 2, quantity: 1.5 }] }, now).ok,
    ).toBe(false);
    expect(allocateStock(items, { locationId: 7, lines: [] }, now).ok).toBe(false);
  });
});
