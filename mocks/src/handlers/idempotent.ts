import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@scaffold/domain';
import { mockNow } from '../db/clock';
import { commit, currentState, databaseGeneration } from '../db/database';
import type { DatabaseState, IdempotencyRecord, UserRecord } from '../db/state';
import type { MockEndpoint } from '../scenarios';
import { authenticate, problem, type RouteContext, type RouteResolver } from './respond';

export const IDEMPOTENCY_KEY_LIFETIME_MS = IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000;

/**
 * Commits a write's new state and answers it: with an Idempotency-Key, the answer is kept with
 * the write in the same commit, so no one can see the one without the other.
 */
export type Write = (next: DatabaseState, status: number, body: unknown) => Response;

export interface WriteContext extends RouteContext {
  /** The caller, whose token was checked before anything else. */
  user: UserRecord;
  write: Write;
}

export type WriteResolver = (context: WriteContext) => Response | Promise<Response>;

/** Keys whose first request is being answered right now ('generation|scope'). */
const running = new Set<string>();

/** For tests: whether a request with this key is being answered now ('userId:endpoint:key'). */
export const isKeyRunning = (scope: string): boolean =>
  running.has(`${databaseGeneration()}|${scope}`);

const json = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** JSON with its object keys sorted, so the same body spelt in another order is the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53 twice with two seeds: 106 bits of a fast, synchronous, non-cryptographic hash. */
function hash(text: string): string {
  const one = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${one(0)}.${one(0x9e3779b9)}`;
}

/** A value's fingerprint: its canonical JSON's hash (an answer's revision, an ETag). */
export const contentHash = (value: unknown): string => hash(canonical(value));

/** The request body's fingerprint: its canonical JSON's hash, or the raw text's when not JSON. */
export function fingerprintOf(text: string): string {
  try {
    return hash(canonical(JSON.parse(text)));
  } catch {
    return hash(text);
  }
}

const isLive = (record: IdempotencyRecord, now: number) =>
  record.storedAt !== undefined && now - Date.parse(record.storedAt) < IDEMPOTENCY_KEY_LIFETIME_MS;

/** The records still within their lifetime. */
function liveRecords(state: DatabaseState, now: number): Record<string, IdempotencyRecord> {
  return Object.fromEntries(
    Object.entries(state.idempotency ?? {}).filter(([, record]) => isLive(record, now)),
  );
}

const plainWrite: Write = (next, status, body) => {
  commit(next);
  return json(JSON.stringify(body), status);
};

/**
 * Honours `Idempotency-Key` on a write (save an inspection, move stock) as the IETF httpapi
 * draft and Stripe do, and as a real server must (docs/DECISIONS.md "Saves and the outbox"):
 * - the token is checked first, for a repeat too (a replay is never handed to a stranger);
 * - keys are scoped per user and endpoint, and kept IDEMPOTENCY_KEY_LIFETIME_HOURS (mock clock);
 * - while the key's first request is running, the same key answers 409 (try again shortly);
 * - a repeat with the same body gets the first answer (`Idempotent-Replayed: true`), changing
 *   nothing; with another body, 422;
 * - the write and its answer are committed together (`write`), so two concurrent sends with one
 *   key store once. A refusal is not kept: its key may be sent again.
 */
export function idempotent(endpoint: MockEndpoint, resolve: WriteResolver): RouteResolver {
  return async (context) => {
    const auth = authenticate(context.request, context.scenarios);
    if (!auth.ok) return auth.response;
    const { user } = auth;
    const key = context.request.headers.get('Idempotency-Key')?.trim();
    if (!key) return resolve({ ...context, user, write: plainWrite });

    const scope = `${user.id}:${endpoint}:${key}`;
    const flight = `${databaseGeneration()}|${scope}`;
    // Checked and claimed with no await in between: of two requests, one runs, one hears 409.
    if (running.has(flight)) {
      return json(
        JSON.stringify({
          detail:
            'A request with this Idempotency-Key is still being processed. Try again shortly.',
          code: IDEMPOTENCY_ERROR_CODES.inProgress,
        }),
        409,
        { 'Retry-After': '1' },
      );
    }
    running.add(flight);
    try {
      const fingerprint = fingerprintOf(await context.request.clone().text());
      const kept = liveRecords(currentState(), mockNow().getTime())[scope];
      if (kept) {
        if (kept.fingerprint !== fingerprint) {
          return problem(
            422,
            'This Idempotency-Key was already used with a different request body. A new request needs a new key.',
            { code: IDEMPOTENCY_ERROR_CODES.reused },
          );
        }
        return json(kept.body, kept.status, { 'Idempotent-Replayed': 'true' });
      }
      const write: Write = (next, status, body) => {
        const text = JSON.stringify(body);
        const now = mockNow();
        const record: IdempotencyRecord = {
          status,
          body: text,
          fingerprint,
          storedAt: now.toISOString(),
        };
        commit({
          ...next,
          idempotency: { ...liveRecords(next, now.getTime()), [scope]: record },
        });
        return json(text, status);
      };
      return await resolve({ ...context, user, write });
    } finally {
      running.delete(flight);
    }
  };
}
