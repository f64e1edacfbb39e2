import { formatDateTime } from '../format';
import { MESSAGES } from '../messages';
import type { Inspection, Site } from '../schemas';
import { type InspectionDetailItem, inspectionDetailCategories } from './history';

/** A matter the inspection found that could put someone at risk: a failed or flagged item. */
export interface ReportMatter {
  category: string;
  item: string;
  status: 'fail' | 'attention';
  notes: string;
}

/** One particular of Schedule 7 (Work at Height Regulations 2005): its heading and its lines. */
export interface ReportParticular {
  number: number;
  title: string;
  lines: string[];
}

export interface InspectionReport {
  /** Pending inspections are drafts: not yet signed off. */
  isDraft: boolean;
  particulars: ReportParticular[];
  matters: ReportMatter[];
}

const recorded = (value: string | null | undefined): string =>
  value?.trim() ? value.trim() : MESSAGES.notRecorded;

const joined = (parts: (string | number | null | undefined)[]) =>
  parts
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter(Boolean)
    .join(', ');

/** Failed and flagged checklist items, in checklist order. */
export function reportMatters(inspection: Pick<Inspection, 'items' | 'photos'>): ReportMatter[] {
  return inspectionDetailCategories(inspection).flatMap((category) =>
    category.items
      .filter(
        (item): item is InspectionDetailItem & { status: 'fail' | 'attention' } =>
          item.status === 'fail' || item.status === 'attention',
      )
      .map((item) => ({
        category: category.label,
        item: item.label,
        status: item.status,
        notes: item.notes,
      })),
  );
}

/**
 * The written report of a scaffold inspection with the eight particulars of Schedule 7, in its
 * order. Nothing is ever blank: what an older inspection did not record says 'Not recorded'.
 */
export function inspectionReport(
  inspection: Inspection,
  site: Pick<Site, 'name' | 'location' | 'city' | 'state' | 'client'>,
): InspectionReport {
  const matters = reportMatters(inspection);
  const client = site.client;
  const equipment = joined([
    inspection.scaffold_type ? `${inspection.scaffold_type} scaffold` : null,
    inspection.scaffold_height ? `${inspection.scaffold_height} m high` : null,
    inspection.load_rating ? `load rating ${inspection.load_rating}` : null,
    inspection.tie_pattern ? `ties: ${inspection.tie_pattern}` : null,
  ]);
  const author = joined([inspection.inspector_name, inspection.inspector_position]);
  return {
    isDraft: inspection.passed === null || inspection.passed === undefined,
    matters,
    particulars: [
      {
        number: 1,
        title: 'Inspection carried out for',
        lines: [recorded(client?.name), recorded(client?.address)],
      },
      {
        number: 2,
        title: 'Location of the work equipment inspected',
        lines: [site.name, recorded(joined([site.location, site.city, site.state]))],
      },
      {
        number: 3,
        title: 'Description of the work equipment inspected',
        lines: [recorded(equipment)],
      },
      {
        number: 4,
        title: 'Date and time of the inspection',
        lines: [formatDateTime(inspection.created_at)],
      },
      {
        number: 5,
        title: 'Matters that could give rise to a risk to health or safety',
        lines:
          matters.length === 0
            ? ['None found.']
            : matters.map((matter) =>
                joined([
                  `${matter.item} (${matter.category})`,
                  matter.status === 'fail' ? 'failed' : 'needs attention',
                  matter.notes,
                ]),
              ),
      },
      { number: 6, title: 'Action taken', lines: [recorded(inspection.action_taken)] },
      {
        number: 7,
        title: 'Further action considered necessary',
        lines: [recorded(inspection.further_action)],
      },
      {
        number: 8,
        title: 'Name and position of the person making the report',
        lines: [recorded(author)],
      },
    ],
  };
}
