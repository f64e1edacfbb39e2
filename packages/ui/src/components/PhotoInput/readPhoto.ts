// Reading a chosen photo into a bounded JPEG data URL, and the messages shown when that fails.
import {
  boundedPhotoSize,
  MESSAGES,
  PHOTO_JPEG_QUALITY,
  type PhotoFileProblem,
  photoFileProblem,
} from '@scaffold/domain';

/** PRODUCT.md "Validation": the alert when a photo cannot be converted. */
export const PHOTO_LOAD_ERROR = 'Photo failed to load.';

/** Reads a file as a data URL with FileReader. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('FileReader gave no data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/** The message for a file refused before it is read (wrong type, over 20 MB), or null. */
export function photoRefusal(file: File): string | null {
  const problem: PhotoFileProblem | null = photoFileProblem(file);
  if (problem === 'type') return MESSAGES.photoWrongType;
  if (problem === 'size') return MESSAGES.photoTooLarge;
  return null;
}

/**
 * Decodes the image and draws it again as a JPEG of at most 1600 px a side, always: what leaves
 * the device is a plain bitmap of bounded size, never the file as chosen (an SVG with script, a
 * 12 MB camera original). Fails when the engine cannot decode it (HEIC outside Safari).
 */
export async function boundPhoto(dataUrl: string): Promise<string> {
  if (!dataUrl.startsWith('data:image/')) throw new Error('Not an image data URL');
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const size = boundedPhotoSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to re-encode the photo');
  // JPEG has no transparency: a transparent PNG's background turns white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  const jpeg = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  if (!jpeg.startsWith('data:image/jpeg')) throw new Error('The browser did not encode a JPEG');
  return jpeg;
}
