import { parseApiDate } from '../dates';
import type { Inspection, InspectionItem, Site } from '../schemas';
import { CHECKLIST, checklistCategoryLabel, checklistItemLabel } from './checklist';
import type { InspectionResult } from './result';
import type { Tone } from './tone';

const timeOf = (value: string | null | undefined): number =>
  parseApiDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * A site's past inspections, newest first by when they were carried out (created_at), the
 * higher id first on a tie. A copy: the API's order is left as it came.
 */
export function inspectionsNewestFirst<T extends Pick<Inspection, 'id' | 'created_at'>>(
  inspections: readonly T[],
): T[] {
  return [...inspections].sort(
    (a, b) => timeOf(b.created_at) - timeOf(a.created_at) || b.id - a.id,
  );
}

/**
 * The sites of an answer with an inspection the server has just saved added to its site's
 * history, so it shows before the next read of the whole answer comes. Unchanged (the same
 * object) when the site is not there or already holds that inspection.
 */
export function withSavedInspection<T extends { sites: readonly Site[] }>(
  answer: T,
  siteId: number,
  inspection: Inspection,
): T {
  const site = answer.sites.find((entry) => entry.id === siteId);
  if (!site || site.inspections.some((entry) => entry.id === inspection.id)) return answer;
  return {
    ...answer,
    sites: answer.sites.map((entry) =>
      entry === site ? { ...site, inspections: [inspection, ...site.inspections] } : entry,
    ),
  };
}

/** When an inspection was last changed: updated_at, else completed_at, else created_at. */
export function inspectionLastUpdated(
  inspection: Pick<Inspection, 'created_at' | 'updated_at' | 'completed_at'>,
): string {
  return inspection.updated_at ?? inspection.completed_at ?? inspection.created_at;
}

/**
 * The 'Next Due' date a site row shows: the same date its status and the Due This Week count
 * read (next_inspection_date, else inspection_due), or null ('Not Scheduled').
 */
export function siteNextDue(
  site: Pick<Site, 'next_inspection_date' | 'inspection_due'>,
): string | null {
  if (parseApiDate(site.next_inspection_date)) return site.next_inspection_date ?? null;
  if (parseApiDate(site.inspection_due)) return site.inspection_due ?? null;
  return null;
}

const blank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Whether an inspection holds anything to show beyond its id and dates; the details modal says
 * 'No inspection data available.' otherwise.
 */
export function hasInspectionData(inspection: Inspection): boolean {
  const fields = [
    inspection.notes,
    inspection.weather_conditions,
    inspection.temperature,
    inspection.humidity,
    inspection.wind_speed,
    inspection.scaffold_type,
    inspection.scaffold_height,
    inspection.load_rating,
    inspection.tie_pattern,
  ];
  return (
    fields.some((value) => !blank(value)) ||
    inspection.items.length > 0 ||
    inspection.photos.length > 0 ||
    inspection.signatures.some((signature) => !blank(signature.signature))
  );
}

const ITEM_STATUS_LABELS: Record<string, string> = {
  pass: 'Pass',
  fail: 'Fail',
  na: 'N/A',
  attention: 'Attention',
};

/** A checklist answer's status in words; '' is 'Not checked', unknown values are shown as sent. */
export function itemStatusLabel(status: string): string {
  if (!status.trim()) return 'Not checked';
  return ITEM_STATUS_LABELS[status] ?? status;
}

export interface InspectionDetailItem {
  /** 'category.item' (or the name as sent) */
  key: string;
  label: string;
  status: string;
  notes: string;
  passed: boolean | null;
  /** image data URLs or image URLs recorded for this item */
  photos: string[];
}

export interface InspectionDetailCategory {
  key: string;
  label: string;
  items: InspectionDetailItem[];
}

const categoryOf = (name: string): string => (name.includes('.') ? (name.split('.')[0] ?? '') : '');

/**
 * The Inspection Details checklist: answers grouped by category in checklist order (categories
 * the checklist does not know come last, in the order first seen), each with its photos. A photo
 * whose item has no answer still shows, under its own item. Categories without answers are left
 * out.
 */
export function inspectionDetailCategories(
  inspection: Pick<Inspection, 'items' | 'photos'>,
): InspectionDetailCategory[] {
  const photosByKey = new Map<string, string[]>();
  for (const { item_key, photo } of inspection.photos) {
    if (!photo) continue;
    photosByKey.set(item_key, [...(photosByKey.get(item_key) ?? []), photo]);
  }

  const groups = new Map<string, InspectionDetailItem[]>();
  const add = (key: string, item: InspectionDetailItem) =>
    groups.set(key, [...(groups.get(key) ?? []), item]);
  const seen = new Set<string>();
  const detail = (item: InspectionItem): InspectionDetailItem => ({
    key: item.name,
    label: checklistItemLabel(item.name),
    status: item.status,
    notes: item.notes?.trim() ?? '',
    passed: item.passed ?? null,
    photos: photosByKey.get(item.name) ?? [],
  });
  for (const item of inspection.items) {
    seen.add(item.name);
    add(categoryOf(item.name), detail(item));
  }
  for (const [key, photos] of photosByKey) {
    if (seen.has(key)) continue;
    add(categoryOf(key), {
      key,
      label: checklistItemLabel(key),
      status: '',
      notes: '',
      passed: null,
      photos,
    });
  }

  const known = CHECKLIST.map((category) => category.key as string);
  const order = [...known, ...[...groups.keys()].filter((key) => !known.includes(key))];
  return order.flatMap((key) => {
    const items = groups.get(key);
    if (!items) return [];
    return [{ key, label: key ? checklistCategoryLabel(key) : 'Other', items }];
  });
}

/** The colour of an inspection's result: Passed green, Failed red, Pending neutral. */
export function inspectionResultTone(result: InspectionResult): Tone {
  if (result === 'Passed') return 'success';
  if (result === 'Failed') return 'danger';
  return 'neutral';
}

/** The colour of a checklist answer: pass green, fail red, attention yellow, the rest neutral. */
export function itemStatusTone(status: string): Tone {
  if (status === 'pass') return 'success';
  if (status === 'fail') return 'danger';
  if (status === 'attention') return 'warning';
  return 'neutral';
}
