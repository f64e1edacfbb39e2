// The pure half of scripts/bench-reads.ts: medians, the measures and their targets (docs/PERFORMANCE.md), and the table printed and copied into docs/PERFORMANCE.md.

/** One run's figures: ms, bytes or a count by measure key; null when the step failed. */
export type Figures = Record<string, number | null>;

export interface Measure {
  key: string;
  label: string;
  unit: 'ms' | 'bytes' | 'count';
  /** The ceiling in the measure's unit; null: shown for information. */
  target: number | null;
  /** Another ceiling for a first visit (the code not yet on the device), where it differs. */
  firstVisitTarget?: number;
}

const KB = 1024;
const MB = 1024 * 1024;
const SCREEN_MS = 1500;
/** Sign-in → Dashboard on a returning phone (the code kept by the service worker). */
const RETURN_SIGN_IN_MS = 1000;
const SCREEN_BYTES = 100 * KB;
const INTERACTION_MS = 500;

export const MEASURES: Measure[] = [
  { key: 'loginLcp', label: 'Login page drawn (LCP)', unit: 'ms', target: null },
  { key: 'loginBytes', label: '  bytes read while it waits', unit: 'bytes', target: null },
  {
    key: 'signIn',
    label: 'Sign in → Dashboard usable',
    unit: 'ms',
    target: RETURN_SIGN_IN_MS,
    firstVisitTarget: SCREEN_MS,
  },
  { key: 'sites', label: '→ Site Management usable', unit: 'ms', target: SCREEN_MS },
  { key: 'inspections', label: '→ Inspections usable', unit: 'ms', target: SCREEN_MS },
  {
    key: 'signInBytes',
    label: 'Bytes read: Dashboard (compressed)',
    unit: 'bytes',
    target: SCREEN_BYTES,
  },
  { key: 'sitesBytes', label: 'Bytes read: Site Management', unit: 'bytes', target: SCREEN_BYTES },
  {
    key: 'inspectionsBytes',
    label: 'Bytes read: Inspections',
    unit: 'bytes',
    target: SCREEN_BYTES,
  },
  { key: 'heap', label: 'JS heap after the 3 screens (GC)', unit: 'bytes', target: 60 * MB },
  { key: 'storage', label: 'Offline copy: storage.estimate()', unit: 'bytes', target: 5 * MB },
  { key: 'storageIdb', label: '  of which IndexedDB', unit: 'bytes', target: null },
  { key: 'storageCaches', label: '  of which Cache Storage (code)', unit: 'bytes', target: null },
  { key: 'history', label: 'Inspections: expand a site', unit: 'ms', target: INTERACTION_MS },
  { key: 'historyBytes', label: '  bytes read', unit: 'bytes', target: null },
  { key: 'details', label: 'Open details, photo shown', unit: 'ms', target: INTERACTION_MS },
  { key: 'detailsBytes', label: '  bytes read', unit: 'bytes', target: null },
  { key: 'detailsPhotos', label: '  photos in the record', unit: 'count', target: null },
  {
    key: 'detailsTried',
    label: '  records opened to find one with a photo',
    unit: 'count',
    target: null,
  },
  {
    key: 'detailsSites',
    label: '  site histories tried for it',
    unit: 'count',
    target: null,
  },
];

export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each measure's median over the runs. */
export function medians(runs: readonly Figures[]): Figures {
  return Object.fromEntries(MEASURES.map(({ key }) => [key, median(runs.map((run) => run[key]))]));
}

export function formatValue(value: number | null, unit: Measure['unit']): string {
  if (value === null) return 'failed';
  if (unit === 'count') return String(value);
  if (unit === 'ms')
    return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
  if (value < MB) return `${(value / KB).toFixed(1)} KB`;
  return `${(value / MB).toFixed(1)} MB`;
}

/** The measure's ceiling for a column: its first-visit one there, where it has one. */
export const targetOf = (measure: Measure, firstVisit = false): number | null =>
  (firstVisit ? measure.firstVisitTarget : undefined) ?? measure.target;

export const overTarget = (measure: Measure, value: number | null, firstVisit = false): boolean => {
  const target = targetOf(measure, firstVisit);
  return target !== null && value !== null && value > target;
};

function targetCell(measure: Measure): string {
  if (measure.target === null) return '–';
  const target = `≤ ${formatValue(measure.target, measure.unit)}`;
  return measure.firstVisitTarget === undefined
    ? target
    : `${target} (first visit ≤ ${formatValue(measure.firstVisitTarget, measure.unit)})`;
}

/** The three screens' times at the largest scale over those at 1× (the target: ≤ 1.2). */
export function growth(small: Figures, large: Figures): number | null {
  const keys = ['signIn', 'sites', 'inspections'];
  const ratios = keys.map((key) => {
    const a = small[key];
    const b = large[key];
    return typeof a === 'number' && typeof b === 'number' && a > 0 ? b / a : null;
  });
  return ratios.some((r) => r === null) ? null : Math.max(...(ratios as number[]));
}

/** A Markdown table: one row per measure, one column per configuration; ✗ marks a miss. */
export function markdownTable(
  columns: readonly { title: string; figures: Figures; firstVisit?: boolean }[],
): string {
  const header = ['measurement', 'target', ...columns.map((column) => column.title)];
  const rows = MEASURES.map((measure) => [
    measure.label,
    targetCell(measure),
    ...columns.map(({ figures, firstVisit }) => {
      const value = figures[measure.key] ?? null;
      const over = overTarget(measure, value, firstVisit);
      return `${formatValue(value, measure.unit)}${over ? ' ✗' : ''}`;
    }),
  ]);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
