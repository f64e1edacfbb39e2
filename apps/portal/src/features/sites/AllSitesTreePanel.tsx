import type { Id } from '@scaffold/domain';
import { Disclosure, Tree } from '@scaffold/ui';
import { useState } from 'react';
import * as styles from './AllSitesTreePanel.css';
import type { AllSitesTree } from './all-sites-tree';

/**
 * The All Sites tree under an expanded site, closed until asked for (it lists every client),
 * and opened where this site sits.
 */
export function AllSitesTreePanel({
  tree,
  currentSiteId,
}: {
  tree: AllSitesTree;
  currentSiteId: Id;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      variant="card"
      headingLevel={5}
      open={open}
      onOpenChange={setOpen}
      summary={<span className={styles.summary}>All Sites</span>}
    >
      <Tree
        label="All Sites"
        nodes={tree.nodes}
        defaultExpandedIds={tree.pathToSite.get(currentSiteId) ?? []}
        className={styles.tree}
      />
    </Disclosure>
  );
}
