import type { InspectionSiteRow, Site } from '@scaffold/domain';
import { Card, VirtualList } from '@scaffold/ui';
import { useEffect, useRef } from 'react';
import { type NextPageQuery, ShowMoreRows } from '../../../data/views/ShowMoreRows';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import type { QueuedActions } from './QueuedInspections';
import * as styles from './SiteInspectionList.css';
import { SiteInspectionRow, siteHistoryId } from './SiteInspectionRow';
import type { ScaffoldToInspect } from './SiteScaffoldRows';

/**
 * Up to this many sites the list is an ordinary part of the page (it scrolls with it). Beyond,
 * only the rows in view are drawn, in a list that scrolls on its own: 7,500 rows in the page
 * would make every open modal and every keystroke slow.
 */
export const WINDOWED_FROM = 200;
/** A collapsed row's height on desktop, for the windowed list's first guess. */
const ROW_ESTIMATE = 72;

export interface SiteInspectionListProps {
  /** The rows read so far (pages of inspectionSites). */
  sites: readonly InspectionSiteRow[];
  now: Date;
  expanded: ReadonlySet<number>;
  selectedSiteId: number | null;
  onToggle: (siteId: number, open: boolean) => void;
  onNewInspection: (site: InspectionSiteRow, scaffold?: ScaffoldToInspect) => void;
  onOpenInspection: (site: Pick<Site, 'name'>, inspectionId: number) => void;
  /** The outbox's inspections by site. */
  queued: ReadonlyMap<number, readonly OutboxEntry[]>;
  queuedActions: QueuedActions;
  /** The pages behind the rows: how many there are in all, and reading the next. */
  more: NextPageQuery<InspectionSiteRow>;
}

const NONE: readonly OutboxEntry[] = [];

const rowElement = (root: HTMLElement | null, siteId: number) =>
  root?.querySelector<HTMLElement>(`#${siteHistoryId(siteId)}`)?.parentElement ?? null;

/** The nearest element between `element` and `root` that scrolls vertically. */
function scrollParent(element: HTMLElement | null, root: HTMLElement): HTMLElement | null {
  for (let node = element?.parentElement; node && node !== root; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

/** Recent Inspections: one row per site. Brings the selected (deep-linked) site into view. */
export function SiteInspectionList(props: SiteInspectionListProps) {
  const { sites, selectedSiteId } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const windowed = sites.length >= WINDOWED_FROM;

  useEffect(() => {
    if (selectedSiteId === null) return;
    const root = rootRef.current;
    const index = sites.findIndex((site) => site.id === selectedSiteId);
    if (!root || index < 0) return;
    if (!windowed) {
      rowElement(root, selectedSiteId)?.scrollIntoView({ block: 'start' });
      return;
    }
    // A windowed row exists only once scrolled near: move the list towards it (from the rows
    // drawn so far, whose heights may differ from the estimate) until it is drawn, then show it.
    let frame = 0;
    let attempts = 0;
    let steady = 0;
    const settle = () => {
      const row = rowElement(root, selectedSiteId);
      const drawn = [...root.querySelectorAll<HTMLElement>('li[aria-posinset]')];
      const scroller = scrollParent(drawn[0] ?? null, root);
      if (row && scroller) {
        // Rows above are measured as they are drawn and may push it down: align until it stays.
        const offset = row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
        if (Math.abs(offset) < 1) steady += 1;
        else {
          steady = 0;
          scroller.scrollTop += offset;
        }
      } else if (scroller && drawn.length > 0) {
        const first = Number(drawn[0]?.getAttribute('aria-posinset')) - 1;
        const last = Number(drawn.at(-1)?.getAttribute('aria-posinset')) - 1;
        const away = index < first ? index - first : index - last;
        scroller.scrollTop += away * ROW_ESTIMATE;
      }
      if (steady < 3 && ++attempts < 120) frame = requestAnimationFrame(settle);
      else if (row) row.scrollIntoView({ block: 'nearest' });
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [selectedSiteId, sites, windowed]);

  const row = (site: InspectionSiteRow) => (
    <SiteInspectionRow
      key={site.id}
      site={site}
      now={props.now}
      expanded={props.expanded.has(site.id)}
      selected={site.id === selectedSiteId}
      onToggle={props.onToggle}
      onNewInspection={props.onNewInspection}
      onOpenInspection={props.onOpenInspection}
      queued={props.queued.get(site.id) ?? NONE}
      queuedActions={props.queuedActions}
    />
  );

  const { more } = props;
  return (
    <div ref={rootRef} className={styles.root}>
      {windowed ? (
        <VirtualList
          label="Sites"
          items={sites}
          getKey={(site) => site.id}
          renderItem={row}
          height="min(75vh, 960px)"
          estimateSize={ROW_ESTIMATE}
        />
      ) : (
        <Card padding="none" className={styles.card}>
          <div className={styles.list}>{sites.map(row)}</div>
        </Card>
      )}
      <ShowMoreRows query={more} noun="sites" shown={sites.length} size="sm" />
    </div>
  );
}
