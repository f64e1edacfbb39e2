import { Button } from '../Button';
import { LoadingState } from '../LoadingState';
import * as styles from './Tree.css';
import type { TreeNode } from './tree-types';
import type { LazyEntry } from './use-lazy-children';

interface TreeStatusRowsProps {
  node: TreeNode;
  entry: LazyEntry | undefined;
  onRetry: () => void;
  onMore: () => void;
}

/**
 * The rows after a lazy branch's children: reading, failed (with Retry), empty, or 'Show more'.
 * Their buttons are reached by the tree's arrow keys too (`data-tree-focusable`).
 */
export function TreeStatusRows({ node, entry, onRetry, onMore }: TreeStatusRowsProps) {
  const status = entry?.status ?? 'loading';
  if (status === 'loading') {
    return (
      <li className={styles.statusRow}>
        <LoadingState layout="inline" label={node.loadingLabel ?? 'Loading...'} />
      </li>
    );
  }
  if (status === 'error' || !entry) {
    return (
      <li className={styles.statusRow}>
        <span role="alert" className={styles.statusError}>
          These could not be loaded.
        </span>
        <Button variant="secondary" size="sm" data-tree-focusable="" onClick={onRetry}>
          Retry
        </Button>
      </li>
    );
  }
  return (
    <>
      {entry.nodes.length === 0 && (
        <li className={styles.statusRow}>
          <span className={styles.statusText}>{entry.emptyLabel ?? 'Nothing here yet.'}</span>
        </li>
      )}
      {entry.more && (
        <li className={styles.statusRow}>
          {entry.moreStatus === 'error' && (
            <span role="alert" className={styles.statusError}>
              More could not be loaded.
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            data-tree-focusable=""
            busy={entry.moreStatus === 'loading'}
            busyLabel="Loading more..."
            onClick={onMore}
          >
            {entry.moreStatus === 'error' ? 'Try again' : entry.more.label}
          </Button>
        </li>
      )}
    </>
  );
}
