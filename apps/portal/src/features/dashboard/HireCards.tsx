import { formatDate, formatPence, formatUnits, type HireOverviewResponse } from '@scaffold/domain';
import { Card, DescriptionList, EmptyState, LoadingState, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths, siteHirePath } from '../../config/paths';
import { useReadContext } from '../../data/reads/read-context';
import { afterLoad } from '../../routing/after-load';
import { LoadFailed } from '../../screen-parts/load-failed';
import * as styles from './DashboardLists.css';
import { hireOverviewRead } from './dashboard-reads';

type Awaiting = HireOverviewResponse['awaiting_collection'][number];

const unitsOf = (site: Awaiting) => site.items.reduce((total, item) => total + item.quantity, 0);
const sinceOf = (site: Awaiting) =>
  // Calendar dates sort as text: the first is the earliest.
  site.items.map((item) => item.from).sort()[0] ?? '';

function AwaitingCollection({ sites }: { sites: readonly Awaiting[] }) {
  if (sites.length === 0) {
    return (
      <EmptyState compact title="Nothing is waiting to be collected." className={styles.empty} />
    );
  }
  return (
    <ul className={styles.list} aria-label="Sites with kit to collect">
      {sites.map((site) => (
        <li key={site.site_id} className={styles.row}>
          <span className={styles.main}>
            <TextLink href={siteHirePath(site.site_id)} className={styles.title}>
              {site.site_name}
            </TextLink>
            <span className={styles.detail}>off hire since {formatDate(sinceOf(site))}</span>
          </span>
          <span className={styles.figure}>
            {formatUnits(unitsOf(site))}
            <span className={styles.detail}> units</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Dashboard's hire (hireOverview): this month's actual hire so far, from signed notes, and
 * the sites with kit off-hired and not yet collected. Read once the page has loaded, so it never
 * competes with the Dashboard's first paint; its code is a chunk of its own.
 */
export function HireCards() {
  const context = useReadContext();
  const [started, setStarted] = useState(false);
  useEffect(() => afterLoad(() => setStarted(true)), []);
  const overview = useQuery({ ...hireOverviewRead(context), enabled: started });
  const data = overview.data;
  const waiting = !data && !overview.isError;
  if (!data && overview.isError) {
    return (
      <Card as="section" title="Hire">
        <LoadFailed
          title="The hire figures could not be loaded."
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      </Card>
    );
  }
  return (
    <>
      <Card
        as="section"
        title="Hire this month"
        subtitle={
          data
            ? `Actual hire from signed notes, ${formatDate(data.month.from)} to ${formatDate(data.month.to)}`
            : 'Actual hire from signed notes'
        }
        actions={<TextLink href={paths.hireStatement}>Statements</TextLink>}
      >
        {waiting && <LoadingState label="Loading hire..." />}
        {data && (
          <DescriptionList
            figures
            size="lg"
            items={[
              { term: 'Hire so far', description: formatPence(data.month.hire_pence) },
              { term: 'Shortages and damage', description: formatPence(data.month.charges_pence) },
              { term: 'Total', description: formatPence(data.month.total_pence) },
            ]}
          />
        )}
      </Card>
      <Card as="section" title="Off-hired, not yet collected" padding="none">
        {waiting && <LoadingState label="Loading sites to collect from..." />}
        {data && <AwaitingCollection sites={data.awaiting_collection} />}
      </Card>
    </>
  );
}
