// The public status behind a tag's QR code: no account, rate-limited by the caller's address,
// every read logged as a scan (when, the code's HMAC, what it showed; nothing of who scanned).
// Answered as the mock answers it (mocks/src/handlers/tags.ts).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/connect';
import { asCustomer } from '../db/scope';
import type { Handlers } from '../http/contract-routes';
import { problem } from '../http/problem';
import { publicTagAt, publicTagPartsOf } from '../services/scaffolds/answers';

const NO_TAG = 'No tag has this code.';
/** A tag's status changes with time and records: never kept by a cache on the way. */
const NOT_KEPT = { 'Cache-Control': 'no-store' };

export const tagRoutes = {
  async tagStatus({ params, services }) {
    const codeHash = services.keys.digest('tag-code', params.tag_code);
    const now = services.now();
    // Found by the code's HMAC before the customer is known, as the owner, and the scan logged
    // in the same statement (one round trip, atomic on its own): the scan's customer and
    // scaffold are the code's own, so no other customer's row is read or written.
    const [entry] = rowsOf<{
      scaffold_id: number;
      customer_id: number;
      outcome: 'live' | 'replaced';
      version: unknown;
    }>(
      await services.db.execute(sql`
        with tag as (
          select t.scaffold_id, t.customer_id,
            case when t.revoked_at is null then 'live' else 'replaced' end as outcome,
            c.data_version as version
          from tag_codes t
          join customers c on c.id = t.customer_id
          join scaffolds s on s.id = t.scaffold_id and s.customer_id = t.customer_id
          where t.code_hash = ${codeHash}
        ), scan as (
          insert into tag_scans (customer_id, scaffold_id, code_hash, at, outcome)
          select customer_id, scaffold_id, ${codeHash}, ${now.toISOString()}::timestamptz, outcome
          from tag
        )
        select * from tag`),
    );
    if (!entry) throw problem(404, NO_TAG);
    const readAt = now.toISOString();
    if (entry.outcome === 'replaced') {
      return { status: 200, headers: NOT_KEPT, json: { state: 'replaced', read_at: readAt } };
    }
    // The rest is read in the customer's scope, once per data version and scaffold; the status
    // is worked out for this instant.
    const parts = await services.readModel.recentAt(
      entry.customer_id,
      Number(entry.version),
      `public-tag:${entry.scaffold_id}`,
      () =>
        asCustomer(services.db, { customerId: entry.customer_id }, (tx) =>
          publicTagPartsOf(tx, services.keys, entry.scaffold_id),
        ),
    );
    if (!parts) throw problem(404, NO_TAG);
    return {
      status: 200,
      headers: NOT_KEPT,
      json: { state: 'live', read_at: readAt, tag: publicTagAt(parts, now) },
    };
  },
} satisfies Pick<Handlers, 'tagStatus'>;
