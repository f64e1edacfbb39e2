// How a server refuses an image in a write (an inspection's photo or signature, a hand-over's or
// a signing's signature): the same status and words from the mock and the real server.
import { PHOTO_MAX_DATA_URL_CHARS, photoPayloadProblem } from './photos';

/** A refused image: the answer's status and the problem's detail. */
export interface ImageRefusal {
  status: 400 | 413;
  detail: string;
}

/**
 * 413 over the cap, 400 when it is not a base64 JPEG, PNG or WebP data URL, null when it is fine;
 * `field` names the image in the detail.
 */
export function refusedImage(field: string, value: string): ImageRefusal | null {
  const found = photoPayloadProblem(value);
  if (found === 'too-large') {
    return { status: 413, detail: `${field}: larger than ${PHOTO_MAX_DATA_URL_CHARS} characters` };
  }
  if (found === 'not-an-image') {
    return { status: 400, detail: `${field}: not a base64 JPEG, PNG or WebP data URL` };
  }
  return null;
}
