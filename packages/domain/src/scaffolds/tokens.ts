import { addDays } from 'date-fns';
import { parseApiDate } from '../dates';
import {
  SIGNING_TOKEN_PATTERN,
  type SigningLink,
  type SigningLinkState,
  TAG_CODE_PATTERN,
} from '../schemas';

/** A tag's code: 128 random bits (the floor); it is printed in every QR code. */
export const TAG_CODE_BYTES = 16;
/** A signing link's token: 256 random bits; it lets anyone holding it sign once. */
export const SIGNING_TOKEN_BYTES = 32;
/** A signing link works for 7 days after it is made, once. */
export const SIGNING_LINK_LIFETIME_DAYS = 7;

/**
 * The public calls (no account) are limited per caller: a fixed window of `windowSeconds`
 * allows `max` calls, then 429 with Retry-After. A site's crew scanning a tag at 7 am stays well
 * inside; a script walking codes does not.
 */
export const PUBLIC_RATE_LIMITS = {
  tagStatus: { max: 60, windowSeconds: 60 },
  signing: { max: 20, windowSeconds: 60 },
} as const;

/** Fills a buffer with random bytes: Web Crypto in the browser and in Node alike. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** Bytes as base64url without padding (RFC 4648 section 5): safe in a path, no escaping. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new tag code: 22 characters of base64url. */
export function newTagCode(random: RandomBytes = cryptoRandom): string {
  return base64Url(random(new Uint8Array(TAG_CODE_BYTES)));
}

/** A new signing token: 43 characters of base64url. */
export function newSigningToken(random: RandomBytes = cryptoRandom): string {
  return base64Url(random(new Uint8Array(SIGNING_TOKEN_BYTES)));
}

/** Whether `text` can be a tag code at all (anything else is not looked up). */
export const isTagCode = (text: string): boolean => TAG_CODE_PATTERN.test(text);

/** Whether `text` can be a signing token at all. */
export const isSigningToken = (text: string): boolean => SIGNING_TOKEN_PATTERN.test(text);

/** When a link made at `createdAt` stops working. */
export function signingLinkExpiry(createdAt: Date): Date {
  return addDays(createdAt, SIGNING_LINK_LIFETIME_DAYS);
}

/**
 * What a link is now. Used first (a signed document stays signed, whatever happens to the link
 * after), then revoked, then expired: at its expiry instant a link no longer works.
 */
export function signingLinkState(
  link: Pick<SigningLink, 'expires_at' | 'used_at' | 'revoked_at'>,
  now: Date,
): SigningLinkState {
  if (link.used_at) return 'used';
  if (link.revoked_at) return 'revoked';
  const expires = parseApiDate(link.expires_at);
  if (!expires || expires.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** What the signing page and the firm's screens say of each state. */
export const SIGNING_LINK_STATE_TEXT: Record<SigningLinkState, string> = {
  open: 'Waiting for the client',
  used: 'Signed',
  expired: 'This signing link has expired.',
  revoked: 'This signing link has been withdrawn.',
};
