/** What a redirect to sign-in carries (router state): set by the guard and the session-expiry listener. */
export interface RedirectState {
  /** Where the visitor was going, so sign-in can take them there. */
  from?: string;
  /** Only this user's sign-in goes there (an expired session's); anyone's when absent. */
  email?: string;
}
