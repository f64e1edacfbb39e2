// Images that arrive in a write (a signature) are stored once, apart from the record naming them:
// the bytes as a blob named by their hash (the same image is kept once however often it comes),
// a media row giving it to the customer, and the record holding only the bare media URL
// ('/api/media/123'); the key is added when the record is sent (media-urls.ts).
import { createHash } from 'node:crypto';
import { refusedImage } from '@scaffold/domain';
import { imageOf } from '@scaffold/mocks/seed';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
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

/**
 * Several image data URLs stored in three statements whatever their number (their media ids, the
 * blobs, the media rows), not two each: answers each one's bare media URL, in order. Blobs are
 * written in the order of their hashes, so two writes sharing images take their locks in one
 * order.
 */
export async function storeImages(
  tx: Transaction,
  customerId: number,
  dataUrls: readonly string[],
): Promise<`/api/media/${number}`[]> {
  if (dataUrls.length === 0) return [];
  const images = dataUrls.map((dataUrl) => {
    const image = imageOf(dataUrl);
    if (!image) throw problem(400, 'not an image data URL');
    return { ...image, hash: blobHash(image.bytes) };
  });
  const [ids] = rowsOf<{ ids: number[] }>(
    await tx.execute(
      sql`select array(select ${nextval('media_ids')} from generate_series(1, ${images.length}::int)) as ids`,
    ),
  );
  const mediaIds = (ids?.ids ?? []).map(Number);
  if (mediaIds.length !== images.length) throw new Error('media ids not given');
  const unique = new Map(images.map((image) => [image.hash, image]));
  await tx
    .insert(blobs)
    .values(
      [...unique.values()]
        .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
        .map((image) => ({ hash: image.hash, contentType: image.type, bytes: image.bytes })),
    )
    .onConflictDoNothing({ target: blobs.hash });
  await tx.insert(media).values(
    images.map((image, index) => ({
      id: mediaIds[index] as number,
      customerId,
      blobHash: image.hash,
    })),
  );
  return mediaIds.map((id) => `/api/media/${id}` as const);
}

/** Every data-URL value of a record's photos and signatures stored, the record naming URLs. */
export async function withImagesStored<
  T extends {
    photos?: readonly { photo: string }[];
    signatures?: readonly { signature: string }[];
  },
>(tx: Transaction, customerId: number, record: T): Promise<T> {
  const values = [
    ...(record.photos ?? []).map((photo) => photo.photo),
    ...(record.signatures ?? []).map((signature) => signature.signature),
  ];
  const sent = values.filter((value) => value.startsWith('data:'));
  const urls = await storeImages(tx, customerId, sent);
  const stored = new Map<string, string[]>();
  sent.forEach((value, index) => {
    const list = stored.get(value);
    const url = urls[index] as string;
    if (list) list.push(url);
    else stored.set(value, [url]);
  });
  // Each data URL takes its own media row, in the record's order (as storing them one by one did).
  const urlOf = (value: string) =>
    value.startsWith('data:') ? (stored.get(value)?.shift() ?? value) : value;
  const photos = (record.photos ?? []).map((photo) => ({ ...photo, photo: urlOf(photo.photo) }));
  const signatures = (record.signatures ?? []).map((signature) => ({
    ...signature,
    signature: urlOf(signature.signature),
  }));
  return {
    ...record,
    ...(record.photos ? { photos } : {}),
    ...(record.signatures ? { signatures } : {}),
  };
}
