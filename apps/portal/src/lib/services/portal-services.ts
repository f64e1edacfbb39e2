import type { ApiClient } from '@scaffold/api-client';
import { clearNotifications } from '@scaffold/ui';
import { createStore } from 'jotai';
import { API_BASE_URL } from '../../config/env';
import { handOver } from '../session/hand-over';
import {
  authStateAtom,
  prepareStoredSession,
  type SessionEnd,
  sessionEndedAtom,
} from '../session/session-atoms';
import { deferredApiClient } from './deferred-api-client';

export type PortalStore = ReturnType<typeof createStore>;

/** Ends the session in this browser at once: no call, nothing to wait for. */
export function endSessionLocally(
  store: PortalStore,
  end: SessionEnd = { reason: 'logout' },
): void {
  store.set(sessionEndedAtom, end);
  store.set(authStateAtom, null);
}

/**
 * The hand-over to whoever uses the device next, after a logout here or in another tab: the
 * notices of the session go, and what the screens and modules keep in memory is dropped
 * (hand-over.ts). Their outbox stays on the device, theirs, for when they sign in again.
 */
export function leaveNothingBehind(): void {
  clearNotifications();
  handOver();
}

/**
 * Logout, local first: the session ends here and the user goes to /login at once; the server is
 * told afterwards, best effort, with the tokens of the session that ended. Works offline, with a
 * hung server, and when the API client's code cannot load; never rejects.
 */
export function logOut(services: Pick<PortalServices, 'store' | 'api'>): Promise<void> {
  const auth = services.store.get(authStateAtom);
  endSessionLocally(services.store);
  leaveNothingBehind();
  const tokens = auth ? { access: auth.access, refresh: auth.refresh } : null;
  return services.api.logout({ tokens }).catch(() => undefined);
}

/** Reads the stored session again: another tab of a remembered session changed it. */
export async function resyncSession(store: PortalStore): Promise<void> {
  // Its schemas are fetched first when this tab started with nothing stored.
  await prepareStoredSession().catch(() => undefined);
  store.set(authStateAtom.resync);
}

/** The Web Lock every tab takes to refresh the tokens: a rotated refresh token works once. */
export const TOKEN_REFRESH_LOCK = 'scaffold:token-refresh';

/**
 * Runs a token refresh while no other tab does. Inside, the session is read again from storage,
 * so a tab that waited sees the tokens the other one stored and does not send a spent refresh
 * token. Without Web Locks (Safari before 15.4), tabs may refresh together: the server's grace for
 * a just-rotated token answers both with the same pair.
 */
function exclusiveAcrossTabs(store: PortalStore) {
  return <T>(work: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const run = async (): Promise<T> => {
      await resyncSession(store);
      return work();
    };
    return locks ? (locks.request(TOKEN_REFRESH_LOCK, run) as Promise<T>) : run();
  };
}

export interface PortalServices {
  store: PortalStore;
  api: ApiClient;
  /** The current time; screens take it from here so stories and tests can fix it. */
  now: () => Date;
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
        setRefreshedTokens: ({ access, refresh }) => {
          const auth = store.get(authStateAtom);
          if (auth) store.set(authStateAtom, { ...auth, access, refresh: refresh ?? auth.refresh });
        },
        // A refused refresh: the same user may sign in again and go back where they were. (The
        // client's logout clears too, after logOut has ended the session: nothing left to do.)
        clear: () => {
          const auth = store.get(authStateAtom);
          if (auth) endSessionLocally(store, { reason: 'expired', email: auth.email });
        },
        exclusive: exclusiveAcrossTabs(store),
      },
    });
  });
  return { store, api, now: options.now ?? (() => new Date()) };
}
