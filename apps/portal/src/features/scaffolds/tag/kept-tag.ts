import { type TagStatusResponse, tagStatusResponseSchema } from '@scaffold/domain';
import { recallRead, rememberRead } from '../../../lib/offline/last-read';
import { offlineDb } from '../../../lib/offline/offline-db';
import type { Owner } from '../../../lib/offline/owner';

/**
 * The last status read of each tag, kept on the device in IndexedDB (the portal's last-read
 * store), so a tag scanned with no signal still says what it said and when. Public data: it
 * belongs to no user and is not dropped at logout.
 */
const TAGS_OWNER: Owner = '0.public-tags';

export interface KeptTag {
  answer: TagStatusResponse;
  /** When it was read on this device (ms since the epoch). */
  readAt: number;
}

export async function keepTag(code: string, answer: TagStatusResponse, readAt: number) {
  const db = await offlineDb();
  await rememberRead(db, TAGS_OWNER, code, answer, readAt);
}

export async function recallTag(code: string, now: number): Promise<KeptTag | null> {
  const db = await offlineDb();
  const kept = await recallRead(
    db,
    TAGS_OWNER,
    code,
    (data) => tagStatusResponseSchema.parse(data),
    now,
  );
  return kept ? { answer: kept.data, readAt: kept.readAt } : null;
}
