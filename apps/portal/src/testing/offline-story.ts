// Story helpers for the portal with no connection (not part of the app bundle): the device's
// IndexedDB (outbox and last data read) set up per story, and a browser that says it is offline.
import type { Site } from '@scaffold/domain';
import { createSession, DEMO_ACCOUNTS, getDatabase, handlers, MOCK_NOW } from '@scaffold/mocks';
import { getResponse } from 'msw';
import { keepAnswer } from '../data/cache/persisted-cache';
import type { ReadKey } from '../data/cache/query-keys';
import { offlineDb, STORES, transaction } from '../offline/offline-db';
import type { OutboxEntry } from '../offline/outbox/outbox-entry';
import { announce } from '../offline/outbox/outbox-events';
import { addToOutbox } from '../offline/outbox/outbox-store';
import type { OutboxWrite } from '../offline/outbox/outbox-write';
import { ownerOf } from '../offline/owner';
import type { DemoAccountKey } from './portal-story';

/** A demo account's owner key, as the portal signed in as it keys its records (its user id). */
export const ownerFor = (account: DemoAccountKey) => {
  const { email } = DEMO_ACCOUNTS[account];
  const user = getDatabase().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return ownerOf({ customer_id: user.customer_id, email, user_id: user.id });
};

/** IndexedDB outlives a story: empty the outbox and the last data read before each. */
export async function clearOfflineStore(): Promise<void> {
  const db = await offlineDb();
  await transaction(db, Object.values(STORES), 'readwrite', (tx) => {
    for (const store of Object.values(STORES)) tx.objectStore(store).clear();
  });
  announce({ type: 'changed' });
}

let serial = 0;

/**
 * Puts a write in the account's outbox, saved `minutesAgo` before MOCK_NOW: an inspection, or a
 * note with its `kind`.
 */
export async function queueForStory(
  account: DemoAccountKey,
  site: Pick<Site, 'id' | 'name'>,
  options: OutboxWrite & {
    minutesAgo: number;
    refused?: string;
  },
): Promise<OutboxEntry> {
  serial += 1;
  const entry: OutboxEntry = {
    id: `story-${serial}`,
    owner: ownerFor(account),
    ...(options.kind ? { kind: options.kind } : {}),
    siteId: site.id,
    siteName: site.name,
    savedAt: Date.parse(MOCK_NOW) - options.minutesAgo * 60_000,
    idempotencyKey: `story-key-${serial}`,
    status: options.refused ? 'refused' : 'waiting',
    attempts: options.refused ? 0 : 2,
    reason: options.refused ?? null,
  };
  await addToOutbox(await offlineDb(), entry, options.values);
  announce({ type: 'changed' });
  return entry;
}

/**
 * Keeps in the account's offline copy, as read `minutesAgo` before MOCK_NOW under the query key
 * `key`, what the mock answers now to GET `path` (e.g. `pathTo('customerData')`): the screens
 * show it when their read fails. The story needs `portal: { offlineCopy: true }`.
 */
export async function keepLastRead(
  account: DemoAccountKey,
  key: ReadKey,
  path: string,
  minutesAgo: number,
  /** The query reads pages (an infinite query): the answer is kept as its first page. */
  options: { pages?: boolean } = {},
): Promise<void> {
  const { access } = createSession(DEMO_ACCOUNTS[account].email);
  const response = await getResponse(
    handlers,
    new Request(new URL(path, window.location.origin), {
      headers: { Authorization: `Bearer ${access}` },
    }),
  );
  if (!response?.ok) throw new Error(`keepLastRead: ${path} answered ${response?.status}`);
  const readAt = Date.parse(MOCK_NOW) - minutesAgo * 60_000;
  const answer: unknown = await response.json();
  const data = options.pages ? { pages: [answer], pageParams: [1] } : answer;
  await keepAnswer(await offlineDb(), ownerFor(account), key, data, readAt);
}

/**
 * Makes the browser say it has no network (navigator.onLine false) until the returned function
 * puts it back; the portal's offline paths read it there.
 */
export function pretendOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}
