// Chargeable days: half-open ranges of day numbers [from, to), less the pauses. Half-open so a
// day belongs to exactly one range: the day a line goes back (or is off-hired, or moves to
// another site) is not charged where it left, and is charged where it arrives.
import { type CalendarDate, dayNumber } from './calendar';

/** A pause in hire agreed with the client (a site shut down), from `from` until `to` (not charged). */
export interface HirePause {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** Pauses as sorted, merged day-number ranges; empty or backwards ones dropped. */
export function pauseRanges(pauses: readonly HirePause[] = []): [number, number][] {
  const ranges = pauses
    .map((pause): [number, number] => [dayNumber(pause.from), dayNumber(pause.to)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Days in [from, to) outside the (merged) pauses; 0 when `to` is not after `from`. */
export function chargeableDays(from: number, to: number, pauses: readonly [number, number][]) {
  if (to <= from) return 0;
  let days = to - from;
  for (const [pauseFrom, pauseTo] of pauses) {
    const overlap = Math.min(to, pauseTo) - Math.max(from, pauseFrom);
    if (overlap > 0) days -= overlap;
  }
  return days;
}
