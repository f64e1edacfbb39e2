import { parseMediaUrl } from '@scaffold/domain';
import { API_BASE_URL } from '../../config/env';

/**
 * Where an <img> reads a photo or signature when the API is at `base` (config/api-base.ts: no
 * trailing slash): a media URL on the API's origin, a data URL or an absolute URL as it is.
 */
export const mediaSrcAt = (base: string, src: string): string =>
  parseMediaUrl(src) && src.startsWith('/') ? `${base}${src}` : src;

/** Where an <img> of this build reads a photo or signature (mediaSrcAt). */
export const mediaSrc = (src: string): string => mediaSrcAt(API_BASE_URL, src);

/** The most images one record starts downloading ahead of its view (the first ones it shows). */
export const MEDIA_PRELOAD_MAX = 6;

// Images in flight, held until they settle so none is collected (and cancelled) half-way.
const inFlight = new Set<HTMLImageElement>();

/**
 * Starts downloading a record's first media URLs as soon as the record arrives: the
 * images then travel while the view renders, and its <img>s find them in the browser's image
 * cache instead of asking only once drawn. Data URLs (a spec-only server's answers) carry their
 * bytes already and are skipped. Returns the URLs started.
 */
export function preloadMedia(sources: readonly string[], max = MEDIA_PRELOAD_MAX): string[] {
  if (typeof Image === 'undefined') return [];
  const urls = [...new Set(sources.filter((src) => parseMediaUrl(src) !== null).map(mediaSrc))];
  const started = urls.slice(0, max);
  for (const url of started) {
    const image = new Image();
    image.decoding = 'async';
    const settle = () => inFlight.delete(image);
    image.addEventListener('load', settle, { once: true });
    image.addEventListener('error', settle, { once: true });
    inFlight.add(image);
    image.src = url;
  }
  return started;
}
