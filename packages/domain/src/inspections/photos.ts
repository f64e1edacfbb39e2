// Bounds on inspection photos (docs/DECISIONS.md): what a phone may hand over, what leaves the
// device after re-encoding, and what a server accepts. The client and the mock read the same
// numbers from here.

/** A chosen file larger than this is refused before it is read. */
export const PHOTO_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Photos are re-encoded to fit this many pixels on their longer side. */
export const PHOTO_MAX_EDGE_PX = 1600;
/** JPEG quality of the re-encoded photo: a 1600 px site photo comes to about 200–500 KB. */
export const PHOTO_JPEG_QUALITY = 0.82;
/** The largest photo data URL a save may carry (about 3 MB of JPEG): more is refused (413). */
export const PHOTO_MAX_DATA_URL_CHARS = 4_000_000;

const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
]);
/** Some pickers hand over HEIC (and the odd JPEG) with no type: judged by the name then. */
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

export type PhotoFileProblem = 'type' | 'size';

/**
 * Why a chosen file cannot be a photo, or null: JPEG, PNG and WebP, plus HEIC (decoded only
 * where the browser can); up to PHOTO_MAX_FILE_BYTES. SVG and every other type is refused.
 */
export function photoFileProblem(file: {
  type: string;
  name: string;
  size: number;
}): PhotoFileProblem | null {
  const type = file.type.toLowerCase();
  const accepted = type === '' ? ACCEPTED_EXTENSIONS.test(file.name) : ACCEPTED_TYPES.has(type);
  if (!accepted) return 'type';
  if (file.size > PHOTO_MAX_FILE_BYTES) return 'size';
  return null;
}

/** The size to draw a photo at: its own if it fits PHOTO_MAX_EDGE_PX, else scaled down to it. */
export function boundedPhotoSize(
  width: number,
  height: number,
  maxEdge = PHOTO_MAX_EDGE_PX,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (!(longer > maxEdge)) return { width: Math.max(1, width), height: Math.max(1, height) };
  const scale = maxEdge / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const PHOTO_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export type PhotoPayloadProblem = 'not-an-image' | 'too-large';

/** What a server checks of a saved photo: a base64 JPEG, PNG or WebP data URL within the cap. */
export function photoPayloadProblem(dataUrl: string): PhotoPayloadProblem | null {
  if (dataUrl.length > PHOTO_MAX_DATA_URL_CHARS) return 'too-large';
  if (!PHOTO_DATA_URL.test(dataUrl)) return 'not-an-image';
  return null;
}
