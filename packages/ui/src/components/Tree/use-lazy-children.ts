import { useCallback, useEffect, useRef, useState } from 'react';
import type { TreeChildren, TreeNode } from './tree-types';

/** A lazy branch's children as read so far. */
export interface LazyEntry extends TreeChildren {
  /** 'loading' before the first answer (and on a retry), 'error' if it failed. */
  status: 'loading' | 'error' | 'loaded';
  /** The 'Show more' read: under way, or failed (the nodes read stay). */
  moreStatus?: 'loading' | 'error';
}

/** The open lazy branches whose children have not been asked for yet (a pure walk). */
function unread(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  entries: Readonly<Record<string, LazyEntry>>,
  out: TreeNode[] = [],
): TreeNode[] {
  for (const node of nodes) {
    if (!expanded.has(node.id)) continue;
    if (node.loadChildren) {
      const entry = entries[node.id];
      if (!entry) out.push(node);
      else unread(entry.nodes, expanded, entries, out);
    } else if (node.children) unread(node.children, expanded, entries, out);
  }
  return out;
}

/**
 * The children of lazy branches, read the first time each branch is open (by a click, a key or
 * `defaultExpandedIds`), kept while the tree is mounted, read again only by Retry. Each read is
 * started once, StrictMode's second effect pass included.
 */
export function useLazyChildren(nodes: readonly TreeNode[], expanded: ReadonlySet<string>) {
  const [entries, setEntries] = useState<Record<string, LazyEntry>>({});
  const started = useRef(new Set<string>());

  const settle = useCallback((id: string, next: (entry: LazyEntry | undefined) => LazyEntry) => {
    setEntries((current) => ({ ...current, [id]: next(current[id]) }));
  }, []);

  const read = useCallback(
    (node: TreeNode) => {
      const load = node.loadChildren;
      if (!load || started.current.has(node.id)) return;
      started.current.add(node.id);
      load().then(
        (children) => settle(node.id, () => ({ status: 'loaded', ...children })),
        () => {
          started.current.delete(node.id);
          settle(node.id, () => ({ status: 'error', nodes: [] }));
        },
      );
    },
    [settle],
  );

  // After each render: a walk of the open branches only; `read` starts each branch once.
  useEffect(() => {
    for (const node of unread(nodes, expanded, entries)) read(node);
  });

  const retry = (node: TreeNode) => {
    settle(node.id, () => ({ status: 'loading', nodes: [] }));
    read(node);
  };

  const readMore = (id: string) => {
    const more = entries[id]?.more;
    if (!more || entries[id]?.moreStatus === 'loading') return;
    settle(id, (entry) => ({ status: 'loaded', nodes: [], ...entry, moreStatus: 'loading' }));
    more.load().then(
      (next) =>
        settle(id, (entry) => ({
          status: 'loaded',
          nodes: [...(entry?.nodes ?? []), ...next.nodes],
          more: next.more,
          emptyLabel: entry?.emptyLabel,
        })),
      () => settle(id, (entry) => ({ status: 'loaded', nodes: [], ...entry, moreStatus: 'error' })),
    );
  };

  return { entries, retry, readMore };
}
