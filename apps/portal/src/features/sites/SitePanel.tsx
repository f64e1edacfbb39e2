import { type SiteRow, siteLocation, siteStatusTone } from '@scaffold/domain';
import { DateText, Disclosure, StatusBadge } from '@scaffold/ui';
import { memo } from 'react';
import { siteRowId } from './reveal';
import { SiteDetails } from './SiteDetails';
import * as styles from './SitePanel.css';
import type { SiteActions } from './site-actions';

export interface SitePanelProps {
  site: SiteRow;
  expanded: boolean;
  actions: SiteActions;
}

/** A site row: name, place, start and status; expands to its details (read only when open). */
export const SitePanel = memo(function SitePanel({ site, expanded, actions }: SitePanelProps) {
  // The city reads best in a row; the full location when there is no city.
  const place = site.city?.trim() || siteLocation(site);
  return (
    <li id={siteRowId(site.id)} className={styles.site}>
      <Disclosure
        headingLevel={4}
        open={expanded}
        onOpenChange={() => actions.toggleSite(site.id)}
        summary={
          <span className={styles.summary}>
            <span className={styles.titles}>
              <span className={styles.name}>{site.name}</span>
              <span className={styles.place}>
                {place ? `${place} · ` : ''}Start{' '}
                <DateText value={site.start_date} fallback="not set" />
              </span>
            </span>
            <StatusBadge tone={siteStatusTone(site.status.code)}>{site.status.name}</StatusBadge>
          </span>
        }
      >
        <SiteDetails siteId={site.id} actions={actions} />
      </Disclosure>
    </li>
  );
});
