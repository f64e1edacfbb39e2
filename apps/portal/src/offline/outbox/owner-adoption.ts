import type { Owner } from '../owner';

/** Per user: the move of what an older portal kept under their former key, while it runs. */
const adopting = new Map<Owner, Promise<void>>();

/** The move for `owner`, started by `start` unless one is already under way or done. */
export function trackAdoption(owner: Owner, start: () => Promise<void>): Promise<void> {
  let running = adopting.get(owner);
  if (!running) {
    running = start().catch((error: unknown) => {
      console.error('[offline] records of the older owner key were not moved', error);
      // Not kept: tried again at the next sign-in.
      adopting.delete(owner);
    });
    adopting.set(owner, running);
  }
  return running;
}

/** Resolves once this owner's older records have been moved (at once when none is moving). */
export const whenAdopted = (owner: Owner): Promise<void> =>
  adopting.get(owner) ?? Promise.resolve();
