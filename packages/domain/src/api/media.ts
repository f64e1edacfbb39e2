import type { Id } from '../schemas/common';
import { ENDPOINTS, pathTo } from './contract';

// Photos and signatures by URL (issue 28): a stored image is named by the media call's path,
// e.g. '/api/media/123', relative to the API's origin (or absolute, from another server).

/** The URL path of a stored image. */
export const mediaUrl = (mediaId: Id): `/api/${string}` => pathTo('media', { media_id: mediaId });

const [mediaPrefix = ''] = ENDPOINTS.media.path.split('{');
const MEDIA_URL = new RegExp(`^(?:[a-z][a-z0-9+.-]*://[^/]+)?${mediaPrefix}(\\d+)/?$`, 'i');

/**
 * The media id a photo or signature URL names (relative or absolute), or null when the value
 * is not a media URL (a data URL, as the spec's reads carry, or anything else).
 */
export function mediaIdOf(url: string): Id | null {
  const match = MEDIA_URL.exec(url.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
