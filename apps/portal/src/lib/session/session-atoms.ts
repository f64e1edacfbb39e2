import type { AuthState, Preferences } from '@scaffold/domain';
import { atom } from 'jotai';
import { atomWithValidatedStorage, loadStoredSchemas } from './validated-storage';

export const AUTH_STATE_KEY = 'authState';
export const PREFERENCES_KEY = 'preferences';

/** The signed-in user's session, in sessionStorage under `authState` (SPEC section 3). */
export const authStateAtom = atomWithValidatedStorage<AuthState | null>(
  AUTH_STATE_KEY,
  null,
  (schemas) => schemas.authState,
  () => sessionStorage,
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
 * Set when the session ends on purpose (logout, or a failed token refresh), so the guard does not
 * greet the user on their way to /login with the not-authorised notice as well.
 */
export const sessionEndedAtom = atom(false);

/** Before the first render: fetches what checks a stored session or preferences, if any. */
export const prepareStoredSession = () =>
  loadStoredSchemas({ session: [AUTH_STATE_KEY], local: [PREFERENCES_KEY] });
