import { RATE_LIMITS, type RateLimitBucket } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { databaseGeneration } from '../db/database';

// The rate limits of the contract (RATE_LIMITS), as a server keeps them: a fixed window per
// bucket and caller. In the browser and in tests there is no connection to tell callers apart:
// the caller is MOCK_CALLER_HEADER when a test sets it (the mock's HTTP server sets it from the
// socket's address, replacing any a client sent), else one shared caller. Kept in memory, not
// in the database: a reset starts it afresh.

/** Who is calling, as the mock's HTTP server saw the connection (never X-Forwarded-For). */
export const MOCK_CALLER_HEADER = 'X-Mock-Caller';

let counts = new Map<string, number>();
let countsGeneration = -1;

export const callerOf = (request: Request): string =>
  request.headers.get(MOCK_CALLER_HEADER)?.trim() || 'direct';

function windowOf(bucket: RateLimitBucket) {
  if (countsGeneration !== databaseGeneration()) {
    counts = new Map();
    countsGeneration = databaseGeneration();
  }
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const windowMs = windowSeconds * 1000;
  const nowMs = mockNow().getTime();
  const window = Math.floor(nowMs / windowMs);
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - nowMs) / 1000));
  return { max, window, retryAfter };
}

const tooMany = (retryAfter: number) =>
  HttpResponse.json(
    { detail: `Too many requests: try again in ${retryAfter} seconds.` },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );

function add(bucket: RateLimitBucket, key: string, window: number): number {
  const entry = `${bucket}|${key}|${window}`;
  const used = counts.get(entry) ?? 0;
  // Old windows go: the map holds the current ones only.
  if (used === 0) {
    for (const old of counts.keys()) if (!old.endsWith(`|${window}`)) counts.delete(old);
  }
  counts.set(entry, used + 1);
  return used + 1;
}

/**
 * A 429 with Retry-After when `key` (the caller unless told) has used up the bucket's window;
 * null otherwise (and counts it).
 */
export function rateLimited(
  request: Request,
  bucket: RateLimitBucket,
  key: string = callerOf(request),
): Response | null {
  const { max, window, retryAfter } = windowOf(bucket);
  if ((counts.get(`${bucket}|${key}|${window}`) ?? 0) >= max) return tooMany(retryAfter);
  add(bucket, key, window);
  return null;
}

/** The 429 when `key` has reached the bucket's limit already; counts nothing. */
export function overLimit(bucket: RateLimitBucket, key: string): Response | null {
  const { max, window, retryAfter } = windowOf(bucket);
  return (counts.get(`${bucket}|${key}|${window}`) ?? 0) >= max ? tooMany(retryAfter) : null;
}

/** Counts one against `key` without judging (a failed sign-in). */
export function countOne(bucket: RateLimitBucket, key: string): void {
  add(bucket, key, windowOf(bucket).window);
}
