import type { ReactNode } from 'react';

export interface TreeNode {
  id: string;
  label: ReactNode;
  /** A muted detail after the label: '3 subareas', '120 items'. */
  description?: ReactNode;
  /** Child nodes; a node without children (and without `loadChildren`) is a leaf. */
  children?: readonly TreeNode[];
  /**
   * A branch whose children are read when it first opens: the tree shows a loading row, an
   * error row with Retry, and the children (with a 'Show more' row when the answer has `more`).
   */
  loadChildren?: () => Promise<TreeChildren>;
  /** Says what a lazy branch is reading, e.g. 'Loading sites...'. */
  loadingLabel?: string;
}

/** What a lazy branch's read answers: its children, and how to read the next ones. */
export interface TreeChildren {
  nodes: readonly TreeNode[];
  /** The row shown when there are no children, e.g. 'No sublocations yet.' */
  emptyLabel?: string;
  /** More children after these: the row's button label ('Show more sites') and its read. */
  more?: { label: string; load: () => Promise<TreeChildren> };
}
