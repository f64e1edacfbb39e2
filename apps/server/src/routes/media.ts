// A stored photo or signature by its URL (`/api/media/{id}?key=…`): the key is an HMAC of the id
// (services/media-urls.ts), checked in constant time before anything is read, so a wrong key and
// an unknown id answer alike (403) and cost alike. Served as an image that can do nothing when
// opened on its own: nosniff and a sandboxing policy. Rate-limited per address.
import { timingSafeEqual } from 'node:crypto';
import type { Id } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/connect';
import type { Handler } from '../http/contract-routes';
import { forbidden } from '../http/problem';
import { mediaKey } from '../services/media-urls';
import type { Services } from '../services/services';

/** A stored image never changes: kept a year, never revalidated; its ETag answers a check. */
export const IMAGE_HEADERS = {
  'Cache-Control': 'private, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An image opened on its own (an SVG of the sample) runs nothing and loads nothing.
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Is `given` the id's key? In constant time, whatever its length. */
function keyMatches(services: Services, mediaId: Id, given: string | undefined): boolean {
  const expected = Buffer.from(mediaKey(services.keys, mediaId));
  const offered = Buffer.from(given ?? '');
  // Compared at the expected length either way, so the time says nothing of the key.
  const same = timingSafeEqual(
    expected,
    offered.length === expected.length ? offered : Buffer.alloc(expected.length),
  );
  return same && offered.length === expected.length;
}

/** Does an If-None-Match header name this ETag (or any, '*')? */
export const matchesTag = (header: string | string[] | undefined, etag: string) =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

export const mediaRoute: Handler<'media'> = async ({ params, query, request, services }) => {
  if (!keyMatches(services, params.media_id, query.key)) throw forbidden();
  // The key is the authority (an <img> sends no token): read by id as the system, in one
  // statement (no transaction needed).
  const [found] = rowsOf<{ hash: string; content_type: string; bytes: Uint8Array }>(
    await services.db.execute(sql`
      select b.hash, b.content_type, b.bytes from media m join blobs b on b.hash = m.blob_hash
      where m.id = ${params.media_id}`),
  );
  if (!found) throw forbidden();
  const etag = `"${found.hash}"`;
  if (matchesTag(request.headers['if-none-match'], etag)) {
    return { status: 304, headers: { ...IMAGE_HEADERS, ETag: etag } };
  }
  return {
    status: 200,
    bytes: found.bytes,
    contentType: found.content_type,
    headers: { ...IMAGE_HEADERS, ETag: etag },
  };
};
