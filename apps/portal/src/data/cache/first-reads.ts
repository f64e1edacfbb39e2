// When the first signed-in screen's data has arrived: the service worker's precache waits for
// it (app/offline/offline-shell.ts), so its megabyte never competes with that screen for a phone's link. In the
// query cache's chunk; app/route-reads.ts settles it.

let settle: () => void = () => {};
/** Settles once the first reads of the first signed-in screen opened have succeeded or failed. */
export const firstReadsSettled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called by route-reads.ts with the first screen's reads. */
export function reportFirstReads(reads: Promise<unknown>): void {
  void reads.finally(() => settle());
}
