// Photos and signatures kept once, apart from the records that show them: the bytes of a data URL
// in `blobs` under their SHA-256 (the same image saved twice is one blob), a `media` row naming
// the blob for the customer, and the record naming the image by its bare media URL.
import { createHash } from 'node:crypto';
import { imageOf } from '@scaffold/mocks/seed';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../db/connect';
import { blobs, media, nextval } from '../db/schema';
import { problem } from '../http/problem';

export const blobHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores a data URL's image for a customer; its bare media URL ('/api/media/123'). */
export async function storeImage(
  tx: Transaction,
  customerId: number,
  dataUrl: string,
): Promise<string> {
  const image = imageOf(dataUrl);
  if (!image) throw problem(400, 'An image is not a base64 JPEG, PNG or WebP data URL');
  const hash = blobHash(image.bytes);
  await tx
    .insert(blobs)
    .values({ hash, contentType: image.type, bytes: image.bytes })
    .onConflictDoNothing();
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select ${nextval('media_ids')} as id`));
  const id = row?.id ?? 0;
  await tx.insert(media).values({ id, customerId, blobHash: hash });
  return `/api/media/${id}`;
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
  const photos = record.photos
    ? await Promise.all(record.photos.map(async (p) => ({ ...p, photo: await store(p.photo) })))
    : undefined;
  const signatures = record.signatures
    ? await Promise.all(
        record.signatures.map(async (s) => ({ ...s, signature: await store(s.signature) })),
      )
    : undefined;
  return {
    ...record,
    ...(photos ? { photos } : {}),
    ...(signatures ? { signatures } : {}),
  };
}
