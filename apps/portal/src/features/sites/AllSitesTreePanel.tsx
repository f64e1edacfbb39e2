import type { Id } from '@scaffold/domain';
import { Disclosure, LoadingState, Tree } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { customerDataRead } from '../../data/reads/customer';
import { LoadFailed } from '../../screen-parts/load-failed';
import { useApi } from '../../services/services-context';
import * as styles from './AllSitesTreePanel.css';
import { buildAllSitesTree } from './all-sites-tree';
import { clientGroups } from './client-groups';

/**
 * The All Sites tree under an expanded site, closed until asked for (it lists every client),
 * and opened where this site sits.
 */
export function AllSitesTreePanel({ currentSiteId }: { currentSiteId: Id }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      variant="card"
      headingLevel={5}
      open={open}
      onOpenChange={setOpen}
      summary={<span className={styles.summary}>All Sites</span>}
    >
      <AllSitesTreeBody currentSiteId={currentSiteId} />
    </Disclosure>
  );
}

/**
 * Every client → site → sublocation → subarea: the one part of Site Management still read from
 * the spec's whole tree (get_customer_data), and only when opened (docs/DECISIONS.md, issue 28:
 * Site Management on the paged calls). One read shared by every open site.
 */
function AllSitesTreeBody({ currentSiteId }: { currentSiteId: Id }) {
  const customerData = useQuery(customerDataRead(useApi()));
  const customers = customerData.data?.customers;
  const tree = useMemo(
    () => (customers ? buildAllSitesTree(clientGroups(customers)) : null),
    [customers],
  );
  if (!tree) {
    return customerData.isError ? (
      <LoadFailed
        title="The sites could not be loaded."
        retrying={customerData.isFetching}
        onRetry={() => void customerData.refetch()}
      />
    ) : (
      <LoadingState label="Loading all sites..." />
    );
  }
  return (
    <Tree
      label="All Sites"
      nodes={tree.nodes}
      defaultExpandedIds={tree.pathToSite.get(currentSiteId) ?? []}
      className={styles.tree}
    />
  );
}
