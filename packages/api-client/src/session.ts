/** The two tokens the auth endpoints hand out. */
export interface SessionTokens {
  access: string;
  refresh: string;
  /**
   * Whose tokens these are (the portal: the user's owner key). A call made for one holder is
   * never sent, nor sent again after a 401, with another holder's token. Omitted: one holder.
   */
  holder?: string;
}

/** What a successful refresh hands back: `refresh` only from a server that rotates it. */
export interface RefreshedTokens {
  access: string;
  refresh?: string;
}

/**
 * What the client needs from wherever the caller keeps the session (the portal: a jotai atom
 * backed by sessionStorage, or localStorage for a remembered device). The client never holds
 * tokens itself, so two clients over one session agree, and clearing the store logs every
 * caller out at once.
 */
export interface ApiSession {
  /** The current tokens, or null when logged out. */
  getTokens(): SessionTokens | null;
  /**
   * Called after a successful token refresh: the new access token, and the new refresh token
   * when the server rotated it (the old one no longer works); without it the refresh token stays.
   */
  setRefreshedTokens(tokens: RefreshedTokens): void;
  /** Called when a refresh fails and on logout: forget everything. */
  clear(): void;
  /**
   * False while the store is still loading (e.g. hydrating from storage on start-up);
   * authenticated calls wait for it. Omit when the store is ready from the start.
   */
  isReady?(): boolean;
  /**
   * Runs a token refresh while no other holder of the same session refreshes (another tab of a
   * remembered session: a rotated refresh token works once). `work` reads getTokens() again
   * first, so it should see what another holder stored meanwhile. Omit for a session with one
   * holder.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
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
    setRefreshedTokens: ({ access, refresh }) => {
      if (tokens) tokens = { ...tokens, access, refresh: refresh ?? tokens.refresh };
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
