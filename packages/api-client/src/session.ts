/** The two tokens the auth endpoints hand out. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/**
 * What the client needs from wherever the caller keeps the session (the portal: a jotai atom
 * backed by sessionStorage). The client never holds tokens itself, so two clients over one
 * session agree, and clearing the store logs every caller out at once.
 */
export interface ApiSession {
  /** The current tokens, or null when logged out. */
  getTokens(): SessionTokens | null;
  /** Called after a successful token refresh; the refresh token is unchanged. */
  setAccessToken(access: string): void;
  /** Called when a refresh fails and on logout: forget everything. */
  clear(): void;
  /**
   * False while the store is still loading (e.g. hydrating from storage on start-up);
   * authenticated calls wait for it. Omit when the store is ready from the start.
   */
  isReady?(): boolean;
}

/** An in-memory session for tests, Storybook and scripts. */
export interface MemorySession extends ApiSession {
  /** Log in (or out, with null). */
  setTokens(tokens: SessionTokens | null): void;
  setReady(ready: boolean): void;
}

export function createMemorySession(
  initial: SessionTokens | null = null,
  options: { ready?: boolean } = {},
): MemorySession {
  let tokens = initial;
  let ready = options.ready ?? true;
  return {
    getTokens: () => tokens,
    setAccessToken: (access) => {
      if (tokens) tokens = { ...tokens, access };
    },
    clear: () => {
      tokens = null;
    },
    isReady: () => ready,
    setTokens: (next) => {
      tokens = next;
    },
    setReady: (next) => {
      ready = next;
    },
  };
}
