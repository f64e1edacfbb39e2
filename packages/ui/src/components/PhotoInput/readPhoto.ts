// Reading a chosen photo into a data URL, and the one message shown when that fails.

/** SPEC section 5: the alert when a photo cannot be converted. */
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

/** Whether a file says it is an image (the picker's `accept` is only a hint). */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

/** Resolves when the data URL decodes as an image, so a corrupt file is caught here. */
export async function assertDecodableImage(dataUrl: string): Promise<void> {
  if (!dataUrl.startsWith('data:image/')) throw new Error('Not an image data URL');
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
}
