/**
 * What a module keeps in memory for the signed-in user (a screen's cache, scroll positions, a
 * draft waiting to be written) registers here, and is dropped at logout: on a shared tablet the
 * next person finds nothing of the last one's session in this page.
 */
const forgetters = new Set<() => void>();

/** `forget` runs at every logout of this page until the returned function is called. */
export function onHandOver(forget: () => void): () => void {
  forgetters.add(forget);
  return () => {
    forgetters.delete(forget);
  };
}

/** Drops what every registered module keeps (called by the logout, here or in another tab). */
export function handOver(): void {
  for (const forget of [...forgetters]) {
    try {
      forget();
    } catch (error) {
      // One faulty module must not keep the others' data on the device.
      console.error('[session] a hand-over step failed', error);
    }
  }
}
