/**
 * The rate limits a server applies, per bucket: at most `max` calls per `windowSeconds` (a fixed
 * window) from one caller, counted across every instance. The caller is the connection's address
 * (or the right-most address of a trusted proxy), except `loginAccount`, which counts failed sign-ins
 * to one account from anywhere. Over the limit: 429 with `Retry-After` in seconds.
 */
export const RATE_LIMITS = {
  /** The public tag page: a person scanning tags on a site. */
  tagStatus: { max: 60, windowSeconds: 60 },
  /** The client's signing page: read and sign. */
  signing: { max: 20, windowSeconds: 60 },
  /** Sign-ins from one address, right or wrong. */
  loginAddress: { max: 30, windowSeconds: 900 },
  /**
   * Failed sign-ins to one account, from anywhere: guessing one password is slow however many
   * addresses try. Once reached, the account's sign-ins wait for the window's end, right or wrong.
   */
  loginAccount: { max: 10, windowSeconds: 900 },
  /** Refreshing and ending sessions, from one address. */
  tokens: { max: 120, windowSeconds: 60 },
  /** Account requests and password reset requests, from one address. */
  accounts: { max: 10, windowSeconds: 3600 },
  /** Images read by URL (an inspection's photos and signatures), from one address. */
  media: { max: 600, windowSeconds: 60 },
  /** The other calls that take no token (capabilities, the user list), from one address. */
  anonymous: { max: 120, windowSeconds: 60 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
