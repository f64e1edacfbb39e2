import { atom, type createStore } from 'jotai';

// Apart from connection.ts, which reads the API client's error types: the services module that
// wraps every call's fetch is in /login's first load, and must not pull the client in with it.

/**
 * True while the portal's last request that tried the network got no answer at all (not a
 * refusal, not a time-out we chose) and no request has been answered since. `navigator.onLine`
 * stays true on a site with signal bars and no data, behind a captive portal, and in Chromium
 * 150's offline emulation after a reload: the portal
 * then learns it from its own requests.
 */
export const unreachableAtom = atom(false);

/** `fetch` that keeps `unreachableAtom` in step with what the network answers. */
export function watchConnection(
  send: typeof fetch,
  store: Pick<ReturnType<typeof createStore>, 'set'>,
): typeof fetch {
  return async (input, init) => {
    try {
      const response = await send(input, init);
      store.set(unreachableAtom, false);
      return response;
    } catch (error) {
      // An abort is ours (a screen left, a time-out), not the network's.
      if (!init?.signal?.aborted) store.set(unreachableAtom, true);
      throw error;
    }
  };
}
