// The public status behind a tag's QR code: no account, rate-limited by the caller's address,
// every read logged as a scan (when, the code's HMAC, what it showed; nothing of who scanned).
// Answered as the mock answers it (mocks/src/handlers/tags.ts).
import { eq } from 'drizzle-orm';
import { tagCodes, tagScans } from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Handlers } from '../http/contract-routes';
import { problem } from '../http/problem';
import { publicTagOf } from '../services/scaffolds/answers';
import { scaffoldRow } from '../services/scaffolds/records';

const NO_TAG = 'No tag has this code.';
/** A tag's status changes with time and records: never kept by a cache on the way. */
const NOT_KEPT = { 'Cache-Control': 'no-store' };

export const tagRoutes = {
  async tagStatus({ params, services }) {
    const codeHash = services.keys.digest('tag-code', params.tag_code);
    // Found by the code's HMAC before the customer is known (one statement on its own, as the
    // owner: no transaction around it); the rest is read in its scope.
    const [entry] = await services.db
      .select({
        scaffoldId: tagCodes.scaffoldId,
        customerId: tagCodes.customerId,
        revokedAt: tagCodes.revokedAt,
      })
      .from(tagCodes)
      .where(eq(tagCodes.codeHash, codeHash));
    if (!entry) throw problem(404, NO_TAG);
    const now = services.now();
    const readAt = now.toISOString();
    const outcome = entry.revokedAt === null ? 'live' : 'replaced';
    const json = await asCustomer(services.db, { customerId: entry.customerId }, async (tx) => {
      const row = await scaffoldRow(tx, entry.scaffoldId);
      if (!row) throw problem(404, NO_TAG);
      await tx.insert(tagScans).values({
        customerId: entry.customerId,
        scaffoldId: entry.scaffoldId,
        codeHash,
        at: now,
        outcome,
      });
      return outcome === 'live'
        ? {
            state: 'live' as const,
            read_at: readAt,
            tag: await publicTagOf(tx, services.keys, row, now),
          }
        : { state: 'replaced' as const, read_at: readAt };
    });
    return { status: 200, headers: NOT_KEPT, json };
  },
} satisfies Pick<Handlers, 'tagStatus'>;
