import type { ApiClient } from '@scaffold/api-client';
import { createStore } from 'jotai';
import { API_BASE_URL } from '../../config/env';
import { authStateAtom, sessionEndedAtom } from '../session/session-atoms';
import { deferredApiClient } from './deferred-api-client';

export type PortalStore = ReturnType<typeof createStore>;

/** Ends the session in this browser at once: no call, nothing to wait for. */
export function endSessionLocally(store: PortalStore): void {
  store.set(sessionEndedAtom, true);
  store.set(authStateAtom, null);
}

/**
 * Logout, local first: the session ends here and the user goes to /login at once; the server is
 * told afterwards, best effort, with the tokens of the session that ended. Works offline, with a
 * hung server, and when the API client's code cannot load; never rejects.
 */
export function logOut(services: Pick<PortalServices, 'store' | 'api'>): Promise<void> {
  const auth = services.store.get(authStateAtom);
  endSessionLocally(services.store);
  const tokens = auth ? { access: auth.access, refresh: auth.refresh } : null;
  return services.api.logout({ tokens }).catch(() => undefined);
}

export interface PortalServices {
  store: PortalStore;
  api: ApiClient;
  /** The current time; screens take it from here so stories and tests can fix it. */
  now: () => Date;
  /** Whether the screens' answers are kept on the device for offline use (lib/query). */
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
  // The client's code loads with the first call (see deferredApiClient).
  const api = deferredApiClient(async () => {
    const { createApiClient } = await import('@scaffold/api-client');
    return createApiClient({
      baseUrl: options.baseUrl ?? API_BASE_URL,
      // Only the demo waits for its backend; otherwise the client's default fetch.
      fetch: ready
        ? async (input, init) => {
            await ready();
            return globalThis.fetch(input, init);
          }
        : undefined,
      session: {
        getTokens: () => {
          const auth = store.get(authStateAtom);
          return auth ? { access: auth.access, refresh: auth.refresh } : null;
        },
        setAccessToken: (access) => {
          const auth = store.get(authStateAtom);
          if (auth) store.set(authStateAtom, { ...auth, access });
        },
        clear: () => endSessionLocally(store),
      },
    });
  });
  return {
    store,
    api,
    now: options.now ?? (() => new Date()),
    offlineCopy: options.offlineCopy ?? true,
  };
}
