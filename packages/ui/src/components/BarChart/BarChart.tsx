import type { ReactNode } from 'react';
import { ChartFrame, type ChartProps, formatNumber } from '../../lib/chart/ChartFrame';
import * as chart from '../../lib/chart/ChartFrame.css';
import { type Datum, drawable, niceTicks, truncateLabel } from '../../lib/chart/scale';
import * as styles from './BarChart.css';

export const BAR_CHART_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type BarChartOrientation = (typeof BAR_CHART_ORIENTATIONS)[number];

export interface BarChartProps extends ChartProps {
  /** `horizontal` (default) suits long labels and phones; `vertical` a few short ones. */
  orientation?: BarChartOrientation;
  /** Plot height of a vertical chart, in pixels. */
  height?: number;
  /** Colour of the bars: one of the six chart series (0 to 5). */
  series?: 0 | 1 | 2 | 3 | 4 | 5;
}

const ROW = 36;
const BAR = 20;
const AXIS = 24;
const CHAR = 7;

/** The drawing, named by the chart's caption and described by its summary (ChartFrame's ids). */
function ChartSvg({
  width,
  height,
  title,
  ids,
  children,
}: {
  width: number;
  height: number;
  title: string;
  ids: { titleId: string; summaryId: string };
  children: ReactNode;
}) {
  return (
    <svg
      className={chart.svg}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={ids.titleId}
      aria-describedby={ids.summaryId}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}

function summaryOf(data: readonly Datum[], format: (value: number) => string): string {
  if (data.length === 0) return 'No data.';
  const top = data.reduce((best, datum) =>
    drawable(datum.value) > drawable(best.value) ? datum : best,
  );
  return `${data.length} ${data.length === 1 ? 'bar' : 'bars'}. Highest: ${top.label}, ${format(top.value)}.`;
}

/**
 * Bars comparing one figure across categories: tonnage per product line, revenue per client.
 * Drawn as SVG with no chart library; the same numbers sit in a data table that screen readers
 * get and anyone can show.
 */
export function BarChart({
  title,
  description,
  hideTitle,
  data,
  formatValue = formatNumber,
  labelHeading = 'Category',
  valueHeading = 'Value',
  orientation = 'horizontal',
  height = 240,
  series = 0,
  defaultTableVisible,
  className,
}: BarChartProps) {
  const max = Math.max(0, ...data.map((datum) => drawable(datum.value)));
  // About one axis label per 90 pixels, so labels never run into each other.
  const ticksFor = (length: number) =>
    niceTicks(max, Math.max(1, Math.min(5, Math.floor(length / 90))));

  const drawHorizontal = (width: number, titleId: string, summaryId: string) => {
    const longest = (texts: string[]) => Math.max(4, ...texts.map((text) => text.length)) * CHAR;
    // Room for the longest value beside its bar (88 px at most).
    const valueWidth = Math.min(88, longest(data.map((datum) => formatValue(datum.value))) + 12);
    // A third of the width (180 px at most); more, up to 45%, when a label would otherwise be cut,
    // as long as the bars keep 100 px: 'Requires Attention' stays whole at 360 px.
    const labelWidth = Math.max(
      Math.min(180, Math.round(width * 0.32)),
      Math.min(
        180,
        Math.round(width * 0.45),
        longest(data.map((datum) => datum.label)) + 4,
        width - 12 - valueWidth - 100,
      ),
    );
    const plotX = labelWidth + 12;
    const plotWidth = Math.max(40, width - plotX - valueWidth);
    const svgHeight = data.length * ROW + AXIS;
    const ticks = ticksFor(plotWidth);
    const axisMax = ticks.at(-1) ?? 1;
    const x = (value: number) => Math.round((drawable(value) / axisMax) * plotWidth);
    return (
      <ChartSvg width={width} height={svgHeight} title={title} ids={{ titleId, summaryId }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={chart.gridLine}
              x1={plotX + x(tick) + 0.5}
              x2={plotX + x(tick) + 0.5}
              y1={0}
              y2={data.length * ROW}
            />
            <text
              className={chart.axisText}
              x={plotX + x(tick)}
              y={data.length * ROW + 16}
              textAnchor={tick === 0 ? 'start' : 'middle'}
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const top = index * ROW;
          const barWidth = x(datum.value);
          return (
            <g key={datum.label}>
              <text
                className={chart.labelText}
                x={labelWidth}
                y={top + ROW / 2 + 4}
                textAnchor="end"
              >
                <title>{datum.label}</title>
                {truncateLabel(datum.label, Math.floor(labelWidth / CHAR))}
              </text>
              <rect
                className={`${chart.seriesFill[series]} ${styles.bar}`}
                x={plotX}
                y={top + (ROW - BAR) / 2}
                width={barWidth}
                height={BAR}
              />
              <text className={chart.valueText} x={plotX + barWidth + 8} y={top + ROW / 2 + 4}>
                {formatValue(datum.value)}
              </text>
            </g>
          );
        })}
        <line
          className={chart.axisLine}
          x1={plotX + 0.5}
          x2={plotX + 0.5}
          y1={0}
          y2={data.length * ROW}
        />
      </ChartSvg>
    );
  };

  const drawVertical = (width: number, titleId: string, summaryId: string) => {
    const axisWidth = 56;
    const plotWidth = Math.max(40, width - axisWidth);
    const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
    const barWidth = Math.max(8, Math.min(56, Math.round(slot * 0.6)));
    const top = 20;
    const plotHeight = height - top;
    const svgHeight = height + AXIS;
    const ticks = ticksFor(plotHeight * 1.5);
    const axisMax = ticks.at(-1) ?? 1;
    const y = (value: number) => Math.round((drawable(value) / axisMax) * plotHeight);
    return (
      <ChartSvg width={width} height={svgHeight} title={title} ids={{ titleId, summaryId }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={chart.gridLine}
              x1={axisWidth}
              x2={width}
              y1={height - y(tick) - 0.5}
              y2={height - y(tick) - 0.5}
            />
            <text
              className={chart.axisText}
              x={axisWidth - 8}
              y={height - y(tick) + 4}
              textAnchor="end"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const centre = Math.round(axisWidth + slot * index + slot / 2);
          const barHeight = y(datum.value);
          return (
            <g key={datum.label}>
              <rect
                className={`${chart.seriesFill[series]} ${styles.bar}`}
                x={centre - Math.round(barWidth / 2)}
                y={height - barHeight}
                width={barWidth}
                height={barHeight}
              />
              <text
                className={chart.valueText}
                x={centre}
                y={height - barHeight - 6}
                textAnchor="middle"
              >
                {formatValue(datum.value)}
              </text>
              <text className={chart.axisText} x={centre} y={height + 16} textAnchor="middle">
                <title>{datum.label}</title>
                {truncateLabel(datum.label, Math.floor(slot / CHAR))}
              </text>
            </g>
          );
        })}
        <line
          className={chart.axisLine}
          x1={axisWidth}
          x2={width}
          y1={height - 0.5}
          y2={height - 0.5}
        />
      </ChartSvg>
    );
  };

  return (
    <ChartFrame
      title={title}
      description={description}
      hideTitle={hideTitle}
      summary={summaryOf(data, formatValue)}
      defaultTableVisible={defaultTableVisible}
      className={className}
      table={{
        columns: [labelHeading, valueHeading],
        rows: data.map((datum) => [datum.label, formatValue(datum.value)]),
      }}
    >
      {(width, { titleId, summaryId }) =>
        max === 0 ? (
          <p className={chart.noData}>No data to show.</p>
        ) : orientation === 'horizontal' ? (
          drawHorizontal(width, titleId, summaryId)
        ) : (
          drawVertical(width, titleId, summaryId)
        )
      }
    </ChartFrame>
  );
}
