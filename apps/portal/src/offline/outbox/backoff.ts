/** The first retry after a failed round, and the longest wait between two. */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * How long to wait after `failures` rounds in a row met no connection or a server error:
 * 5 s, 10 s, 20 s ... up to 5 minutes, each spread by ±20% (`random` in [0, 1)) so the phones
 * of a whole site do not all come back at the same instant after an outage.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
