import { type TagStatusResponse, tagStatusResponseSchema } from '@scaffold/domain';
import { keepAnswer, recallAnswer } from '../../../data/cache/persisted-cache';
import { readKey } from '../../../data/cache/query-keys';
import { offlineDb } from '../../../offline/offline-db';
import type { Owner } from '../../../offline/owner';

/**
 * The last status read of each tag, kept on the device in IndexedDB (the offline copy's store),
 * so a tag scanned with no signal still says what it said and when. Public data: it belongs to
 * no user and is not dropped at logout; it goes after the copy's lifetime like any answer.
 */
export const TAGS_OWNER: Owner = '0.public-tags';
const keyOf = (code: string) => readKey('tagStatus', { tag_code: code });

export interface KeptTag {
  answer: TagStatusResponse;
  /** When it was read on this device (ms since the epoch). */
  readAt: number;
}

export async function keepTag(code: string, answer: TagStatusResponse, readAt: number) {
  await keepAnswer(await offlineDb(), TAGS_OWNER, keyOf(code), answer, readAt);
}

export async function recallTag(code: string, now: number): Promise<KeptTag | null> {
  const kept = await recallAnswer(await offlineDb(), TAGS_OWNER, keyOf(code), now);
  if (!kept) return null;
  const parsed = tagStatusResponseSchema.safeParse(kept.data);
  return parsed.success ? { answer: parsed.data, readAt: kept.readAt } : null;
}
