import type { Id } from '../schemas/common';
import { MEDIA_PATH } from './media-path';

// Photos and signatures by URL: a stored image is named by the media call's path and
// its key, e.g. '/api/media/123?key=9f…', relative to the API's origin (or absolute, from
// another server). The key, made when the image was stored, is what authorises reading it, so
// the URL works in an <img> as it is.

/** The URL of a stored image. */
export const mediaUrl = (mediaId: Id, key: string): `/api/${string}` =>
  `${MEDIA_PATH.replace('{media_id}', encodeURIComponent(String(mediaId)))}?${new URLSearchParams({ key })}` as `/api/${string}`;

const [mediaPrefix = ''] = MEDIA_PATH.split('{');
const MEDIA_URL = new RegExp(
  `^(?:[a-z][a-z0-9+.-]*://[^/?#]+)?${mediaPrefix}(\\d+)/?(?:\\?([^#]*))?$`,
  'i',
);

/**
 * The media id and key a photo or signature URL names (relative or absolute), or null when the
 * value is not a media URL (a data URL, as the spec's reads carry, or anything else).
 */
export function parseMediaUrl(url: string): { id: Id; key: string } | null {
  const match = MEDIA_URL.exec(url.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  return { id, key: new URLSearchParams(match[2] ?? '').get('key') ?? '' };
}

/** The media id of a photo or signature URL, or null when it is not one. */
export const mediaIdOf = (url: string): Id | null => parseMediaUrl(url)?.id ?? null;
