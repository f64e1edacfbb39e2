import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Id } from '@scaffold/domain';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../session/session-atoms';

/**
 * Whose data something kept on the device is: 'customer.user'. Drafts, the outbox and the last
 * data read all belong to one, so a person signed in after another on a shared tablet never sees
 * the first one's, and a request made for one is never sent with another's token.
 */
export type Owner = `${number}.${string}`;

/** What names a user: the server's id when its login answer gives one (ours does). */
export interface OwnerSource {
  customer_id: Id;
  email: string;
  user_id?: Id;
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * The user's owner key: `{customer}.u{user id}` from the server's id; a server that does not
 * send one (the base calls' login answer, PRODUCT.md "The base calls") gets SHA-256 of customer and normalised email, hex:
 * collisions are out of reach, and the key does not spell out the address.
 */
export function ownerOf(user: OwnerSource): Owner {
  if (user.user_id !== undefined) return `${user.customer_id}.u${user.user_id}`;
  const digest = sha256(utf8ToBytes(`${user.customer_id}\n${normalisedEmail(user.email)}`));
  return `${user.customer_id}.${bytesToHex(digest)}`;
}

/**
 * The key an older portal gave the same user: a 32-bit FNV-1a of the email. Only to move what it
 * left on the device to the user's new key (owner-migration.ts); two users could share it.
 */
export function legacyOwnerOf(user: OwnerSource): Owner {
  let hash = 0x811c9dc5;
  for (const char of normalisedEmail(user.email)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${user.customer_id}.${hash.toString(16).padStart(8, '0')}`;
}

/** The signed-in user as an owner, null when signed out. */
export function useOwner(): Owner | null {
  const auth = useAtomValue(authStateAtom);
  return auth ? ownerOf(auth) : null;
}
