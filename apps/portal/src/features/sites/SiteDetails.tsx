import { type Id, MESSAGES, managerName } from '@scaffold/domain';
import { Button, DateText, LoadingState, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { inspectionsForSite, siteScaffoldsPath } from '../../config/paths';
import { LoadFailed } from '../../lib/load-failed';
import { useReadContext } from '../../lib/reads/read-context';
import { siteDetailsRead } from '../../lib/reads/site-details';
import { AllSitesTreePanel } from './AllSitesTreePanel';
import { RecentMovements } from './RecentMovements';
import * as styles from './SiteDetails.css';
import { StockAllocationPanel } from './StockAllocationPanel';
import type { SiteActions } from './site-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const orNoData = (value: string | null | undefined) => value?.trim() || MESSAGES.noLocation;

/**
 * An expanded site: people, dates, place, inspections, stock allocation and the All Sites tree,
 * read when it opens (siteDetails). `data-site-details` marks it shown (or failed), for a search
 * result revealing it.
 */
export function SiteDetails({ siteId, actions }: { siteId: Id; actions: SiteActions }) {
  const details = useQuery(siteDetailsRead(useReadContext(), siteId));
  const site = details.data?.site;
  if (!site) {
    return details.isError ? (
      <div data-site-details>
        <LoadFailed
          title="This site’s details could not be loaded."
          retrying={details.isFetching}
          onRetry={() => void details.refetch()}
        />
      </div>
    ) : (
      <LoadingState label="Loading site details..." />
    );
  }
  const manager = managerName(site);
  const finished = Boolean(site.end_date);
  return (
    <div className={styles.root} data-site-details>
      <dl className={styles.details}>
        <Detail label="Manager">
          <span className={styles.manager}>
            <span className={manager ? undefined : styles.muted}>
              {manager ?? MESSAGES.managerNotAssigned}
            </span>
            <Button size="sm" variant="ghost" onClick={() => actions.emailManager(site)}>
              Manager Email
            </Button>
          </span>
        </Detail>
        <Detail label="Start date">
          <DateText value={site.start_date} fallback="Not set" />
        </Detail>
        <Detail label={finished ? 'End date' : 'Expected end date'}>
          <DateText value={site.end_date ?? site.expected_end_date} fallback="Not set" />
        </Detail>
        <Detail label="City">{orNoData(site.city)}</Detail>
        <Detail label="State">{orNoData(site.state)}</Detail>
        <Detail label="Last inspection">
          <DateText value={site.last_inspection_date} fallback={MESSAGES.neverInspected} />
        </Detail>
        <Detail label="Next inspection">
          <DateText
            value={site.next_inspection_date ?? site.inspection_due}
            fallback={MESSAGES.notScheduled}
          />
        </Detail>
      </dl>
      <StockAllocationPanel site={site} onMove={actions.startMove} />
      <RecentMovements site={site} />
      <AllSitesTreePanel currentSiteId={site.id} />
      <TextLink href={inspectionsForSite(site.id)} className={styles.historyLink}>
        View Inspection History
      </TextLink>
      {/* Issue 30: the entry point; the site's scaffolds in these details come later. */}
      <TextLink href={siteScaffoldsPath(site.id)} className={styles.historyLink}>
        Scaffolds and tags
      </TextLink>
    </div>
  );
}
