import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedPhotoSize,
  PHOTO_MAX_DATA_URL_CHARS,
  PHOTO_MAX_EDGE_PX,
  PHOTO_MAX_FILE_BYTES,
  photoFileProblem,
  photoPayloadProblem,
} from './photos';

const file = (type: string, name = 'photo', size = 1000) => ({ type, name, size });

describe('photoFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/HEIF'])(
    'accepts %s',
    (type) => expect(photoFileProblem(file(type))).toBeNull(),
  );

  it.each(['image/svg+xml', 'image/gif', 'application/pdf', 'text/html', 'image/tiff'])(
    'refuses %s',
    (type) => expect(photoFileProblem(file(type))).toBe('type'),
  );

  it('judges a file with no type by its name (pickers hand HEIC over untyped)', () => {
    expect(photoFileProblem(file('', 'IMG_0042.HEIC'))).toBeNull();
    expect(photoFileProblem(file('', 'site.jpeg'))).toBeNull();
    expect(photoFileProblem(file('', 'drawing.svg'))).toBe('type');
    expect(photoFileProblem(file('', 'no-extension'))).toBe('type');
  });

  it('refuses a file over 20 MB before it is read, and takes one of exactly 20 MB', () => {
    expect(photoFileProblem(file('image/jpeg', 'a.jpg', PHOTO_MAX_FILE_BYTES))).toBeNull();
    expect(photoFileProblem(file('image/jpeg', 'a.jpg', PHOTO_MAX_FILE_BYTES + 1))).toBe('size');
  });
});

describe('boundedPhotoSize', () => {
  it('keeps a photo that fits, and scales a 4032×3024 phone photo to 1600×1200', () => {
    expect(boundedPhotoSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(boundedPhotoSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(boundedPhotoSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never exceeds the bound, keeps the aspect ratio, and never gives a zero side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (w, h) => {
          const size = boundedPhotoSize(w, h);
          expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PHOTO_MAX_EDGE_PX);
          expect(size.width).toBeGreaterThanOrEqual(1);
          expect(size.height).toBeGreaterThanOrEqual(1);
          if (Math.max(w, h) <= PHOTO_MAX_EDGE_PX) expect(size).toEqual({ width: w, height: h });
          else {
            // Each side within a pixel of the exact scaled length (rounding, or the 1 px floor).
            const scale = PHOTO_MAX_EDGE_PX / Math.max(w, h);
            expect(Math.abs(size.width - w * scale)).toBeLessThanOrEqual(1);
            expect(Math.abs(size.height - h * scale)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('photoPayloadProblem', () => {
  it('takes base64 JPEG, PNG and WebP data URLs', () => {
    for (const type of ['jpeg', 'png', 'webp']) {
      expect(photoPayloadProblem(`data:image/${type};base64,iVBORw0KGgo=`)).toBeNull();
    }
  });

  it('refuses SVG, HTML, plain URLs and non-base64 data', () => {
    expect(photoPayloadProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe('not-an-image');
    expect(photoPayloadProblem('data:text/html;base64,PGI+')).toBe('not-an-image');
    expect(photoPayloadProblem('https://example.com/a.jpg')).toBe('not-an-image');
    expect(photoPayloadProblem('data:image/png;base64,<script>')).toBe('not-an-image');
  });

  it('refuses a payload over the cap as too large', () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_CHARS)}`;
    expect(photoPayloadProblem(big)).toBe('too-large');
  });
});
