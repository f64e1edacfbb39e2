import type { ApiSession } from '@scaffold/api-client';
import { authStateSchema } from '@scaffold/domain';
import { ownerOf } from '../offline/owner';
import { endSessionLocally } from '../session/log-out';
import { AUTH_STATE_KEY, authStateAtom, type PortalStore } from '../session/session-atoms';

// With the API client's chunk (zod is there anyway): /login loads none of it.

/**
 * Reads a remembered session again from the device: another tab refreshed its tokens. Checked
 * by its schema as at start-up; storage that cannot be read leaves this tab's copy as it is. Only
 * the same person's tokens are taken: another person's session, or none, is a hand-over, which
 * the device's person decides (session/device-person.ts), never a change of tokens. A tab's own
 * session (sessionStorage) is shared with no other tab: nothing to read.
 */
export function resyncSession(store: PortalStore): void {
  const own = store.get(authStateAtom);
  if (!own?.remember) return;
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH_STATE_KEY);
  } catch {
    return;
  }
  let stored: unknown = null;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    // a tampered entry ends the session, as it would at start-up
  }
  const parsed = authStateSchema.nullable().safeParse(stored);
  const next = parsed.success ? parsed.data : null;
  if (!next || ownerOf(next) !== ownerOf(own)) return;
  if (next.access !== own.access || next.refresh !== own.refresh) {
    store.set(authStateAtom, next);
  }
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
    const run = (): Promise<T> => {
      resyncSession(store);
      return work();
    };
    // Only a remembered session has other tabs to wait for.
    const shared = store.get(authStateAtom)?.remember === true;
    return shared && locks ? (locks.request(TOKEN_REFRESH_LOCK, run) as Promise<T>) : run();
  };
}

/** The session as the API client sees it: the portal's stored session in `store`. */
export function apiSessionOf(store: PortalStore): ApiSession {
  return {
    // The holder is the user's owner key: a call made for one person never goes with another's
    // token (another person may sign in on the device while it waits or after its 401).
    getTokens: () => {
      const auth = store.get(authStateAtom);
      return auth ? { access: auth.access, refresh: auth.refresh, holder: ownerOf(auth) } : null;
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
  };
}
