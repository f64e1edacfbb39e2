import {
  type AuthState,
  authStateSchema,
  type Preferences,
  preferencesSchema,
} from '@scaffold/domain';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { validatedStorage } from './validated-storage';

export const AUTH_STATE_KEY = 'authState';
export const PREFERENCES_KEY = 'preferences';

/** The signed-in user's session, in sessionStorage under `authState` (SPEC section 3). */
export const authStateAtom = atomWithStorage<AuthState | null>(
  AUTH_STATE_KEY,
  null,
  validatedStorage(authStateSchema.nullable(), () => sessionStorage),
  { getOnInit: true },
);

export const DEFAULT_PREFERENCES: Preferences = { navPosition: 'top' };

/** Local preferences: nav position (default 'top') and the remembered email. */
export const preferencesAtom = atomWithStorage<Preferences>(
  PREFERENCES_KEY,
  DEFAULT_PREFERENCES,
  validatedStorage(preferencesSchema, () => localStorage),
  { getOnInit: true },
);

export const isSignedInAtom = atom((get) => Boolean(get(authStateAtom)?.access));

/**
 * Set when the session ends on purpose (logout, or a failed token refresh), so the guard does not
 * greet the user on their way to /login with the not-authorised notice as well.
 */
export const sessionEndedAtom = atom(false);
