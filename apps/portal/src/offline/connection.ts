import { isNetworkError, isTimeoutError } from '@scaffold/api-client';
import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { unreachableAtom } from './reachability';

/**
 * Whether a read failed for want of a connection: no network, or no answer in time. Only these
 * show the last data read; an answer from the server (a refusal, a 5xx) is the server's word and
 * is shown as such. Saves have their own classifier (offline/outbox/save-outcome.ts).
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
 * Whether to tell the user there is no connection: the browser says so, or the portal's last
 * request found none. For what is shown only; calls are still tried (see isKnownOffline).
 */
export function useConnectionLost(): boolean {
  const unreachable = useAtomValue(unreachableAtom);
  return useKnownOffline() || unreachable;
}
