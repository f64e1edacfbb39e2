import {
  INSPECTION_STATUS_LABELS,
  type Inspection,
  inspectionStatusTone,
  MESSAGES,
  type Site,
  siteInspectionStatus,
  siteLocation,
  siteNextDue,
} from '@scaffold/domain';
import { Button, DateText, Disclosure, StatusBadge, Text, VisuallyHidden } from '@scaffold/ui';
import { memo } from 'react';
import { InspectionHistory } from './InspectionHistory';
import * as styles from './SiteInspectionRow.css';

/** The id of a site's history panel; the row is the panel's parent. */
export const siteHistoryId = (siteId: number) => `site-${siteId}-inspections`;

export interface SiteInspectionRowProps {
  site: Site;
  now: Date;
  expanded: boolean;
  /** Chosen by a deep link (`?site=`): marked, expanded and scrolled to. */
  selected: boolean;
  onToggle: (siteId: number, open: boolean) => void;
  onNewInspection: (site: Site) => void;
  onOpenInspection: (site: Site, inspection: Inspection) => void;
}

/**
 * One site of Recent Inspections: name, inspection status, location, last and next dates, and
 * '+ New'. Its history renders only while expanded, so thousands of collapsed rows stay cheap.
 */
export const SiteInspectionRow = memo(function SiteInspectionRow({
  site,
  now,
  expanded,
  selected,
  onToggle,
  onNewInspection,
  onOpenInspection,
}: SiteInspectionRowProps) {
  const status = siteInspectionStatus(site, now);
  return (
    <Disclosure
      id={siteHistoryId(site.id)}
      className={selected ? styles.selected : undefined}
      headingLevel={3}
      open={expanded}
      onOpenChange={(open) => onToggle(site.id, open)}
      summary={
        <span className={styles.summary}>
          <span className={styles.nameCell}>
            <span className={styles.name}>{site.name}</span>
            <span className={styles.location}>{siteLocation(site) ?? MESSAGES.noLocation}</span>
          </span>
          <span className={styles.statusCell}>
            <StatusBadge tone={inspectionStatusTone(status)}>
              {INSPECTION_STATUS_LABELS[status]}
            </StatusBadge>
          </span>
          <span className={styles.lastDate}>
            <Text variant="eyebrow">Last Inspection</Text>
            <DateText value={site.last_inspection_date} fallback={MESSAGES.neverInspected} />
          </span>
          <span className={styles.nextDate}>
            <Text variant="eyebrow">Next Due</Text>
            <DateText value={siteNextDue(site)} fallback={MESSAGES.notScheduled} />
          </span>
        </span>
      }
      actions={
        <Button variant="secondary" size="sm" onClick={() => onNewInspection(site)}>
          + New<VisuallyHidden> inspection for {site.name}</VisuallyHidden>
        </Button>
      }
    >
      <InspectionHistory site={site} onOpenInspection={onOpenInspection} />
    </Disclosure>
  );
});
