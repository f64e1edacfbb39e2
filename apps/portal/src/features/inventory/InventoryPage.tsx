import { allSites } from '@scaffold/domain';
import { EmptyState, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReadStatus } from '../../lib/query/read-status';
import { customerDataRead, hasAnySite } from '../../lib/reads/customer';
import { useApi } from '../../lib/services/services-context';
import { InventoryList } from './InventoryList';
import * as styles from './InventoryPage.css';
import { MovementLog } from './MovementLog';

/**
 * Inventory (/dashboard/inventory): every item across the sites with what is free, and the log
 * of who moved what, when and where. `?site=ID` opens both filtered to one site.
 */
export function InventoryPage() {
  const customerData = useQuery(customerDataRead(useApi()));
  const customers = customerData.data?.customers;
  const [params, setParams] = useSearchParams();
  const siteId = params.get('site') ?? '';
  const setSiteId = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('site', next);
        else updated.delete('site');
        return updated;
      },
      { replace: true },
    );
  const siteOptions = useMemo(
    () =>
      allSites(customers ?? [])
        .map((site) => ({ value: String(site.id), label: site.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [customers],
  );

  return (
    <Page title="Inventory" description="Where every item is, what is free, and who moved what.">
      <ReadStatus
        query={customerData}
        loadingLabel="Loading inventory..."
        errorTitle="Your inventory could not be loaded."
      />
      {customers && !hasAnySite(customers) && (
        <EmptyState
          title="No stock yet."
          description="Items appear here once your sites hold stock."
        />
      )}
      {customers && hasAnySite(customers) && (
        <div className={styles.columns}>
          <InventoryList
            customers={customers}
            siteId={siteId}
            onSiteChange={setSiteId}
            siteOptions={siteOptions}
          />
          <MovementLog siteId={siteId} onSiteChange={setSiteId} siteOptions={siteOptions} />
        </div>
      )}
    </Page>
  );
}
