import type { Id } from '@scaffold/domain';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../session/session-atoms';

/**
 * Whose data something kept on the device is: 'customer.user', the user as a hash of their
 * email, so a storage key names the user without spelling out the address. Drafts, the outbox
 * and the last data read all belong to one, so a person signed in after another on a shared
 * tablet never sees the first one's.
 */
export type Owner = `${number}.${string}`;

/** FNV-1a over the code points: short, stable, and not the email itself. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const ownerOf = (user: { customer_id: Id; email: string }): Owner =>
  `${user.customer_id}.${hashOf(user.email.trim().toLowerCase())}`;

/** The signed-in user as an owner, null when signed out. */
export function useOwner(): Owner | null {
  const auth = useAtomValue(authStateAtom);
  return auth ? ownerOf(auth) : null;
}
