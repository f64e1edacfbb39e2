import { Fragment, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './DescriptionList.css';

export const DESCRIPTION_LIST_LAYOUTS = ['grid', 'pairs'] as const;
export type DescriptionListLayout = (typeof DESCRIPTION_LIST_LAYOUTS)[number];
export const DESCRIPTION_LIST_COLUMNS = ['fit', 'stepped'] as const;
export type DescriptionListColumns = (typeof DESCRIPTION_LIST_COLUMNS)[number];
export const DESCRIPTION_LIST_SIZES = ['sm', 'md', 'lg'] as const;
export type DescriptionListSize = (typeof DESCRIPTION_LIST_SIZES)[number];

export interface DescriptionListItem {
  /** What is described: 'Asset value', 'Reference'. */
  term: ReactNode;
  description: ReactNode;
  /** React key, when the term is not a unique string. */
  key?: string;
}

export interface DescriptionListProps {
  /** The pairs, in order; `false`, `null` and `undefined` are skipped (conditional items). */
  items: readonly (DescriptionListItem | false | null | undefined)[];
  /**
   * `grid`: each term above its description, in as many columns as fit (figures of a panel,
   * facts of a site). `pairs`: the term beside its description from a large phone up, above it
   * on narrower screens (a summary of what was sent, account details).
   */
  layout?: DescriptionListLayout;
  /** The descriptions' type size; the terms are a step smaller in the grid, `sm` in pairs. */
  size?: DescriptionListSize;
  /** Grid only: how narrow a column may get (6, 8 or 12 rem) before the grid has one fewer. */
  minColumnWidth?: DescriptionListSize;
  /**
   * Grid only: `fit` (as many columns as fit `minColumnWidth`) or `stepped` (two on phones,
   * three from a tablet, four from a desktop).
   */
  columns?: DescriptionListColumns;
  /** The descriptions are figures (money, percentages): strong, in figures of equal width. */
  figures?: boolean;
  className?: string;
}

/** Terms and their descriptions (`<dl>`): a panel's figures, a summary's fields. */
export function DescriptionList({
  items,
  layout = 'grid',
  size = 'md',
  minColumnWidth = 'md',
  columns = 'fit',
  figures = false,
  className,
}: DescriptionListProps) {
  const term = styles.term({ layout, size });
  const description = styles.description({ layout, size, figures });
  return (
    <dl
      className={cx(
        styles.list({ layout, size, minColumnWidth, columns: layout === 'grid' ? columns : 'fit' }),
        className,
      )}
    >
      {items.map((item) => {
        if (!item) return null;
        const key = item.key ?? String(item.term);
        const pair = (
          <>
            <dt className={term}>{item.term}</dt>
            <dd className={description}>{item.description}</dd>
          </>
        );
        return layout === 'grid' ? (
          <div key={key} className={styles.gridItem}>
            {pair}
          </div>
        ) : (
          <Fragment key={key}>{pair}</Fragment>
        );
      })}
    </dl>
  );
}
