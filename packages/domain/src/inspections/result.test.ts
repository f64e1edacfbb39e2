import { describe, expect, it } from 'vitest';
import { CHECKLIST, checklistCategoryLabel, checklistItemLabel, weatherLabel } from './checklist';
import { inspectionResult, notesPreview } from './result';
import { inspectionStatusTone } from './tone';

describe('inspectionResult', () => {
  it('maps true, false and unset', () => {
    expect(inspectionResult(true)).toBe('Passed');
    expect(inspectionResult(false)).toBe('Failed');
    expect(inspectionResult(null)).toBe('Pending');
    expect(inspectionResult(undefined)).toBe('Pending');
  });
});

describe('notesPreview', () => {
  it('leaves 60 characters untouched and cuts 61 to 60 plus ...', () => {
    const sixty = 'a'.repeat(60);
    expect(notesPreview(sixty)).toBe(sixty);
    expect(notesPreview(`${sixty}b`)).toBe(`${sixty}...`);
  });
  it('reads missing notes as empty', () => {
    expect(notesPreview(null)).toBe('');
    expect(notesPreview(undefined)).toBe('');
  });
  it('does not split a character made of two code units', () => {
    const notes = `${'a'.repeat(59)}🙂🙂`;
    expect(notesPreview(notes)).toBe(`${'a'.repeat(59)}🙂...`);
  });
});

describe('CHECKLIST', () => {
  it('holds the five categories and 22 items of PRODUCT.md "Checklist" with labels', () => {
    expect(CHECKLIST.map((category) => category.label)).toEqual([
      'Foundations',
      'Structure',
      'Platforms',
      'Access',
      'Safety',
    ]);
    expect(CHECKLIST.flatMap((category) => category.items)).toHaveLength(22);
    expect(CHECKLIST[0]?.items[1]).toEqual({
      key: 'base_plates',
      itemKey: 'foundations.base_plates',
      label: 'Base plates',
    });
  });
  it('labels read-back item names, humanising unknown ones', () => {
    expect(checklistItemLabel('structure.ties_secure')).toBe('Ties secure');
    expect(checklistItemLabel('extra.loose_fitting')).toBe('Loose fitting');
    expect(checklistCategoryLabel('safety.signage')).toBe('Safety');
  });
  it('labels weather values', () => {
    expect(weatherLabel('wind')).toBe('Windy');
    expect(weatherLabel('na')).toBe('N/A');
    expect(weatherLabel(null)).toBe('N/A');
    expect(weatherLabel('hail')).toBe('hail');
  });
});

describe('inspectionStatusTone', () => {
  it('is red overdue, green up-to-date, yellow never', () => {
    expect(inspectionStatusTone('overdue')).toBe('danger');
    expect(inspectionStatusTone('up-to-date')).toBe('success');
    expect(inspectionStatusTone('never-inspected')).toBe('warning');
  });
});
