/**
 * What a read keeps beside the query cache (which calls the server has, data/reads/server-calls.ts)
 * registers here and is dropped with the cache: when the signed-in user changes and when the
 * cache is forgotten. The reads register themselves, so the cache imports none of them.
 */
const forgetters = new Set<() => void>();

/** `forget` runs each time the query cache is cleared for another user or forgotten. */
export function keptBesideTheCache(forget: () => void): void {
  forgetters.add(forget);
}

/** Drops what every read keeps beside the cache. */
export function forgetKeptBeside(): void {
  for (const forget of forgetters) forget();
}
