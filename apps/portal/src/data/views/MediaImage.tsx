import { mediaSrc } from '../cache/media-preload';

export interface MediaImageProps {
  /** A media URL ('/api/media/12?key=…', what the reads shaped by the screens send) or a data URL. */
  src: string;
  alt: string;
  className?: string;
  /** Load at once (a page to print), not when it comes near the view. */
  eager?: boolean;
}

/**
 * A stored photo or signature by its URL, in an <img> the browser loads when it comes near the
 * view (its key in the URL authorises it; the answer never changes, so the browser's cache keeps
 * it). A media URL is relative to the API's origin; a data URL (what a spec-only server sends)
 * is drawn as it is.
 */
export function MediaImage({ src, alt, className, eager = false }: MediaImageProps) {
  return (
    <img
      className={className}
      src={mediaSrc(src)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
