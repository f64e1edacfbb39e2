// Pure chart maths (no DOM), unit-tested in Node.

export interface Datum {
  label: string;
  value: number;
}

/** A value a chart can draw: finite and not negative (anything else counts as 0). */
export function drawable(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * A round axis maximum at or above `max` (1, 2, 2.5, 5 or 10 times a power of ten) and the
 * evenly spaced ticks from 0 to it, about `count` of them.
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = drawable(max);
  if (top === 0) return [0, 1];
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ??
    10 * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step / 2 && ticks.length <= count * 2 + 1; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  if ((ticks.at(-1) ?? 0) < top) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/**
 * Whole-number percentages of the total that add up to exactly 100 (largest remainder), so a
 * legend never reads 33% + 33% + 33%. All zero when the total is zero.
 */
export function percentages(values: readonly number[]): number[] {
  const clean = values.map(drawable);
  const total = clean.reduce((sum, value) => sum + value, 0);
  if (total === 0) return clean.map(() => 0);
  const exact = clean.map((value) => (value / total) * 100);
  const floors = exact.map(Math.floor);
  let remaining = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (remaining <= 0) break;
    if (clean[index] === 0) continue;
    floors[index] = (floors[index] ?? 0) + 1;
    remaining -= 1;
  }
  return floors;
}

export interface Segment {
  index: number;
  start: number;
  length: number;
}

/**
 * Splits `extent` (pixels, or a circle's circumference when `closed`) into consecutive segments
 * in proportion to the values, leaving `gap` between neighbours; zero values get no segment.
 */
export function segments(
  values: readonly number[],
  extent: number,
  gap = 0,
  closed = false,
): Segment[] {
  const clean = values.map(drawable);
  const total = clean.reduce((sum, value) => sum + value, 0);
  const visible = clean.filter((value) => value > 0).length;
  if (total === 0 || visible === 0) return [];
  const gaps = visible > 1 ? (closed ? visible : visible - 1) : 0;
  const usable = Math.max(0, extent - gap * gaps);
  const result: Segment[] = [];
  let start = 0;
  clean.forEach((value, index) => {
    if (value === 0) return;
    const length = (value / total) * usable;
    result.push({ index, start, length });
    start += length + (visible > 1 ? gap : 0);
  });
  return result;
}

/** Cuts a label to `maxChars` characters with an ellipsis, for axis labels in narrow charts. */
export function truncateLabel(label: string, maxChars: number): string {
  if (maxChars < 2 || label.length <= maxChars) return label.length <= maxChars ? label : '…';
  return `${label.slice(0, maxChars - 1).trimEnd()}…`;
}

export type SeriesIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** The chart colour of the n-th series: the six colours repeat. */
export function seriesOf(index: number): SeriesIndex {
  return (((index % 6) + 6) % 6) as SeriesIndex;
}

/** The parts of a whole with their shares: drawable values, their total and percentages. */
export function shareOf(data: readonly Datum[]) {
  const values = data.map((datum) => drawable(datum.value));
  return {
    values,
    total: values.reduce((sum, value) => sum + value, 0),
    shares: percentages(values),
  };
}

/** A chart's table of parts: label, value and share of each, then the total at 100%. */
export function shareTableRows(
  data: readonly Datum[],
  { total, shares }: { total: number; shares: readonly number[] },
  formatValue: (value: number) => string,
  totalLabel: string,
): string[][] {
  return [
    ...data.map((datum, index) => [
      datum.label,
      formatValue(datum.value),
      `${shares[index] ?? 0}%`,
    ]),
    [totalLabel, formatValue(total), total === 0 ? '0%' : '100%'],
  ];
}

/** The table of a chart of parts (donut, stacked bar): its headings, then shareTableRows. */
export function shareTable(
  data: readonly Datum[],
  split: { total: number; shares: readonly number[] },
  formatValue: (value: number) => string,
  totalLabel: string,
  [labelHeading, valueHeading]: readonly [string, string],
): { columns: readonly string[]; rows: string[][] } {
  return {
    columns: [labelHeading, valueHeading, 'Share'],
    rows: shareTableRows(data, split, formatValue, totalLabel),
  };
}
