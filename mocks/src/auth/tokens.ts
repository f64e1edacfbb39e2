import type { LoginResponse } from '@scaffold/domain';
import { DEFAULT_TOKEN_LIFETIMES, REFRESH_REUSE_GRACE_MS } from '../constants';
import { mockNow } from '../db/clock';
import { commit, currentState, nextId } from '../db/database';
import type { TokenRecord, UserRecord } from '../db/state';

let lifetimes: { accessMs: number; refreshMs: number } = { ...DEFAULT_TOKEN_LIFETIMES };

/** How long new tokens live. Tokens already issued keep their expiry. */
export function setTokenLifetimes(next: { accessMs?: number; refreshMs?: number }): void {
  lifetimes = { ...lifetimes, ...next };
}

export function getTokenLifetimes(): { accessMs: number; refreshMs: number } {
  return { ...lifetimes };
}

export function resetTokenLifetimes(): void {
  lifetimes = { ...DEFAULT_TOKEN_LIFETIMES };
}

type Kind = 'access' | 'refresh';

/** 128 random bits as hex (Web Crypto: in the browser and in Node alike). */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function issue(kind: Kind, user: UserRecord, session?: number): string {
  const serial = nextId('token');
  const nowMs = mockNow().getTime();
  // Opaque on purpose: the client must not read expiry from the token, only learn it by a 401.
  // The random part means a token cannot be guessed from a user id and a count.
  const token = `mock-${kind}.${user.id}.${serial}.${randomPart()}`;
  const record: TokenRecord = {
    userId: user.id,
    customerId: user.customer_id,
    serial,
    issuedAtMs: nowMs,
    expiresAtMs: nowMs + (kind === 'access' ? lifetimes.accessMs : lifetimes.refreshMs),
    revoked: false,
    session: session ?? serial,
  };
  const state = currentState();
  commit({
    ...state,
    tokens: { ...state.tokens, [kind]: { ...state.tokens[kind], [token]: record } },
  });
  return token;
}

/** The serial of the last token handed out (a scenario expires every token up to it). */
export function lastTokenSerial(): number {
  return currentState().counters.token;
}

/** The body of a successful login for a user, with a fresh token pair. */
export function loginResponseFor(user: UserRecord): LoginResponse {
  const refresh = issue('refresh', user);
  const session = currentState().tokens.refresh[refresh]?.session;
  return {
    access: issue('access', user, session),
    refresh,
    customer_id: user.customer_id,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    user_id: user.id,
  };
}

/**
 * The refresh call of a rotating server: a new access token and a new refresh token (a full
 * lifetime again) of the same session, the one sent revoked. Sent again within
 * REFRESH_REUSE_GRACE_MS of its rotation (another tab refreshing at the same moment), it answers
 * the same pair; later, someone holds a copy of it: the whole session ends (reuse detection).
 */
export function rotateRefreshToken(
  token: string,
): { ok: true; access: string; refresh: string } | { ok: false } {
  const state = currentState();
  const record = Object.hasOwn(state.tokens.refresh, token)
    ? state.tokens.refresh[token]
    : undefined;
  const nowMs = mockNow().getTime();
  if (record?.rotated) {
    if (nowMs - record.rotated.atMs < REFRESH_REUSE_GRACE_MS) {
      const { access, refresh } = record.rotated;
      // Not if the new pair has ended since (a logout): the grace never outlives the session.
      if (checkToken('refresh', refresh).ok) return { ok: true, access, refresh };
      return { ok: false };
    }
    endSession(record.session);
    return { ok: false };
  }
  const check = checkToken('refresh', token);
  if (!check.ok) return { ok: false };
  const access = issue('access', check.user, check.record.session);
  const refresh = issue('refresh', check.user, check.record.session);
  updateTokens('refresh', (entry, key) =>
    key === token ? { ...entry, revoked: true, rotated: { atMs: nowMs, access, refresh } } : entry,
  );
  return { ok: true, access, refresh };
}

/** Every token of a session is revoked: its access tokens are refused at once, not in minutes. */
export function endSession(session: number): void {
  for (const kind of ['access', 'refresh'] as const) {
    updateTokens(kind, (entry) =>
      entry.session === session ? { ...entry, revoked: true } : entry,
    );
  }
}

export type TokenCheck =
  | { ok: true; record: TokenRecord; user: UserRecord }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export function checkToken(kind: Kind, token: string): TokenCheck {
  const state = currentState();
  const record = Object.hasOwn(state.tokens[kind], token) ? state.tokens[kind][token] : undefined;
  if (!record) return { ok: false, reason: 'unknown' };
  if (record.revoked) return { ok: false, reason: 'revoked' };
  if (mockNow().getTime() >= record.expiresAtMs) return { ok: false, reason: 'expired' };
  const user = state.users.find((candidate) => candidate.id === record.userId);
  return user ? { ok: true, record, user } : { ok: false, reason: 'unknown' };
}

function updateTokens(kind: Kind, change: (record: TokenRecord, token: string) => TokenRecord) {
  const state = currentState();
  const tokens = Object.fromEntries(
    Object.entries(state.tokens[kind]).map(([token, record]) => [token, change(record, token)]),
  );
  commit({ ...state, tokens: { ...state.tokens, [kind]: tokens } });
}

/** Every access token issued so far expires now: the next authenticated call gets a 401. */
export function expireAccessTokens(): void {
  const nowMs = mockNow().getTime();
  updateTokens('access', (record) => ({
    ...record,
    expiresAtMs: Math.min(record.expiresAtMs, nowMs),
  }));
}

/**
 * Every refresh token issued so far is revoked, or, given one, the session it belongs to ends
 * (its access tokens too): refreshing fails with 401.
 */
export function revokeRefreshTokens(token?: string): void {
  if (token === undefined) {
    updateTokens('refresh', (record) => ({ ...record, revoked: true }));
    return;
  }
  const record = currentState().tokens.refresh[token];
  if (record) endSession(record.session);
}

/**
 * Signs a demo account in without a request, for stories and tests that start logged in:
 * returns what a login call would. Call it after resetDatabase() (a reset forgets
 * tokens); in Storybook, from a story's `beforeEach` (runs after the preview's reset).
 */
export function createSession(email: string): LoginResponse {
  const user = currentState().users.find(
    (candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase(),
  );
  if (!user) throw new Error(`createSession: no mock user ${email}`);
  return loginResponseFor(user);
}
