// Rate limits shared by every instance: a fixed window per bucket and caller, counted by one
// upsert in PostgreSQL (no process holds a count), so a caller over the limit on one instance is
// over it on all. The caller is the connection's address, or the right-most address a trusted
// proxy vouches for (TRUST_PROXY), never a header anyone can write. Each is one statement on its own
// (atomic without a transaction around it): one round trip, not three.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { problem } from '../http/problem';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one call; throws the contract's 429 (with Retry-After) when it is one too many. */
  hit(bucket: string, caller: string, limit: Limit): Promise<void>;
  /** Throws the 429 when the window's count has reached the limit already; counts nothing. */
  check(bucket: string, caller: string, limit: Limit): Promise<void>;
  /** Counts one without judging (a failed sign-in). */
  count(bucket: string, caller: string, limit: Limit): Promise<void>;
  /** Forgets windows that have ended. */
  sweep(): Promise<void>;
}

export function createRateLimiter(db: Database, now: () => Date): RateLimiter {
  const windowOf = (limit: Limit) => {
    const nowMs = now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const start = Math.floor(nowMs / windowMs) * windowMs;
    return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)) };
  };
  const tooMany = (retryAfter: number) =>
    problem(429, `Too many requests: try again in ${retryAfter} seconds.`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  const increment = async (bucket: string, caller: string, limit: Limit) => {
    const window = windowOf(limit);
    const result = await db.execute(sql`
        insert into rate_limits (bucket, caller, window_start, count)
        values (${bucket}, ${caller}, ${window.start}, 1)
        on conflict (bucket, caller, window_start) do update set count = rate_limits.count + 1
        returning count`);
    return { used: Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0), window };
  };
  return {
    async hit(bucket, caller, limit) {
      const { used, window } = await increment(bucket, caller, limit);
      if (used > limit.max) throw tooMany(window.retryAfter);
    },
    async check(bucket, caller, limit) {
      const window = windowOf(limit);
      const result = await db.execute(sql`
        select count from rate_limits
        where bucket = ${bucket} and caller = ${caller} and window_start = ${window.start}`);
      const used = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
      if (used >= limit.max) throw tooMany(window.retryAfter);
    },
    async count(bucket, caller, limit) {
      await increment(bucket, caller, limit);
    },
    async sweep() {
      // The longest window is an hour; anything older than a day has long ended.
      const before = now().getTime() - 86_400_000;
      await db.execute(sql`delete from rate_limits where window_start < ${before}`);
    },
  };
}
