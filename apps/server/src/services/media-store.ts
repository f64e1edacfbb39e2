// Images that arrive in a write (a signature) are stored once, apart from the record naming them:
// the bytes as a blob named by their hash (the same image is kept once however often it comes),
// a media row giving it to the customer, and the record holding only the bare media URL
// ('/api/media/123'); the key is added when the record is sent (media-urls.ts).
import { createHash } from 'node:crypto';
import { refusedImage } from '@scaffold/domain';
import { imageOf } from '@scaffold/mocks/seed';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { blobs, media, nextval } from '../db/schema';
import { problem } from '../http/problem';
import { mapImages, type WithImages } from './media-urls';

/** The hash an image's bytes are kept under (its ETag). */
export const blobHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Refuses a signature that is not a small image data URL, as the mock does: 413 over the cap,
 * 400 when it is not a base64 JPEG, PNG or WebP data URL. `field` names it in the detail.
 */
export function checkSignature(field: string, value: string): void {
  const refused = refusedImage(field, value);
  if (refused) throw problem(refused.status, refused.detail);
}

/** Stores an image data URL for a customer; answers its bare media URL. */
export async function storeImage(
  tx: Transaction,
  customerId: number,
  dataUrl: string,
): Promise<`/api/media/${number}`> {
  const image = imageOf(dataUrl);
  if (!image) throw problem(400, 'not an image data URL');
  const hash = blobHash(image.bytes);
  await tx
    .insert(blobs)
    .values({ hash, contentType: image.type, bytes: image.bytes })
    .onConflictDoNothing({ target: blobs.hash });
  const [row] = await tx
    .insert(media)
    .values({ id: sql`${nextval('media_ids')}`, customerId, blobHash: hash })
    .returning({ id: media.id });
  if (!row) throw new Error('media row not stored');
  return `/api/media/${row.id}`;
}

/**
 * The inserts storing image data URLs under media ids already taken (one each, in order): the
 * blobs, then the media rows naming them, for a write to run inside its own statement (a
 * data-modifying WITH: the media rows' keys are checked at its end, when the blobs are in). Blobs
 * are written in the order of their hashes, so two writes sharing images take their locks in one
 * order.
 */
export function imageInserts(
  tx: Transaction,
  customerId: number,
  dataUrls: readonly string[],
  mediaIds: readonly number[],
) {
  if (mediaIds.length !== dataUrls.length) throw new Error('a media id for each image');
  const images = dataUrls.map((dataUrl) => {
    const image = imageOf(dataUrl);
    if (!image) throw problem(400, 'not an image data URL');
    return { ...image, hash: blobHash(image.bytes) };
  });
  const unique = new Map(images.map((image) => [image.hash, image]));
  return {
    blobs: tx
      .insert(blobs)
      .values(
        [...unique.values()]
          .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
          .map((image) => ({ hash: image.hash, contentType: image.type, bytes: image.bytes })),
      )
      .onConflictDoNothing({ target: blobs.hash }),
    media: tx.insert(media).values(
      images.map((image, index) => ({
        id: mediaIds[index] as number,
        customerId,
        blobHash: image.hash,
      })),
    ),
  };
}

/** The data-URL values of a record's photos and signatures, in order: the images it brings. */
export function imagesIn(record: WithImages): string[] {
  const found: string[] = [];
  mapImages(record, (value) => {
    if (value.startsWith('data:')) found.push(value);
    return value;
  });
  return found;
}

/**
 * The record naming bare media URLs instead of its data URLs: the i-th of `imagesIn(record)`
 * stored as media `mediaIds[i]` (each data URL its own media row, in the record's order).
 */
export function withMediaUrls<T extends WithImages>(record: T, mediaIds: readonly number[]): T {
  let next = 0;
  return mapImages(record, (value) => {
    if (!value.startsWith('data:')) return value;
    const id = mediaIds[next++];
    if (id === undefined) throw new Error('a media id for each image');
    return `/api/media/${id}`;
  });
}
