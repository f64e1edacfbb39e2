import { type AuthState, authStateSchema } from '@scaffold/domain';
import { STORES, transaction, withOfflineDb } from '../offline/offline-db';
import { drafts } from '../offline/outbox/drafts';
import { type Owner, ownerOf } from '../offline/owner';
import { leaveNothingBehind } from '../session/log-out';
import {
  AUTH_STATE_KEY,
  authStateAtom,
  DEVICE_PERSON_KEY,
  type PortalStore,
  sessionEndedAtom,
} from '../session/session-atoms';

// Loaded with the first check (a stored session at start, another tab's change, this tab's own
// sign-in or logout): owner.ts, the drafts and IndexedDB stay out of /login's first load.

/**
 * Who uses the device: the owner key of the person signed in last, null once they logged out or
 * their session ended. Written by the tab where that happened; every tab compares its own
 * session with it. A tab whose session is not the device's person's ends it (hand over).
 */
interface DevicePerson {
  person: Owner | null;
  /** When it was written (ms): so a second write of the same person still reaches the tabs. */
  at: number;
}

function readPerson(): DevicePerson | undefined {
  try {
    const raw = localStorage.getItem(DEVICE_PERSON_KEY);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as Partial<DevicePerson>;
    return typeof value.person === 'string' || value.person === null
      ? { person: value.person, at: Number(value.at) || 0 }
      : undefined;
  } catch {
    return undefined;
  }
}

function writePerson(person: Owner | null): void {
  try {
    localStorage.setItem(DEVICE_PERSON_KEY, JSON.stringify({ person, at: Date.now() }));
  } catch {
    // Storage disabled: one tab is all this browser can have signed in anyway.
  }
}

/**
 * What a person leaves on the device that is not theirs to keep for their next sign-in: the
 * offline copy of the screens' data, and the changes stashed in localStorage (settled into their
 * draft in IndexedDB, which stays theirs like the outbox). Their cached photos and signatures go
 * with the HTTP cache the server's login and logout answers clear (Clear-Site-Data).
 */
export async function clearTracesOf(owner: Owner): Promise<void> {
  await Promise.all([
    withOfflineDb((db) =>
      transaction(db, [STORES.lastRead], 'readwrite', (tx) => {
        const cursor = tx.objectStore(STORES.lastRead).index('owner').openCursor(owner);
        cursor.onsuccess = () => {
          const found = cursor.result;
          if (!found) return;
          found.delete();
          found.continue();
        };
      }),
    ),
    drafts.settleStashes(owner, Date.now()),
  ]);
}

const logged = (what: string) => (error: unknown) => console.error(`[session] ${what}`, error);

/** The remembered session on the device (localStorage), if it is the device person's. */
function devicesSession(person: Owner | null): AuthState | null {
  let stored: AuthState | null = null;
  try {
    const parsed = authStateSchema.safeParse(
      JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? 'null'),
    );
    stored = parsed.success ? parsed.data : null;
  } catch {
    // unreadable: nobody's
  }
  return stored && person !== null && ownerOf(stored) === person ? stored : null;
}

/**
 * Ends this tab's session in memory and in its own sessionStorage only: the device's remembered
 * session (localStorage) is the new person's and stays as it was.
 */
function endOwnSessionOnly(store: PortalStore): void {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(AUTH_STATE_KEY);
  } catch {
    // no localStorage: nothing of the device's to keep
  }
  store.set(authStateAtom, null);
  try {
    if (remembered !== null) localStorage.setItem(AUTH_STATE_KEY, remembered);
  } catch {
    // as above
  }
}

/**
 * This tab heard that the device is now someone else's (or nobody's): it ends its own session
 * as a logout does (the screens go to /login, the notices and what modules keep in memory go,
 * this tab's copy of the session in sessionStorage too) without taking the device's remembered
 * session, which is the new person's. Then it shows the device's remembered session, if it is the new
 * person's, so /login can say who is signed in.
 */
function handOverHeard(store: PortalStore, own: AuthState, device: DevicePerson): void {
  store.set(sessionEndedAtom, { reason: 'logout', heard: true });
  endOwnSessionOnly(store);
  leaveNothingBehind();
  void clearTracesOf(ownerOf(own)).catch(logged('what the last person left was not cleared'));
  const next = devicesSession(device.person);
  if (next) store.set(authStateAtom, next);
}

/** Compares this tab's session with the device's person (another tab changed it, or at start). */
export async function checkDevicePerson(store: PortalStore): Promise<void> {
  const own = store.get(authStateAtom);
  const device = readPerson();
  if (!device) {
    // A portal from before the device had a person: this tab's session names them.
    if (own) writePerson(ownerOf(own));
    return;
  }
  if (own && ownerOf(own) !== device.person) {
    handOverHeard(store, own, device);
    return;
  }
  if (own?.remember) {
    // The same person: another tab may have rotated the tokens.
    const { resyncSession } = await import('../services/api-session');
    resyncSession(store);
    return;
  }
  if (!own && device.person !== null) {
    // Signed out here (a public page, /login): learn who is signed in on the device.
    const next = devicesSession(device.person);
    if (next) store.set(authStateAtom, next);
  }
}

/**
 * This tab's own session changed: a sign-in names its person for every tab (and clears what a
 * previous person left, if they never logged out); a logout or an expired session names nobody
 * and clears what it left. A session this tab only heard of changes nothing.
 */
export async function ownSessionChanged(
  store: PortalStore,
  before: AuthState | null,
  next: AuthState | null,
): Promise<void> {
  const device = readPerson();
  if (next) {
    const person = ownerOf(next);
    if (device?.person === person) return;
    writePerson(person);
    const previous = device?.person ?? (before ? ownerOf(before) : null);
    if (previous && previous !== person) await clearTracesOf(previous);
    return;
  }
  const ended = store.get(sessionEndedAtom);
  if (!before || (ended?.reason === 'logout' && ended.heard)) return;
  const person = ownerOf(before);
  if (device?.person === person || device === undefined) writePerson(null);
  await clearTracesOf(person);
}
