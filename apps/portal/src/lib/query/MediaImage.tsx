import { mediaIdOf } from '@scaffold/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../services/services-context';
import { readKey } from './query-keys';

export interface MediaImageProps {
  /** A media URL ('/api/media/12', what the reads shaped by the screens send) or a data URL. */
  src: string;
  alt: string;
  className?: string;
}

/**
 * A stored photo or signature. A media URL is read with the session's token (the media call;
 * an <img> alone could not send it) only when a view that shows it opens (Inspection Details,
 * the report), kept by the query cache and the browser's cache (its answer never changes), and
 * drawn from an object URL; a data URL (what a spec-only server sends) is drawn as it is.
 */
export function MediaImage({ src, alt, className }: MediaImageProps) {
  const mediaId = mediaIdOf(src);
  if (mediaId === null) return <img className={className} src={src} alt={alt} />;
  return <StoredImage mediaId={mediaId} alt={alt} className={className} />;
}

function StoredImage({
  mediaId,
  alt,
  className,
}: {
  mediaId: number;
  alt: string;
  className?: string;
}) {
  const api = useApi();
  const image = useQuery({
    queryKey: readKey('media', { media_id: mediaId }),
    queryFn: ({ signal }) => api.getMedia(mediaId, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // Bytes: the browser's cache keeps them; the offline copy does not.
    meta: { persist: false },
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = image.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (url) return <img className={className} src={url} alt={alt} />;
  return (
    <span
      className={className}
      role="img"
      aria-label={image.isError ? `${alt} (could not be loaded)` : alt}
      aria-busy={image.isError ? undefined : true}
    />
  );
}
