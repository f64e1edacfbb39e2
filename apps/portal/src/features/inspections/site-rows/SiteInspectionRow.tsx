import {
  INSPECTION_STATUS_LABELS,
  type InspectionSiteRow,
  inspectionStatusTone,
  MESSAGES,
  type Site,
  siteLocation,
  siteNextDue,
} from '@scaffold/domain';
import { Button, DateText, Disclosure, StatusBadge, Text, VisuallyHidden } from '@scaffold/ui';
import { memo } from 'react';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { InspectionHistory } from './InspectionHistory';
import { type QueuedActions, QueuedInspections } from './QueuedInspections';
import * as styles from './SiteInspectionRow.css';
import { type ScaffoldToInspect, SiteScaffoldRows } from './SiteScaffoldRows';

/** The id of a site's history panel; the row is the panel's parent. */
export const siteHistoryId = (siteId: number) => `site-${siteId}-inspections`;

export interface SiteInspectionRowProps {
  site: InspectionSiteRow;
  now: Date;
  expanded: boolean;
  /** Chosen by a deep link (`?site=`): marked, expanded and scrolled to. */
  selected: boolean;
  onToggle: (siteId: number, open: boolean) => void;
  /** '+ New' on the site, or '+ New inspection' on one of its scaffolds. */
  onNewInspection: (site: InspectionSiteRow, scaffold?: ScaffoldToInspect) => void;
  onOpenInspection: (site: Pick<Site, 'name'>, inspectionId: number) => void;
  /** The site's inspections still on this device (the outbox), oldest first. */
  queued: readonly OutboxEntry[];
  queuedActions: QueuedActions;
}

/** '1 waiting to send', '2 not accepted': what the collapsed row says of the outbox. */
function queuedSummary(queued: readonly OutboxEntry[]): { tone: 'danger' | 'info'; text: string } {
  const refused = queued.filter((entry) => entry.status === 'refused').length;
  if (refused > 0)
    return { tone: 'danger', text: `${refused} ${OUTBOX_COPY.refused.toLowerCase()}` };
  return { tone: 'info', text: `${queued.length} ${OUTBOX_COPY.waiting.toLowerCase()}` };
}

/**
 * One site of Recent Inspections: name, inspection status (as the server judged it), location,
 * last and next dates, and '+ New'. Its scaffolds and history are read and drawn only while
 * expanded.
 */
export const SiteInspectionRow = memo(function SiteInspectionRow({
  site,
  expanded,
  selected,
  onToggle,
  onNewInspection,
  onOpenInspection,
  queued,
  queuedActions,
}: SiteInspectionRowProps) {
  const status = site.inspection_status;
  const waiting = queued.length > 0 ? queuedSummary(queued) : null;
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
            {waiting && <StatusBadge tone={waiting.tone}>{waiting.text}</StatusBadge>}
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
      <SiteScaffoldRows site={site} onInspect={(scaffold) => onNewInspection(site, scaffold)} />
      <QueuedInspections entries={queued} actions={queuedActions} />
      <InspectionHistory site={site} onOpenInspection={onOpenInspection} />
    </Disclosure>
  );
});
