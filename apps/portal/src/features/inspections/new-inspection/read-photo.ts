import { readFileAsDataUrl } from '@scaffold/ui';

/** The longest edge a kept photo may have: plenty to see a base plate, a fraction of the bytes. */
export const PHOTO_MAX_EDGE = 1600;
/** Photos up to this size are kept as taken. */
export const PHOTO_MAX_BYTES = 600_000;

/**
 * Reads a chosen photo as a data URL, scaled down (JPEG) when it is larger than needed. A phone
 * camera's photo is several megabytes; kept whole it would fill the draft storage and slow the
 * save, so it is shrunk here, once, before it reaches the form.
 */
export async function readPhotoForInspection(file: File): Promise<string> {
  const original = await readFileAsDataUrl(file);
  const image = new Image();
  image.src = original;
  await image.decode();
  const longest = Math.max(image.naturalWidth, image.naturalHeight);
  if (longest <= PHOTO_MAX_EDGE && file.size <= PHOTO_MAX_BYTES) return original;
  const scale = Math.min(1, PHOTO_MAX_EDGE / longest);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return original;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.82);
}
