import { formatNumberEnGb } from '@scaffold/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { TableIcon } from '../../icons/line-icons';
import * as styles from './ChartFrame.css';
import type { Datum } from './scale';
import { useElementWidth } from './useElementWidth';

/** The props every chart shares (BarChart, DonutChart, StackedBar). */
export interface ChartProps {
  /** Names the chart (its caption, and the table's). */
  title: string;
  description?: ReactNode;
  /** Keep the caption for assistive tech only, when a card heading already says it. */
  hideTitle?: boolean;
  data: readonly Datum[];
  /** Formats the values shown and in the table (e.g. the domain's `formatWeight`). */
  formatValue?: (value: number) => string;
  /** Column headings of the data table. */
  labelHeading?: string;
  valueHeading?: string;
  /** Shows the data table from the start (screen readers have it either way). */
  defaultTableVisible?: boolean;
  className?: string;
}

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

export interface ChartFrameProps {
  title: string;
  description?: ReactNode;
  hideTitle?: boolean;
  /** One sentence read with the chart (the largest value, the total...). */
  summary: string;
  /** The same numbers as a table: hidden visually, read by screen readers, shown on request. */
  table: ChartTable;
  defaultTableVisible?: boolean;
  /** Draws the chart for the measured width (whole pixels). */
  children: (width: number, labelling: { titleId: string; summaryId: string }) => ReactNode;
  legend?: ReactNode;
  className?: string;
}

/**
 * What every chart shares: a `<figure>` named by its caption, an SVG drawn to the measured width,
 * a text summary, and a data table with the same numbers that a toggle shows or hides (it stays
 * available to screen readers either way).
 */
export function ChartFrame({
  title,
  description,
  hideTitle = false,
  summary,
  table,
  defaultTableVisible = false,
  children,
  legend,
  className,
}: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const tableId = `${id}-table`;
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(plotRef);
  const [tableVisible, setTableVisible] = useState(defaultTableVisible);

  return (
    <figure
      className={[styles.frame, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <figcaption id={titleId} className={hideTitle ? styles.visuallyHidden : styles.caption}>
            {title}
          </figcaption>
          {description !== undefined && <p className={styles.description}>{description}</p>}
        </div>
        <button
          type="button"
          className={styles.tableToggle}
          aria-expanded={tableVisible}
          aria-controls={tableId}
          onClick={() => setTableVisible(!tableVisible)}
        >
          <TableIcon size={16} />
          {tableVisible ? 'Hide data table' : 'Show data table'}
        </button>
      </div>
      <p id={summaryId} className={styles.visuallyHidden}>
        {summary}
      </p>
      <div ref={plotRef} className={styles.plot}>
        {width > 0 ? children(width, { titleId, summaryId }) : null}
      </div>
      {legend}
      <div id={tableId} className={tableVisible ? styles.tableWrap : styles.visuallyHidden}>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className={styles.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {table.columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column} scope="row" className={styles.td}>
                      {row[index]}
                    </th>
                  ) : (
                    <td key={column} className={styles.td}>
                      {row[index]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The default number format of the charts: en-GB grouping, up to two decimals. */
export const formatNumber = (value: number): string => formatNumberEnGb(value, 2);
