import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import * as styles from './Tree.css';
import { TreeStatusRows } from './TreeStatusRows';
import type { TreeNode } from './tree-types';
import { useLazyChildren } from './use-lazy-children';

export type { TreeChildren, TreeNode } from './tree-types';

export interface TreeProps {
  nodes: readonly TreeNode[];
  /** Names the tree for assistive tech ('All Sites', 'Stock allocation'). */
  label: string;
  /** Branches open at first (uncontrolled). */
  defaultExpandedIds?: readonly string[];
  /** Controlled open branches, with `onExpandedChange`. */
  expandedIds?: readonly string[];
  onExpandedChange?: (expandedIds: string[]) => void;
  /**
   * Renders a control at the end of each leaf row, e.g. a 'Move to' button. `path` is the leaf's
   * ancestors from the root, so the button can name where it is.
   */
  renderLeafAction?: (leaf: TreeNode, path: readonly TreeNode[]) => ReactNode;
  className?: string;
}

const FOCUSABLE = '[data-tree-focusable]';

/**
 * Nested lists for site → sublocation → subarea. Branches are buttons with `aria-expanded`:
 * Tab moves between them, Enter or Space toggles, and the arrow keys work as in a file tree
 * (Up/Down move, Right opens or goes in, Left closes or goes up). A branch with `loadChildren`
 * reads its children when it first opens (`aria-busy` while it reads; Retry and 'Show more' rows
 * are reached by the same keys).
 */
export function Tree({
  nodes,
  label,
  defaultExpandedIds = [],
  expandedIds: controlledIds,
  onExpandedChange,
  renderLeafAction,
  className,
}: TreeProps) {
  const treeId = useId();
  const rootRef = useRef<HTMLUListElement>(null);
  const [uncontrolledIds, setUncontrolledIds] = useState<string[]>([...defaultExpandedIds]);
  const expanded = new Set(controlledIds ?? uncontrolledIds);
  const lazy = useLazyChildren(nodes, expanded);

  const setExpanded = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    const ids = [...next];
    if (controlledIds === undefined) setUncontrolledIds(ids);
    onExpandedChange?.(ids);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches(FOCUSABLE) || !rootRef.current) return;
    const visible = [...rootRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const index = visible.indexOf(target);
    const nodeId = target.dataset.treeNode;
    const isBranch = target.hasAttribute('aria-expanded');
    const isOpen = target.getAttribute('aria-expanded') === 'true';
    const parentToggle = target
      .closest('ul')
      ?.closest('li')
      ?.querySelector<HTMLElement>(`:scope > div > ${FOCUSABLE}`);

    let handled = true;
    if (event.key === 'ArrowDown') visible[index + 1]?.focus();
    else if (event.key === 'ArrowUp') visible[index - 1]?.focus();
    else if (event.key === 'Home') visible[0]?.focus();
    else if (event.key === 'End') visible[visible.length - 1]?.focus();
    else if (event.key === 'ArrowRight' && isBranch && nodeId) {
      if (!isOpen) setExpanded(nodeId, true);
      else {
        // Into the branch: its first row, never past a lazy branch still reading.
        const group = document.getElementById(target.getAttribute('aria-controls') ?? '');
        const first = group?.querySelector<HTMLElement>(FOCUSABLE);
        if (first) first.focus();
        else if (group?.getAttribute('aria-busy') !== 'true') visible[index + 1]?.focus();
      }
    } else if (event.key === 'ArrowLeft') {
      if (isBranch && isOpen && nodeId) setExpanded(nodeId, false);
      else parentToggle?.focus();
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const renderNodes = (list: readonly TreeNode[], path: readonly TreeNode[]): ReactNode =>
    list.map((node) => {
      const entry = node.loadChildren ? lazy.entries[node.id] : undefined;
      const children = node.loadChildren ? (entry?.nodes ?? []) : (node.children ?? []);
      const isBranch = node.loadChildren !== undefined || children.length > 0;
      const open = expanded.has(node.id);
      // An open lazy branch reads until its first answer (or a retry's) settles.
      const busy =
        open && node.loadChildren !== undefined && (entry?.status ?? 'loading') === 'loading';
      const groupId = `${treeId}-${node.id}`;
      return (
        <li key={node.id} className={styles.item}>
          <div className={styles.row}>
            {isBranch ? (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={groupId}
                aria-busy={busy || undefined}
                data-tree-focusable=""
                data-tree-node={node.id}
                onClick={() => setExpanded(node.id, !open)}
              >
                <ChevronRightIcon size={18} className={styles.chevron} />
                <span className={styles.text}>
                  <span className={styles.branchLabel}>{node.label}</span>
                  {node.description !== undefined && (
                    <span className={styles.description}>{node.description}</span>
                  )}
                </span>
              </button>
            ) : (
              <span className={styles.leaf}>
                <span className={styles.leafDot} aria-hidden="true" />
                <span className={styles.text}>
                  <span>{node.label}</span>
                  {node.description !== undefined && (
                    <span className={styles.description}>{node.description}</span>
                  )}
                </span>
              </span>
            )}
            {!isBranch && renderLeafAction && (
              <span className={styles.action}>{renderLeafAction(node, path)}</span>
            )}
          </div>
          {isBranch && (
            <ul id={groupId} className={styles.group} hidden={!open} aria-busy={busy || undefined}>
              {open ? renderNodes(children, [...path, node]) : null}
              {open && node.loadChildren && (
                <TreeStatusRows
                  node={node}
                  entry={entry}
                  onRetry={() => lazy.retry(node)}
                  onMore={() => lazy.readMore(node.id)}
                />
              )}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul
      ref={rootRef}
      aria-label={label}
      className={cx(styles.list, className)}
      onKeyDown={onKeyDown}
    >
      {renderNodes(nodes, [])}
    </ul>
  );
}
