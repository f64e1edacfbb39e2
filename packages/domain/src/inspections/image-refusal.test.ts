import { describe, expect, it } from 'vitest';
import { refusedImage } from './image-refusal';
import { PHOTO_MAX_DATA_URL_CHARS } from './photos';

describe('refusedImage', () => {
  it('passes a small base64 image data URL', () => {
    expect(refusedImage('signature', 'data:image/png;base64,iVBORw0KGgo=')).toBeNull();
  });

  it('refuses what is not an image data URL with 400, naming the field', () => {
    expect(refusedImage('client.signature', 'data:image/svg+xml;base64,PHN2Zz4=')).toEqual({
      status: 400,
      detail: 'client.signature: not a base64 JPEG, PNG or WebP data URL',
    });
  });

  it('refuses an image over the cap with 413', () => {
    const large = `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`;
    expect(refusedImage('photos.a.b', large)).toEqual({
      status: 413,
      detail: `photos.a.b: larger than ${PHOTO_MAX_DATA_URL_CHARS} characters`,
    });
  });
});
