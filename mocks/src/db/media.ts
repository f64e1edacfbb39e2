// Photos and signatures apart from the inspections: an inspection stores each image
// as a media URL ('/api/media/123'); the media table says whose it is and which blob holds it;
// a blob is the image as it came (its data URL), kept once however many records use it, and
// named by a hash of it (the ETag). The base calls' reads put the data URLs back in place.
import {
  type CustomerNode,
  type Id,
  type Inspection,
  MEDIA_TYPES,
  type MediaType,
  mediaIdOf,
  mediaUrl,
} from '@scaffold/domain';
import type { DatabaseState, MediaRecord } from './state';

/** The tables images live in, and the counter of their ids. */
export interface ImageTables {
  media: DatabaseState['media'];
  blobs: DatabaseState['blobs'];
  counters: Pick<DatabaseState['counters'], 'media'>;
}

/** A 53-bit hash of a text (cyrb53), as 14 hex digits: the blob's name and ETag. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * Files a data URL as a media record of a customer: its blob is added unless the same image is
 * there already. Appends to `state.media` and `state.blobs` in place: a stored image never
 * changes, and copying a table of hundreds of thousands of entries per image would cost more
 * than the save. Call before the commit that stores the inspection naming it.
 */
export function storeImage(
  state: ImageTables,
  customerId: Id,
  dataUrl: string,
  key: string = randomKey(),
): string {
  let blob = hashOf(dataUrl);
  // Two images with one hash (never seen, but possible): the later one gets a name of its own.
  while (state.blobs[blob] !== undefined && state.blobs[blob]?.data_url !== dataUrl) {
    blob = hashOf(`${blob}:${dataUrl}`);
  }
  state.blobs[blob] ??= { data_url: dataUrl };
  state.counters.media += 1;
  const id = state.counters.media;
  state.media[String(id)] = { customer_id: customerId, blob, key };
  return mediaUrl(id, key);
}

/** 128 random bits as hex: an image's key (Web Crypto, in the browser and in Node alike). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A key made from a number, for the seeded images: the seed stays the same on every start (the
 * sample is public; a saved image's key is random).
 */
export function seededKey(seed: number): string {
  return `${hashOf(`key:${seed}`)}${hashOf(`yek:${seed}`)}`.slice(0, 32).padEnd(32, '0');
}

/** An inspection with every photo and signature changed by `change`. */
function mapImages(inspection: Inspection, change: (image: string) => string): Inspection {
  return {
    ...inspection,
    photos: inspection.photos.map((photo) => ({ ...photo, photo: change(photo.photo) })),
    signatures: inspection.signatures.map((signature) => ({
      ...signature,
      signature: change(signature.signature),
    })),
  };
}

/** Every photo and signature of an inspection filed as media, the inspection naming their URLs. */
export function withImagesStored(
  state: ImageTables,
  customerId: Id,
  inspection: Inspection,
  makeKey: () => string = randomKey,
): Inspection {
  return mapImages(inspection, (image) =>
    image.startsWith('data:') ? storeImage(state, customerId, image, makeKey()) : image,
  );
}

/** The media record of an id, and its blob, when they exist. */
export function findImage(
  state: Pick<DatabaseState, 'media' | 'blobs'>,
  mediaId: Id,
): { record: MediaRecord; etag: string; dataUrl: string } | undefined {
  const record = state.media[String(mediaId)];
  const blob = record ? state.blobs[record.blob] : undefined;
  return record && blob ? { record, etag: record.blob, dataUrl: blob.data_url } : undefined;
}

/** The data URL a media URL names (the value itself when it is not one, or is unknown). */
function dataUrlOf(state: Pick<DatabaseState, 'media' | 'blobs'>, value: string): string {
  const id = mediaIdOf(value);
  return id === null ? value : (findImage(state, id)?.dataUrl ?? value);
}

/** An inspection as the spec's reads send it: images as data URLs. */
export function inspectionWithDataUrls(
  state: Pick<DatabaseState, 'media' | 'blobs'>,
  inspection: Inspection,
): Inspection {
  return mapImages(inspection, (image) => dataUrlOf(state, image));
}

/** A customer's tree as the spec's reads send it: every inspection's images as data URLs. */
export function customerWithDataUrls(
  state: Pick<DatabaseState, 'media' | 'blobs'>,
  customer: CustomerNode,
): CustomerNode {
  return {
    ...customer,
    clients: customer.clients.map((client) => ({
      ...client,
      sites: client.sites.map((site) => ({
        ...site,
        inspections: site.inspections.map((inspection) =>
          inspectionWithDataUrls(state, inspection),
        ),
      })),
    })),
  };
}

const DATA_URL = /^data:([^;,]+)(;base64)?,(.*)$/s;

/** The image a data URL holds: its type and bytes (base64 or percent-encoded). */
export function imageOf(dataUrl: string): { type: MediaType; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(dataUrl);
  const type = MEDIA_TYPES.find((known) => known === match?.[1]?.toLowerCase());
  if (!match || !type) return null;
  const payload = match[3] ?? '';
  try {
    const bytes = match[2]
      ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(payload));
    return { type, bytes };
  } catch {
    return null;
  }
}
