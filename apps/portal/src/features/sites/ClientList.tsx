import type { Id } from '@scaffold/domain';
import { Button, EmptyState, Heading, Text } from '@scaffold/ui';
import { memo, useId } from 'react';
import type { AllSitesTree } from './all-sites-tree';
import * as styles from './ClientList.css';
import { ClientPanel } from './ClientPanel';
import type { VisibleClientGroup } from './client-groups';
import type { SiteActions } from './site-actions';

const NONE: ReadonlySet<Id> = new Set();

export interface ClientListProps {
  groups: readonly VisibleClientGroup[];
  totalClients: number;
  expandedClients: ReadonlySet<Id>;
  expandedSites: ReadonlySet<Id>;
  allSitesTree: AllSitesTree;
  actions: SiteActions;
  /** The data is being refreshed (after a move). */
  busy: boolean;
  /** How many client rows are rendered; the rest wait behind 'Show more clients'. */
  shown: number;
  onShowMore: () => void;
}

/**
 * 'Clients here:': one collapsed row per client. Collapsed rows are cheap (no site details are
 * rendered until expanded) and memoised, so expanding one row re-renders only that row; a long
 * list is rendered a page at a time, so ten or a hundred times the sample stays quick.
 */
export const ClientList = memo(function ClientList({
  groups,
  totalClients,
  expandedClients,
  expandedSites,
  allSitesTree,
  actions,
  busy,
  shown,
  onShowMore,
}: ClientListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={styles.section}>
      <div className={styles.header}>
        <Heading level={2} id={headingId}>
          Clients here:
        </Heading>
        <Text size="sm" tone="muted">
          {groups.length === totalClients
            ? `${totalClients} clients`
            : `${groups.length} of ${totalClients} clients`}
        </Text>
      </div>
      {groups.length === 0 ? (
        <EmptyState
          title="No sites match these filters."
          description="Choose All Sites or All Clients to see more."
        />
      ) : (
        <ul className={styles.list}>
          {groups.slice(0, shown).map(({ group, sites }) => {
            const expanded = expandedClients.has(group.client.id);
            return (
              <ClientPanel
                key={group.client.id}
                group={group}
                sites={sites}
                expanded={expanded}
                expandedSites={expanded ? expandedSites : NONE}
                allSitesTree={allSitesTree}
                actions={actions}
              />
            );
          })}
        </ul>
      )}
      {groups.length > shown && (
        <div className={styles.more}>
          <Text size="sm" tone="muted">
            Showing {shown} of {groups.length} clients
          </Text>
          <Button variant="secondary" onClick={onShowMore}>
            Show more clients
          </Button>
        </div>
      )}
    </section>
  );
});
