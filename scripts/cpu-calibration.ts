// The CPU slowdown that makes Lighthouse's simulated phone the same on any host.
//
// Lighthouse's simulated throttling multiplies the main-thread time it observed on the host by
// `throttling.cpuSlowdownMultiplier` (4 by default). A fixed 4 judges a page on a slower phone
// when the host is slower: the same build scored 99 with a host benchmark index of 3,500 and 82
// with one of 1,000. Lighthouse's throttling documentation ("Calibrating the CPU
// slowdown") derives the multiplier from the host's benchmark index, which it measures at the
// start of every run; its default 4× is what its calculator gives a host of index 1,533, so its
// mobile preset is a phone of index 1,533 / 4 ≈ 383. The slowdown here is the host's index over
// that phone's, as DevTools' own CPU calibration computes a throttling rate (host over target):
// every host is then slowed to the very same phone, and a host of 1,533 gets Lighthouse's 4×.
// (The calculator's piecewise formula is not proportional: it slows a host of 1,000 to a phone
// of 416 and one of 2,400 to a phone of 311, so a slow host would be judged more kindly.)

/** Lighthouse's reference host: its calculator's index for the default 4× slowdown. */
export const REFERENCE_HOST_INDEX = 1533;
/** Lighthouse's default CPU slowdown, on that host. */
export const REFERENCE_SLOWDOWN = 4;
/** The simulated phone's benchmark index, the same whatever the host. */
export const PHONE_INDEX = REFERENCE_HOST_INDEX / REFERENCE_SLOWDOWN;

/**
 * The CPU slowdown that turns a host of this benchmark index into the phone (never below 1: a
 * host slower than the phone is not sped up).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No benchmark index to calibrate from (${benchmarkIndex})`);
  }
  return Math.max(1, benchmarkIndex / PHONE_INDEX);
}
