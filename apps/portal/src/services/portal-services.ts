import type { ApiClient } from '@scaffold/api-client';
import { createStore } from 'jotai';
import { API_BASE_URL } from '../config/env';
import { watchConnection } from '../offline/reachability';
import type { PortalStore } from '../session/session-atoms';
import { deferredApiClient } from './deferred-api-client';

export interface PortalServices {
  store: PortalStore;
  api: ApiClient;
  /** The current time; screens take it from here so stories and tests can fix it. */
  now: () => Date;
  /** Whether the screens' answers are kept on the device for offline use (data/cache). */
  offlineCopy: boolean;
}

/**
 * One jotai store and one API client reading its tokens from that store. The app makes one;
 * every story and test makes its own, so nothing leaks between them.
 */
export function createPortalServices(
  options: {
    baseUrl?: string;
    now?: () => Date;
    /** Makes the API able to answer (starts the demo's mock backend, once); calls await it. */
    ready?: () => Promise<unknown>;
    /** false: nothing is kept on the device or restored from it (stories that are not offline). */
    offlineCopy?: boolean;
  } = {},
): PortalServices {
  const store = createStore();
  const { ready } = options;
  // The client's code, and the session it reads, load with the first call (see
  // deferredApiClient): none of it is needed to show /login. It is imported from its own module,
  // not the package's index, which the screens import for its error checks: importing the index
  // here made the bundler put the whole client, the contract and its schemas in the index's
  // chunk, built before a signed-in screen's first render.
  const api = deferredApiClient(async () => {
    const [{ createApiClient }, { apiSessionOf }] = await Promise.all([
      import('@scaffold/api-client/client'),
      import('./api-session'),
    ]);
    return createApiClient({
      baseUrl: options.baseUrl ?? API_BASE_URL,
      // Every call tells whether the network answered (useConnectionLost); the demo's also wait
      // for its backend. `globalThis.fetch` is read per call, so a test's stub is used.
      fetch: watchConnection(async (input, init) => {
        await ready?.();
        return globalThis.fetch(input, init);
      }, store),
      session: apiSessionOf(store),
    });
  });
  return {
    store,
    api,
    now: options.now ?? (() => new Date()),
    offlineCopy: options.offlineCopy ?? true,
  };
}
