import type { SiteInspectionStatus } from './due';

/** Colour intent of a badge; the ui package maps it to theme colours. */
export type Tone = 'success' | 'warning' | 'danger' | 'neutral';

/** PRODUCT.md "Site inspection status": overdue red, up-to-date green, never yellow. */
export function inspectionStatusTone(status: SiteInspectionStatus): Tone {
  if (status === 'overdue') return 'danger';
  if (status === 'up-to-date') return 'success';
  return 'warning';
}

export const INSPECTION_STATUS_LABELS: Record<SiteInspectionStatus, string> = {
  'never-inspected': 'Never inspected',
  overdue: 'Overdue',
  'up-to-date': 'Up to date',
};
