// Images are named in stored records by their media path alone ('/api/media/123'); the key that
// lets an <img> read one is added when a record is sent, made from the id and the server's
// secret (Keys.digest), so the database holds no key and a copy of it reads no image.
import { type Id, mediaIdOf, mediaUrl } from '@scaffold/domain';
import type { Keys } from '../secrets';

/** The key of a media id: 32 hex digits of an HMAC of it. */
export const mediaKey = (keys: Keys, mediaId: Id) =>
  keys.digest('media-key', String(mediaId)).slice(0, 32);

/** A record that brings images: an inspection's photos and signatures. */
export interface WithImages {
  photos?: readonly { photo: string }[];
  signatures?: readonly { signature: string }[];
}

/** The record with each image value changed, photos first, then signatures, each in order. */
export function mapImages<T extends WithImages>(record: T, change: (value: string) => string): T {
  return {
    ...record,
    ...(record.photos
      ? { photos: record.photos.map((photo) => ({ ...photo, photo: change(photo.photo) })) }
      : {}),
    ...(record.signatures
      ? {
          signatures: record.signatures.map((signature) => ({
            ...signature,
            signature: change(signature.signature),
          })),
        }
      : {}),
  };
}

const bare = (value: string) => {
  const id = mediaIdOf(value);
  return id === null ? value : `/api/media/${id}`;
};

/** A record's media URLs without their keys, as stored. */
export const bareMediaUrls = <T extends WithImages>(record: T): T => mapImages(record, bare);

/** A stored record's media URLs with their keys, as sent. */
export function signedMediaUrls<T extends WithImages>(keys: Keys, record: T): T {
  return mapImages(record, (value) => {
    const id = mediaIdOf(value);
    return id === null ? value : mediaUrl(id, mediaKey(keys, id));
  });
}
