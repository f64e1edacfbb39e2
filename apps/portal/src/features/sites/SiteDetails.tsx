import { type Id, MESSAGES, managerName } from '@scaffold/domain';
import { Button, DateText, DescriptionList, LoadingState, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { inspectionsForSite, siteHirePath } from '../../config/paths';
import { useReadContext } from '../../data/reads/read-context';
import { siteDetailsRead } from '../../data/reads/site-details';
import { LoadFailed } from '../../screen-parts/load-failed';
import { AllSitesTreePanel } from './AllSitesTreePanel';
import { RecentMovements } from './RecentMovements';
import * as styles from './SiteDetails.css';
import { SiteScaffolds } from './SiteScaffolds';
import { StockAllocationPanel } from './StockAllocationPanel';
import type { SiteActions } from './site-actions';

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
      <DescriptionList
        size="sm"
        columns="stepped"
        items={[
          {
            term: 'Manager',
            description: (
              <span className={styles.manager}>
                <span className={manager ? undefined : styles.muted}>
                  {manager ?? MESSAGES.managerNotAssigned}
                </span>
                <Button size="sm" variant="ghost" onClick={() => actions.emailManager(site)}>
                  Manager Email
                </Button>
              </span>
            ),
          },
          {
            term: 'Start date',
            description: <DateText value={site.start_date} fallback="Not set" />,
          },
          {
            term: finished ? 'End date' : 'Expected end date',
            key: 'end',
            description: (
              <DateText value={site.end_date ?? site.expected_end_date} fallback="Not set" />
            ),
          },
          { term: 'City', description: orNoData(site.city) },
          { term: 'State', description: orNoData(site.state) },
          {
            term: 'Last inspection',
            description: (
              <DateText value={site.last_inspection_date} fallback={MESSAGES.neverInspected} />
            ),
          },
          {
            term: 'Next inspection',
            description: (
              <DateText
                value={site.next_inspection_date ?? site.inspection_due}
                fallback={MESSAGES.notScheduled}
              />
            ),
          },
        ]}
      />
      <StockAllocationPanel site={site} onMove={actions.startMove} />
      <RecentMovements site={site} />
      <SiteScaffolds site={site} />
      <AllSitesTreePanel currentSiteId={site.id} />
      <TextLink href={inspectionsForSite(site.id)} className={styles.historyLink}>
        View Inspection History
      </TextLink>
      <TextLink href={siteHirePath(site.id)} className={styles.historyLink}>
        Hire: notes and off-hires
      </TextLink>
    </div>
  );
}
