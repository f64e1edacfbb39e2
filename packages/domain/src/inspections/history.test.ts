import { describe, expect, it } from 'vitest';
import type { Inspection, Site } from '../schemas';
import {
  hasInspectionData,
  inspectionDetailCategories,
  inspectionLastUpdated,
  inspectionResultTone,
  inspectionsNewestFirst,
  itemStatusLabel,
  itemStatusTone,
  siteNextDue,
  withSavedInspection,
} from './history';

const inspection = (overrides: Partial<Inspection> & { id: number }): Inspection => ({
  created_at: '2026-03-01T10:00:00Z',
  items: [],
  photos: [],
  signatures: [],
  ...overrides,
});

describe('inspectionsNewestFirst', () => {
  it('orders by created_at, newest first, the higher id first on a tie, without touching the input', () => {
    const input = [
      inspection({ id: 1, created_at: '2026-03-01T10:00:00Z' }),
      inspection({ id: 2, created_at: '2026-03-03T10:00:00Z' }),
      inspection({ id: 3, created_at: '2026-03-01T10:00:00Z' }),
    ];
    expect(inspectionsNewestFirst(input).map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(input.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});

describe('inspectionLastUpdated', () => {
  it('prefers updated_at, then completed_at, then created_at', () => {
    const base = { created_at: 'c', updated_at: null, completed_at: null };
    expect(inspectionLastUpdated({ ...base, updated_at: 'u', completed_at: 'd' })).toBe('u');
    expect(inspectionLastUpdated({ ...base, completed_at: 'd' })).toBe('d');
    expect(inspectionLastUpdated(base)).toBe('c');
  });
});

describe('siteNextDue', () => {
  it('shows next_inspection_date, else inspection_due, else nothing (Not Scheduled)', () => {
    expect(siteNextDue({ next_inspection_date: '2026-03-08', inspection_due: '2026-03-07' })).toBe(
      '2026-03-08',
    );
    expect(siteNextDue({ next_inspection_date: null, inspection_due: '2026-03-07' })).toBe(
      '2026-03-07',
    );
    expect(siteNextDue({ next_inspection_date: 'soon', inspection_due: null })).toBeNull();
    expect(siteNextDue({ next_inspection_date: null, inspection_due: undefined })).toBeNull();
  });
});

describe('hasInspectionData', () => {
  it('is false for an inspection with only its id and dates, or only blank values', () => {
    expect(hasInspectionData(inspection({ id: 1 }))).toBe(false);
    expect(
      hasInspectionData(
        inspection({
          id: 1,
          notes: '  ',
          weather_conditions: null,
          signatures: [{ id: 1, role: 'inspector', signature: '' }],
        }),
      ),
    ).toBe(false);
  });
  it('is true as soon as one measurement, answer, photo or signature is there', () => {
    expect(hasInspectionData(inspection({ id: 1, temperature: 0 }))).toBe(true);
    expect(
      hasInspectionData(inspection({ id: 1, items: [{ name: 'safety.signage', status: 'pass' }] })),
    ).toBe(true);
    expect(
      hasInspectionData(
        inspection({ id: 1, photos: [{ item_key: 'safety.signage', photo: 'data:x' }] }),
      ),
    ).toBe(true);
  });
});

describe('itemStatusLabel', () => {
  it('words the statuses, blank as Not checked, unknown as sent', () => {
    expect(itemStatusLabel('pass')).toBe('Pass');
    expect(itemStatusLabel('na')).toBe('N/A');
    expect(itemStatusLabel('attention')).toBe('Attention');
    expect(itemStatusLabel('')).toBe('Not checked');
    expect(itemStatusLabel('loose')).toBe('loose');
  });
});

describe('inspectionDetailCategories', () => {
  it('groups answers by category in checklist order, with their photos, unknown categories last', () => {
    const groups = inspectionDetailCategories({
      items: [
        { name: 'extra.wind_netting', status: 'pass' },
        { name: 'safety.signage', status: 'fail', notes: ' Missing sign ', passed: false },
        { name: 'foundations.base_plates', status: 'pass', passed: true },
      ],
      photos: [
        { item_key: 'safety.signage', photo: 'data:image/png;base64,AAA' },
        { item_key: 'platforms.trap_doors', photo: 'data:image/png;base64,BBB' },
        { item_key: 'safety.toe_boards', photo: '' },
      ],
    });
    expect(groups.map((group) => group.label)).toEqual([
      'Foundations',
      'Platforms',
      'Safety',
      'Extra',
    ]);
    expect(groups[2]?.items[0]).toEqual({
      key: 'safety.signage',
      label: 'Signage',
      status: 'fail',
      notes: 'Missing sign',
      passed: false,
      photos: ['data:image/png;base64,AAA'],
    });
    // A photo without an answer still shows under its item; an empty photo does not.
    expect(groups[1]?.items).toEqual([
      {
        key: 'platforms.trap_doors',
        label: 'Trap doors',
        status: '',
        notes: '',
        passed: null,
        photos: ['data:image/png;base64,BBB'],
      },
    ]);
    expect(groups[2]?.items).toHaveLength(1);
  });
  it('is empty when there is nothing to group', () => {
    expect(inspectionDetailCategories({ items: [], photos: [] })).toEqual([]);
  });
});

describe('result and answer tones', () => {
  it('colours Passed green, Failed red, Pending neutral', () => {
    expect(inspectionResultTone('Passed')).toBe('success');
    expect(inspectionResultTone('Failed')).toBe('danger');
    expect(inspectionResultTone('Pending')).toBe('neutral');
  });
  it('colours pass, fail and attention, anything else neutral', () => {
    expect(itemStatusTone('pass')).toBe('success');
    expect(itemStatusTone('fail')).toBe('danger');
    expect(itemStatusTone('attention')).toBe('warning');
    expect(itemStatusTone('na')).toBe('neutral');
  });
});

describe('withSavedInspection', () => {
  const site = (id: number, inspections: Inspection[]): Site =>
    ({ id, name: `Site ${id}`, inspections }) as unknown as Site;
  const answer = {
    sites: [site(1, [inspection({ id: 10 })]), site(2, [inspection({ id: 20 })])],
    component_systems: [],
  };
  const saved = inspection({ id: 99, created_at: '2026-03-05T10:00:00Z' });

  it("adds the saved inspection to its site's history, and nothing to the other sites", () => {
    const next = withSavedInspection(answer, 2, saved);
    expect(next.sites.map((entry) => entry.inspections.map(({ id }) => id))).toEqual([
      [10],
      [99, 20],
    ]);
    expect(next.sites[0]).toBe(answer.sites[0]);
    expect(next.component_systems).toBe(answer.component_systems);
    expect(answer.sites[1]?.inspections.map(({ id }) => id)).toEqual([20]);
  });

  it('leaves the answer as it is when the site is unknown or already holds the inspection', () => {
    expect(withSavedInspection(answer, 3, saved)).toBe(answer);
    const once = withSavedInspection(answer, 2, saved);
    expect(withSavedInspection(once, 2, saved)).toBe(once);
  });
});
