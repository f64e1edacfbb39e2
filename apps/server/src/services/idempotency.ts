// Idempotency-Key on a write, kept in the database so every instance agrees (the contract's rule,
// as the mock keeps it in memory):
// - per user, endpoint and key; kept IDEMPOTENCY_KEY_LIFETIME_HOURS (upkeep forgets older ones);
// - a repeat with the same body (its canonical JSON's SHA-256) gets the first answer again, with
//   `Idempotent-Replayed: true`, and changes nothing; with another body, 422;
// - while the key's first request is still running, the same key answers 409 with Retry-After: the
//   first holds a transaction-scoped advisory lock on the key, which a second only tries for;
// - the write and its answer are committed in one transaction, so two sends store once; a refusal
//   rolls back and keeps nothing, so its key may be sent again.
// The answer is kept sealed with the server's key: it can hold a tag's code and media keys.
import { createHash } from 'node:crypto';
import {
  type EndpointName,
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
} from '@scaffold/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { rowsOf } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Answer, Call } from '../http/contract-routes';
import { problem } from '../http/problem';

/** JSON with its object keys sorted, so the same body spelt in another order is the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A body's fingerprint: the SHA-256 of its canonical JSON (of its text when it is not JSON). */
export function fingerprintOf(text: string): string {
  let canonical: string;
  try {
    canonical = canonicalJson(JSON.parse(text));
  } catch {
    canonical = text;
  }
  return createHash('sha256').update(canonical).digest('hex');
}

/** Two 32-bit numbers naming a key, for pg_try_advisory_xact_lock(int, int) (a test holds one). */
export function idempotencyLock(userId: number, endpoint: string, key: string): [number, number] {
  const digest = createHash('sha256').update(`${userId}\u0000${endpoint}\u0000${key}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

const IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Try again shortly.';
const REUSED =
  'This Idempotency-Key was already used with a different request body. A new request needs a new key.';

type JsonAnswer = Extract<Answer, { json: unknown }>;

/**
 * Runs a write in the caller's customer scope, honouring its Idempotency-Key when it has one.
 * `work` does the write in the transaction it is given and answers it; it throws an HttpProblem
 * to refuse (nothing is then kept).
 */
export async function withIdempotency<N extends EndpointName>(
  call: Pick<Call<N>, 'caller' | 'idempotencyKey' | 'rawBody' | 'services'>,
  endpoint: N,
  work: (tx: Transaction) => Promise<JsonAnswer>,
): Promise<Answer> {
  const { caller, services } = call;
  if (!caller) throw new Error(`${endpoint}: an idempotent write needs a signed-in caller`);
  const scope = { customerId: caller.customerId, userId: caller.userId };
  const key = call.idempotencyKey;
  if (!key) return asCustomer(services.db, scope, work);

  const fingerprint = fingerprintOf(call.rawBody);
  return asCustomer(services.db, scope, async (tx) => {
    const [one, two] = idempotencyLock(caller.userId, endpoint, key);
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${one}::int, ${two}::int) as locked`),
    )[0]?.locked;
    if (!locked) {
      throw problem(409, IN_PROGRESS, {
        code: IDEMPOTENCY_ERROR_CODES.inProgress,
        headers: { 'Retry-After': '1' },
      });
    }
    const now = services.now();
    const since = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000);
    const where = and(
      eq(idempotencyKeys.userId, caller.userId),
      eq(idempotencyKeys.endpoint, endpoint),
      eq(idempotencyKeys.key, key),
    );
    const [kept] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(where, gt(idempotencyKeys.storedAt, since)));
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw problem(422, REUSED, { code: IDEMPOTENCY_ERROR_CODES.reused });
      }
      return {
        status: kept.status,
        json: JSON.parse(services.keys.open(kept.body)) as unknown,
        headers: { 'Idempotent-Replayed': 'true' },
      };
    }
    const answer = await work(tx);
    const row = {
      userId: caller.userId,
      endpoint,
      key,
      fingerprint,
      status: answer.status,
      body: services.keys.seal(JSON.stringify(answer.json)),
      storedAt: now,
    };
    // An expired row of the same key may still be there until upkeep removes it: replaced.
    await tx
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
        set: {
          fingerprint: row.fingerprint,
          status: row.status,
          body: row.body,
          storedAt: row.storedAt,
        },
      });
    return answer;
  });
}
