import { type Id, type Site, statusCounts } from '@scaffold/domain';
import { Disclosure } from '@scaffold/ui';
import { memo, useMemo } from 'react';
import type { AllSitesTree } from './all-sites-tree';
import { ClientFinancialSummary } from './ClientFinancialSummary';
import * as styles from './ClientPanel.css';
import type { ClientGroup } from './client-groups';
import { SitePanel } from './SitePanel';
import type { SiteActions } from './site-actions';

export interface ClientPanelProps {
  group: ClientGroup;
  /** The client's sites the filters leave, newest start first. */
  sites: readonly Site[];
  expanded: boolean;
  expandedSites: ReadonlySet<Id>;
  allSitesTree: AllSitesTree;
  actions: SiteActions;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One client of 'Clients here:': a row that expands to its Financial Summary and its sites. */
export const ClientPanel = memo(function ClientPanel({
  group,
  sites,
  expanded,
  expandedSites,
  allSitesTree,
  actions,
}: ClientPanelProps) {
  const counts = useMemo(() => statusCounts(group.sites), [group.sites]);
  const hidden = group.sites.length - sites.length;
  return (
    <li>
      <Disclosure
        variant="card"
        headingLevel={3}
        open={expanded}
        onOpenChange={() => actions.toggleClient(group.client.id)}
        summary={
          <span className={styles.summary}>
            <span className={styles.name}>{group.client.name}</span>
            <span className={styles.meta}>
              {plural(group.sites.length, 'site')}
              {counts.active > 0 && ` · ${counts.active} active`}
            </span>
          </span>
        }
      >
        <div className={styles.body}>
          <ClientFinancialSummary clientName={group.client.name} sites={group.sites} />
          {sites.length === 0 ? (
            <p className={styles.note}>This client has no sites yet.</p>
          ) : (
            <ul className={styles.sites} aria-label={`Sites of ${group.client.name}`}>
              {sites.map((site) => (
                <SitePanel
                  key={site.id}
                  site={site}
                  expanded={expandedSites.has(site.id)}
                  allSitesTree={allSitesTree}
                  actions={actions}
                />
              ))}
            </ul>
          )}
          {hidden > 0 && (
            <p className={styles.note}>
              {plural(hidden, 'more site')} hidden by the status filter.
            </p>
          )}
        </div>
      </Disclosure>
    </li>
  );
});
