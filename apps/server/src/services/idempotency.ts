// A write under an Idempotency-Key (the IETF httpapi draft, as the contract describes it), kept in
// PostgreSQL so every instance agrees:
// - scoped per user and endpoint; kept IDEMPOTENCY_KEY_LIFETIME_HOURS;
// - the key is claimed with a transaction-scoped advisory lock: while its first request runs,
//   the same key on any instance answers 409 (nothing done, try again); a process that dies
//   mid-write releases it with its connection, so a retry is never locked out;
// - a repeat with the same body gets the first answer (`Idempotent-Replayed: true`), with another
//   body 422;
// - the write and its answer are committed in one transaction, so a write is stored once with its
//   answer or not at all; a refusal is not kept (the same key may be sent again);
// - the kept answer is sealed with the server's key: it can hold a tag's code and media keys.
import { createHash } from 'node:crypto';
import {
  type EndpointName,
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
} from '@scaffold/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Answer, Call } from '../http/contract-routes';
import { problem } from '../http/problem';

/** What a write answers when it succeeds. */
export interface WriteAnswer {
  status: 200 | 201;
  json: unknown;
  headers?: Record<string, string>;
}

/** JSON with its object keys sorted, so the same body spelt in another order is the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The body's fingerprint: SHA-256 of its canonical JSON (of its text when it is not JSON). */
export function fingerprintOf(rawBody: string): string {
  let text: string;
  try {
    text = canonicalJson(JSON.parse(rawBody));
  } catch {
    text = rawBody;
  }
  return createHash('sha256').update(text).digest('hex');
}

const LIFETIME_MS = IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000;

/**
 * Keys whose first request this process is answering now. On PGlite (one connection, one
 * process) this is the whole claim: a second request is answered 409 at once instead of queueing
 * for the connection. On PostgreSQL it spares a round trip for a repeat to the same instance; the
 * advisory lock is the claim every instance sees.
 */
const inFlight = new Set<string>();

const inProgress = () =>
  problem(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.', {
    code: IDEMPOTENCY_ERROR_CODES.inProgress,
    headers: { 'Retry-After': '1' },
  });

/** The kept answer's look-up with a write's first read beside it. */
type KeptRow = Record<string, unknown> & {
  kept_fingerprint: unknown;
  kept_status: unknown;
  kept_body: unknown;
  kept_at_ms: unknown;
  first_found?: unknown;
};

