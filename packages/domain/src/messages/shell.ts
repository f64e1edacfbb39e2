/**
 * The messages of the app's shell and its first screen (sign-in, the guard, session expiry, the
 * router's fallback), with the notices' durations: what the entry needs. Apart from MESSAGES (which
 * repeats them) so the rest of the catalogue loads with the screens that show it: /login's
 * 100 KB budget (docs/DECISIONS.md "Tags and signing").
 */
export const SHELL_MESSAGES = {
  required: 'Required',
  /** ours: the spec asks for "must be an email" without wording it. */
  invalidEmail: 'Enter a valid email address',

  loginFailed: 'Login failed',
  /** ours: sign-in could not reach the server (or load its code): not a wrong password. */
  loginUnavailable:
    'Could not sign in: no connection to the server. Check your signal and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthorised: 'You are not authorised to view this page. Please try again or log in again.',
  routerFallback: 'Unexpected Application Error!',
} as const;

/** How long a notice stays up (PRODUCT.md "Notices"). */
export const NOTICE_MS = { default: 5000, medium: 30_000, long: 60_000 } as const;
