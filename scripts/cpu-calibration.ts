// The CPU slowdown that makes Lighthouse's simulated phone the same on any host.
//
// Lighthouse's simulated throttling multiplies the main-thread time it observed on the host by
// `throttling.cpuSlowdownMultiplier` (4 by default). A fixed 4 judges a page on a slower phone
// when the host is slower: the same build scored 99 with a host benchmark index of 3,500 and 82
// with one of 1,000. Lighthouse documents the remedy (docs/throttling.md, "Calibrating the CPU
// slowdown"): derive the multiplier from the host's benchmark index, which it measures at the
// start of every run, with the formula of its CPU slowdown calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, patrickhulce/
// lighthouse-cpu-throttling-calculator, pages/index.js). Its anchor points: an index of 1,533
// gets the default 4× (the desktop Lighthouse's 4× was chosen for), 800 gets 2×, 150 gets 1×;
// every host is thus slowed to the same mid-tier phone.

/** The index below which the calculator has no multiplier: the host is itself a budget phone. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/**
 * The CPU slowdown for a host of this benchmark index (Lighthouse's calculator, piecewise linear
 * between its anchor points). A host at or below a mid-tier phone is not slowed at all.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No benchmark index to calibrate from (${benchmarkIndex})`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= SLOWEST_CALIBRATED_INDEX) {
    return 1 + (benchmarkIndex - SLOWEST_CALIBRATED_INDEX) / 650;
  }
  return 1;
}
