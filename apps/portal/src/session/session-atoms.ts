import type { AuthState, Preferences } from '@scaffold/domain';
import { atom, type createStore } from 'jotai';
import { atomWithValidatedStorage, loadStoredSchemas, type StorageLike } from './validated-storage';

/** The jotai store that holds these atoms: one per portal (services/portal-services.ts). */
export type PortalStore = ReturnType<typeof createStore>;

export const AUTH_STATE_KEY = 'authState';
export const PREFERENCES_KEY = 'preferences';
/** Who uses this device now, read by every tab (device-person.ts; localStorage). */
export const DEVICE_PERSON_KEY = 'scaffold:device-person';

/**
 * Where the session is kept: sessionStorage (gone with the tab, PRODUCT.md "Session state"), or localStorage
 * when the user ticked 'Remember me' (`remember`: this device is theirs; kept across closed tabs
 * and browser restarts until logout or the refresh token's end, and shared by the tabs). Both
 * are the portal's origin's alone, which the Content-Security-Policy keeps other scripts out of.
 * One session per browser: storing one removes any other.
 */
export function sessionStorageRoute(
  tab: () => StorageLike = () => sessionStorage,
  device: () => StorageLike = () => localStorage,
): StorageLike {
  return {
    getItem: (key) => tab().getItem(key) ?? device().getItem(key),
    setItem: (key, raw) => {
      const remembered = (JSON.parse(raw) as { remember?: unknown }).remember === true;
      const [keep, other] = remembered ? [device(), tab()] : [tab(), device()];
      keep.setItem(key, raw);
      other.removeItem(key);
    },
    removeItem: (key) => {
      tab().removeItem(key);
      device().removeItem(key);
    },
  };
}

const sessionRoute = sessionStorageRoute();

/** The signed-in user's session under `authState` (see sessionStorageRoute). */
export const authStateAtom = atomWithValidatedStorage<AuthState | null>(
  AUTH_STATE_KEY,
  null,
  (schemas) => schemas.authState,
  () => sessionRoute,
);

export const DEFAULT_PREFERENCES: Preferences = { navPosition: 'top' };

/** Local preferences: nav position (default 'top') and the remembered email. */
export const preferencesAtom = atomWithValidatedStorage<Preferences>(
  PREFERENCES_KEY,
  DEFAULT_PREFERENCES,
  (schemas) => schemas.preferences,
  () => localStorage,
);

export const isSignedInAtom = atom((get) => Boolean(get(authStateAtom)?.access));

/**
 * How the last session ended, when it ended on purpose: a logout (here or in another tab of a
 * remembered session) or a failed token refresh ('expired', with whose session it was). The
 * guard then does not greet the user on their way to /login with the not-authorised notice, and
 * only an expired session's own user is taken back to where they were.
 */
export type SessionEnd =
  /** `heard`: another tab logged out, or another person signed in on the device. */
  { reason: 'logout'; heard?: true } | { reason: 'expired'; email: string };
export const sessionEndedAtom = atom<SessionEnd | null>(null);

/** Before the first render: fetches what checks a stored session or preferences, if any. */
export const prepareStoredSession = () =>
  loadStoredSchemas({ session: [AUTH_STATE_KEY], local: [AUTH_STATE_KEY, PREFERENCES_KEY] });
