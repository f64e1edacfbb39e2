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

/** Every data-URL value of a record's photos and signatures stored, the record naming URLs. */
export async function withImagesStored<
  T extends {
    photos?: readonly { photo: string }[];
    signatures?: readonly { signature: string }[];
  },
>(tx: Transaction, customerId: number, record: T): Promise<T> {
  const store = (value: string) =>
    value.startsWith('data:') ? storeImage(tx, customerId, value) : Promise.resolve(value);
  const photos: { photo: string }[] = [];
  for (const photo of record.photos ?? [])
    photos.push({ ...photo, photo: await store(photo.photo) });
  const signatures: { signature: string }[] = [];
  for (const signature of record.signatures ?? []) {
    signatures.push({ ...signature, signature: await store(signature.signature) });
  }
  return {
    ...record,
    ...(record.photos ? { photos } : {}),
    ...(record.signatures ? { signatures } : {}),
  };
}
