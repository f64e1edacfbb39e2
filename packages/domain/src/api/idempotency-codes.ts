// Facts of the Idempotency-Key layer that code outside the contract needs (the outbox reads the
// codes of a refusal): a module with no schema, so that reading them builds none of the
// contract's (the contract's error texts quote them from here).

/**
 * The `code` of the two answers the Idempotency-Key layer gives by itself (after the IETF httpapi
 * idempotency-key draft): the same key while its first request is still running (409, try again
 * shortly), and the same key with another body (422, a new submission needs a new key).
 */
export const IDEMPOTENCY_ERROR_CODES = {
  inProgress: 'idempotency_key_in_use',
  reused: 'idempotency_key_reused',
} as const;

/** How long a server keeps an Idempotency-Key and its answer: a retry within it is a replay. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 30 * 24;