/** Two 32-bit numbers naming a key, for pg_try_advisory_xact_lock(int, int) (a test holds one). */
export function idempotencyLock(userId: number, endpoint: string, key: string): [number, number] {
  const digest = createHash('sha256').update(`${userId}\u0000${endpoint}\u0000${key}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

/**
 * The statement keeping a write's answer, for the write to run inside its own last statement (a
 * data-modifying WITH) and spare a round trip; null when the write has no key (nothing to keep).
 * The answer it keeps must be the one the write returns.
 */
export type KeepAnswer = (answer: WriteAnswer) => SQL | null;

/** The row of a write's own first query (`firstRead`), or undefined when it found none. */
export type FirstRow = Record<string, unknown> | undefined;

/**
 * Runs a customer's write in one transaction, under its Idempotency-Key when it has one. `work`
 * throws an HttpProblem to refuse (nothing is kept) or returns the answer to commit with it; it
 * may run the statement keeping its answer itself (`keep`), else it is run after `work`.
 * `firstRead`, a select of at most one row in the customer's scope, is run with the kept answer's
 * look-up (one round trip), its row given to `work`; it is run on a replay too, so it must change
 * nothing that outlives the transaction but sequences.
 */
export async function withIdempotency<N extends EndpointName>(
  call: Pick<Call<N>, 'caller' | 'idempotencyKey' | 'rawBody' | 'services'>,
  endpoint: N,
  work: (tx: Transaction, keep: KeepAnswer, first: FirstRow) => Promise<WriteAnswer>,
  firstRead?: SQL,
): Promise<Answer> {
  const { caller, services, rawBody } = call;
  const key = call.idempotencyKey;
  if (!caller) throw new Error(`${endpoint}: an idempotent write needs a signed-in caller`);
  const scope = { customerId: caller.customerId, userId: caller.userId };
  if (!key) {
    return asCustomer(services.db, scope, async (tx) =>
      work(
        tx,
        () => null,
        firstRead ? rowsOf<Record<string, unknown>>(await tx.execute(firstRead))[0] : undefined,
      ),
    );
  }
  const fingerprint = fingerprintOf(rawBody);
  const claim = `idempotency:${caller.userId}:${endpoint}:${key}`;
  if (inFlight.has(claim)) throw inProgress();
  inFlight.add(claim);
  const claimed = () =>
    services.testHooks?.writeClaimed?.({ userId: caller.userId, endpoint, key }) ??
    Promise.resolve();
  try {
    const embedded = services.engine === 'pglite';
    // On PGlite the claim is visible now; a test holding the write here must not hold the one
    // connection too.
    if (embedded) await claimed();
    const [one, two] = idempotencyLock(caller.userId, endpoint, key);
    // The claim is taken in the statement setting the scope: one round trip fewer per write.
    return await asCustomer(
      services.db,
      scope,
      async (tx, lock) => {
        if (lock?.claimed !== true) throw inProgress();
        if (!embedded) await claimed();
        const now = services.now();
        const mine = and(
          eq(idempotencyKeys.userId, caller.userId),
          eq(idempotencyKeys.endpoint, endpoint),
          eq(idempotencyKeys.key, key),
        );
        // A statement of its own after the claim: its snapshot then holds an answer committed by
        // the request that held the key just before. The write's first read rides along.
        const [found] = rowsOf<KeptRow>(
          await tx.execute(
            sql`select ${idempotencyKeys.fingerprint} as kept_fingerprint, ${idempotencyKeys.status} as kept_status, ${idempotencyKeys.body} as kept_body, (extract(epoch from ${idempotencyKeys.storedAt}) * 1000)::float8 as kept_at_ms${firstRead ? sql`, first_read.*` : sql``} from (select) as one left join ${idempotencyKeys} on ${mine}${firstRead ? sql` left join lateral (select true as first_found, first_row.* from (${firstRead}) as first_row) as first_read on true` : sql``}`,
          ),
        );
        const kept =
          found?.kept_body == null
            ? null
            : {
                fingerprint: String(found.kept_fingerprint),
                status: Number(found.kept_status) as WriteAnswer['status'],
                body: String(found.kept_body),
                storedAt: Number(found.kept_at_ms),
              };
        const first = found?.first_found === true ? found : undefined;
        if (kept && now.getTime() - kept.storedAt < LIFETIME_MS) {
          if (kept.fingerprint !== fingerprint) {
            throw problem(
              422,
              'This Idempotency-Key was already used with a different request body. A new request needs a new key.',
              { code: IDEMPOTENCY_ERROR_CODES.reused },
            );
          }
          return {
            status: kept.status,
            json: JSON.parse(services.keys.open(kept.body)) as unknown,
            headers: { 'Idempotent-Replayed': 'true' },
          };
        }
        if (kept) await tx.delete(idempotencyKeys).where(mine);
        let keptAnswer = null as WriteAnswer | null;
        const keeping = (answer: WriteAnswer) =>
          tx.insert(idempotencyKeys).values({
            userId: caller.userId,
            endpoint,
            key,
            fingerprint,
            status: answer.status,
            body: services.keys.seal(JSON.stringify(answer.json)),
            storedAt: now,
          });
        const answer = await work(
          tx,
          (toKeep) => {
            keptAnswer = toKeep;
            return keeping(toKeep).getSQL();
          },
          first,
        );
        if (keptAnswer === null) await keeping(answer);
        else if (keptAnswer !== answer) throw new Error(`${endpoint}: kept another answer`);
        return answer;
      },
      sql`pg_try_advisory_xact_lock(${one}::int, ${two}::int) as claimed`,
    );
  } finally {
    inFlight.delete(claim);
  }
}
