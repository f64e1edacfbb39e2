import { PUBLIC_RATE_LIMITS } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { databaseGeneration } from '../db/database';

// The public calls' rate limit (docs/DECISIONS.md): a fixed window per caller and kind of call.
// The caller is the first address of X-Forwarded-For (what a proxy in front of a server says),
// else one shared caller. Kept in memory, not in the database: a reset starts it afresh.

type Bucket = keyof typeof PUBLIC_RATE_LIMITS;

let counts = new Map<string, number>();
let countsGeneration = -1;

const callerOf = (request: Request): string =>
  request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'direct';

/** A 429 with Retry-After when the caller has used up the window; null otherwise (and counts it). */
export function rateLimited(request: Request, bucket: Bucket): Response | null {
  if (countsGeneration !== databaseGeneration()) {
    counts = new Map();
    countsGeneration = databaseGeneration();
  }
  const { max, windowSeconds } = PUBLIC_RATE_LIMITS[bucket];
  const windowMs = windowSeconds * 1000;
  const nowMs = mockNow().getTime();
  const window = Math.floor(nowMs / windowMs);
  const key = `${bucket}|${callerOf(request)}|${window}`;
  const used = counts.get(key) ?? 0;
  if (used >= max) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - nowMs) / 1000));
    return HttpResponse.json(
      { detail: `Too many requests: try again in ${retryAfter} seconds.` },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  // Old windows go: the map holds the current one only.
  if (used === 0) {
    for (const old of counts.keys()) if (!old.endsWith(`|${window}`)) counts.delete(old);
  }
  counts.set(key, used + 1);
  return null;
}
