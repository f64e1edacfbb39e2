import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_PRELOAD_MAX, mediaSrc, preloadMedia } from './media-preload';

/** A stand-in for the browser's Image: records the URLs it is asked to load. */
function fakeImages() {
  const loaded: string[] = [];
  class FakeImage {
    decoding = 'auto';
    addEventListener() {}
    set src(url: string) {
      loaded.push(url);
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return loaded;
}

const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

describe('preloadMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the media URLs once each, in order, where the <img> will read them', () => {
    const loaded = fakeImages();
    const started = preloadMedia([
      '/api/media/2?key=b',
      DATA_URL,
      '/api/media/1?key=a',
      '/api/media/2?key=b',
    ]);
    expect(started).toEqual([mediaSrc('/api/media/2?key=b'), mediaSrc('/api/media/1?key=a')]);
    expect(loaded).toEqual(started);
  });

  it('skips data URLs (a spec-only server carries the bytes in the record)', () => {
    const loaded = fakeImages();
    expect(preloadMedia([DATA_URL, 'not an image'])).toEqual([]);
    expect(loaded).toEqual([]);
  });

  it('starts at most the first few, not every photo of a long record', () => {
    const loaded = fakeImages();
    const urls = Array.from(
      { length: MEDIA_PRELOAD_MAX + 4 },
      (_, i) => `/api/media/${i + 1}?key=k`,
    );
    preloadMedia(urls);
    expect(loaded).toEqual(urls.slice(0, MEDIA_PRELOAD_MAX).map(mediaSrc));
  });

  it('does nothing where there is no Image (a server render, a worker)', () => {
    vi.stubGlobal('Image', undefined);
    expect(preloadMedia(['/api/media/1?key=a'])).toEqual([]);
  });
});
