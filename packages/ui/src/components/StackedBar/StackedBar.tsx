import { useId } from 'react';
import { ChartFrame, type ChartProps, formatNumber } from '../../lib/chart/ChartFrame';
import * as chart from '../../lib/chart/ChartFrame.css';
import { type Datum, segments, seriesOf, shareOf, shareTable } from '../../lib/chart/scale';
import { cx } from '../../lib/cx';
import * as styles from './StackedBar.css';

export interface StackedBarProps extends ChartProps {
  /** The parts, left to right; each gets the next of the six series colours. */
  data: readonly Datum[];
  /** Shown above the bar with the sum, e.g. 'Monthly costs'. Leave out to hide the total. */
  totalLabel?: string;
  /** Bar thickness in pixels. */
  thickness?: number;
}

const GAP = 2;

/**
 * One bar split into parts: a compact way to show a breakdown (costs by kind, stock in use vs
 * available) inside a card or a row. Legend and data table carry the same numbers.
 */
export function StackedBar({
  data,
  formatValue = formatNumber,
  totalLabel,
  labelHeading = 'Category',
  valueHeading = 'Value',
  thickness = 24,
  ...frame
}: StackedBarProps) {
  const clipId = `stacked-bar-${useId()}`;
  const split = shareOf(data);
  const { values, total, shares } = split;
  const summary =
    total === 0
      ? 'No data.'
      : `${data.map((datum, index) => `${datum.label} ${shares[index] ?? 0}%`).join(', ')}.`;

  return (
    <ChartFrame
      {...frame}
      summary={summary}
      table={shareTable(data, split, formatValue, totalLabel ?? 'Total', [
        labelHeading,
        valueHeading,
      ])}
    >
      {(width, { titleId, summaryId }) => {
        if (total === 0) return <p className={chart.noData}>No data to show.</p>;
        const parts = segments(values, width, GAP);
        return (
          <div className={styles.body}>
            {totalLabel !== undefined && (
              <p className={styles.total}>
                <span className={styles.totalValue}>{formatValue(total)}</span>
                {totalLabel}
              </p>
            )}
            <svg
              className={chart.svg}
              width={width}
              height={thickness}
              viewBox={`0 0 ${width} ${thickness}`}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={summaryId}
            >
              <title>{frame.title}</title>
              <defs>
                <clipPath id={clipId}>
                  <rect x={0} y={0} width={width} height={thickness} rx={6} />
                </clipPath>
              </defs>
              <g clipPath={`url(#${clipId})`}>
                {parts.map((part) => (
                  <rect
                    key={part.index}
                    className={chart.seriesFill[seriesOf(part.index)]}
                    x={Math.round(part.start)}
                    y={0}
                    width={Math.max(
                      1,
                      Math.round(part.start + part.length) - Math.round(part.start),
                    )}
                    height={thickness}
                  />
                ))}
              </g>
            </svg>
            <ul className={chart.legend}>
              {data.map((datum, index) => (
                <li key={datum.label} className={chart.legendItem}>
                  <span className={cx(chart.swatch, chart.seriesBackground[seriesOf(index)])} />
                  <span>{datum.label}</span>
                  <span className={chart.legendValue}>{formatValue(datum.value)}</span>
                  <span className={chart.legendShare}>{`${shares[index] ?? 0}%`}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </ChartFrame>
  );
}
