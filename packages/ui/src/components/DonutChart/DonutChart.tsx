import { ChartFrame, type ChartProps, formatNumber } from '../../lib/chart/ChartFrame';
import * as chart from '../../lib/chart/ChartFrame.css';
import { type Datum, segments, seriesOf, shareOf, shareTable } from '../../lib/chart/scale';
import { cx } from '../../lib/cx';
import * as styles from './DonutChart.css';

export interface DonutChartProps extends ChartProps {
  /** The parts of a whole; each gets the next of the six series colours. */
  data: readonly Datum[];
  /** The word under the total in the middle. */
  totalLabel?: string;
  /** Diameter in pixels. */
  size?: number;
}

const STROKE = 28;
const GAP = 3;

/**
 * How a whole splits into parts (tonnage by category, costs by kind): a ring with the total in
 * the middle, a legend with values and whole-number shares that add up to 100%, and the same
 * numbers in a data table.
 */
export function DonutChart({
  data,
  formatValue = formatNumber,
  totalLabel = 'Total',
  labelHeading = 'Category',
  valueHeading = 'Value',
  size = 184,
  ...frame
}: DonutChartProps) {
  const split = shareOf(data);
  const { values, total, shares } = split;
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const arcs = segments(values, circumference, GAP, true);
  const centre = size / 2;
  const largest = data[values.indexOf(Math.max(0, ...values))];
  const summary =
    total === 0 || !largest
      ? 'No data.'
      : `Total ${formatValue(total)} in ${data.length} parts. Largest: ${largest.label}, ${shares[values.indexOf(Math.max(...values))]}%.`;

  const legend = (
    <ul className={cx(chart.legend, styles.legend)}>
      {data.map((datum, index) => (
        <li key={datum.label} className={chart.legendItem}>
          <span className={cx(chart.swatch, chart.seriesBackground[seriesOf(index)])} />
          <span className={styles.legendLabel}>{datum.label}</span>
          <span className={chart.legendValue}>{formatValue(datum.value)}</span>
          <span className={chart.legendShare}>{`${shares[index] ?? 0}%`}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <ChartFrame
      {...frame}
      summary={summary}
      table={shareTable(data, split, formatValue, totalLabel, [labelHeading, valueHeading])}
    >
      {(_width, { titleId, summaryId }) =>
        total === 0 ? (
          <p className={chart.noData}>No data to show.</p>
        ) : (
          <div className={styles.layout}>
            <svg
              className={cx(chart.svg, styles.chart)}
              width={size}
              height={size}
              viewBox={`0 0 ${size} ${size}`}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={summaryId}
            >
              <title>{frame.title}</title>
              <circle
                className={styles.track}
                cx={centre}
                cy={centre}
                r={radius}
                fill="none"
                strokeWidth={STROKE}
              />
              <g transform={`rotate(-90 ${centre} ${centre})`}>
                {arcs.map((arc) => (
                  <circle
                    key={arc.index}
                    className={chart.seriesStroke[seriesOf(arc.index)]}
                    cx={centre}
                    cy={centre}
                    r={radius}
                    fill="none"
                    strokeWidth={STROKE}
                    strokeDasharray={`${arc.length} ${circumference - arc.length}`}
                    strokeDashoffset={-arc.start}
                  />
                ))}
              </g>
              <text className={styles.totalValue} x={centre} y={centre + 4} textAnchor="middle">
                {formatValue(total)}
              </text>
              <text className={styles.totalLabel} x={centre} y={centre + 22} textAnchor="middle">
                {totalLabel}
              </text>
            </svg>
            {legend}
          </div>
        )
      }
    </ChartFrame>
  );
}
