import { isNetworkError, isTimeoutError } from '@scaffold/api-client';
import { atom, type createStore, useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';

/**
 * Whether a call failed for want of a connection: no network, or no answer in time. Only these
 * put an inspection in the outbox or show the last data read; an answer from the server (a
 * refusal, a 5xx) is the server's word and is shown as such.
 */
export const isConnectionFailure = (error: unknown): boolean =>
  isNetworkError(error) || isTimeoutError(error);

/**
 * Whether the browser knows it has no network at all. `navigator.onLine` can only be trusted
 * when it says false (true may still be a captive portal or one bar of signal), so this is
 * used to skip a call that cannot succeed, never to promise that one will.
 */
export const isKnownOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser says it has no network; re-renders on the online/offline events. */
export function useKnownOffline(): boolean {
  return useSyncExternalStore(subscribe, isKnownOffline, () => false);
}

/**
 * True while the portal's last request that tried the network got no answer at all (not a
 * refusal, not a time-out we chose) and no request has been answered since. `navigator.onLine`
 * stays true on a site with signal bars and no data, behind a captive portal, and in Chromium
 * 150's offline emulation after a reload (which is how issue 26's gate found it): the portal
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

/**
 * Whether to tell the user there is no connection: the browser says so, or the portal's last
 * request found none. For what is shown only; calls are still tried (see isKnownOffline).
 */
export function useConnectionLost(): boolean {
  const unreachable = useAtomValue(unreachableAtom);
  return useKnownOffline() || unreachable;
}
