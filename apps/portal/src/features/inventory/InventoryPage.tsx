import { Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReadContext } from '../../data/reads/read-context';
import { siteListRead } from '../../data/reads/site-list';
import { InventoryList } from './InventoryList';
import * as styles from './InventoryPage.css';
import { SITE_CHOICES } from './inventory-reads';
import { MovementLog } from './MovementLog';

/**
 * Inventory (/dashboard/inventory): every item across the sites with what is free, and the log
 * of who moved what, when and where. `?site=ID` opens both filtered to one site. Each list is
 * read a page at a time, filtered by the server.
 */
export function InventoryPage() {
  const read = useReadContext();
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
  const choices = useQuery(siteListRead(read, SITE_CHOICES));
  const siteOptions = useMemo(() => {
    const options = (choices.data?.results ?? []).map((site) => ({
      value: String(site.id),
      label: site.name,
    }));
    // A linked site beyond the first page is still offered, so the select can show it.
    if (siteId && !options.some((option) => option.value === siteId)) {
      options.unshift({ value: siteId, label: `Site ${siteId}` });
    }
    return options;
  }, [choices.data, siteId]);

  return (
    <Page title="Inventory" description="Where every item is, what is free, and who moved what.">
      <div className={styles.columns}>
        <InventoryList siteId={siteId} onSiteChange={setSiteId} siteOptions={siteOptions} />
        <MovementLog siteId={siteId} onSiteChange={setSiteId} siteOptions={siteOptions} />
      </div>
    </Page>
  );
}
