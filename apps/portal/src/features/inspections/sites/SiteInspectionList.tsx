import type { Inspection, Site } from '@scaffold/domain';
import * as styles from './SiteInspectionList.css';
import { SiteInspectionRow } from './SiteInspectionRow';

export interface SiteInspectionListProps {
  sites: readonly Site[];
  now: Date;
  expanded: ReadonlySet<number>;
  selectedSiteId: number | null;
  onToggle: (siteId: number, open: boolean) => void;
  onNewInspection: (site: Site) => void;
  onOpenInspection: (site: Site, inspection: Inspection) => void;
}

/** Recent Inspections: one row per site. */
export function SiteInspectionList({
  sites,
  now,
  expanded,
  selectedSiteId,
  onToggle,
  onNewInspection,
  onOpenInspection,
}: SiteInspectionListProps) {
  return (
    <div className={styles.list}>
      {sites.map((site) => (
        <SiteInspectionRow
          key={site.id}
          site={site}
          now={now}
          expanded={expanded.has(site.id)}
          selected={site.id === selectedSiteId}
          onToggle={onToggle}
          onNewInspection={onNewInspection}
          onOpenInspection={onOpenInspection}
        />
      ))}
    </div>
  );
}
