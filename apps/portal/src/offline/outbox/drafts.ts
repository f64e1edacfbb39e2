import { newIdempotencyKey } from '@scaffold/api-client';
import {
  checklistAnswersSchema,
  emptyInspectionForm,
  type Id,
  type NewInspectionFormValues,
  WEATHER_CONDITIONS,
} from '@scaffold/domain';
import { z } from 'zod';
import { result, STORES, transaction, withOfflineDb } from '../offline-db';
import type { Owner } from '../owner';
import type { DbAccess } from './outbox-actions';
import { whenAdopted } from './owner-adoption';

/**
 * An unsent New Inspection form, kept in IndexedDB per signed-in user and site (photos and
 * signatures included) so nothing the inspector entered is lost to a failed save, a closed
 * modal or a reload, and nobody else signed in on a shared tablet sees it. It expires
 * DRAFT_LIFETIME_DAYS after it was last written. It carries the inspection's Idempotency-Key.
 */
export const DRAFT_LIFETIME_DAYS = 14;
const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 86_400_000;

/**
 * The key of the inspection being written (docs/DECISIONS.md "Saves and the outbox"): made with the draft,
 * the same for every send of the same content. `refusal`: the server's reason when it refused
 * the content sent with it; the key is then spent, and the next change of content makes a new one
 * (a server may keep its refusal under the old key).
 */
export interface SubmissionKey {
  key: string;
  refusal: string | null;
}

export const freshKey = (): SubmissionKey => ({ key: newIdempotencyKey(), refusal: null });

export interface Draft {
  owner: Owner;
  siteId: Id;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  values: NewInspectionFormValues;
  submission: SubmissionKey;
}

// The shape only: a draft is half-filled by nature, the form validates its content on submit.
export const draftValuesSchema = z.object({
  weather: z.enum(['', ...WEATHER_CONDITIONS]),
  temperature: z.string(),
  humidity: z.string(),
  wind_speed: z.string(),
  scaffold_type: z.string(),
  scaffold_height: z.string(),
  load_rating: z.string(),
  tie_pattern: z.string(),
  categories: checklistAnswersSchema,
  notes: z.string(),
  photos: z.record(z.string(), z.string()),
  signatures: z.object({ inspector: z.string(), supervisor: z.string(), client: z.string() }),
  // Added with the Schedule 7 report: drafts saved before it lack them.
  inspector_name: z.string().default(''),
  inspector_position: z.string().default(''),
  action_taken: z.string().default(''),
  further_action: z.string().default(''),
}) satisfies z.ZodType<NewInspectionFormValues>;

const storedDraftSchema = z.object({
  id: z.string(),
  owner: z.string(),
  siteId: z.number(),
  savedAt: z.number(),
  values: draftValuesSchema,
  key: z.string().min(1),
  refusal: z.string().nullable(),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

const draftId = (owner: Owner, siteId: Id) => `${owner}|${siteId}`;

/**
 * Whether the values hold nothing the inspector entered. The inspector's name and position are
 * filled in from the signed-in user, so they alone do not make a draft.
 */
export function isBlankDraft(values: NewInspectionFormValues): boolean {
  const entered = { ...values, inspector_name: '', inspector_position: '' };
  return JSON.stringify(entered) === JSON.stringify(emptyInspectionForm());
}

/** Drops every draft written more than DRAFT_LIFETIME_DAYS ago, whoever's it is. */
export function dropExpiredDrafts(db: IDBDatabase, now: number): Promise<void> {
  return transaction(db, [STORES.drafts], 'readwrite', (tx) => {
    const store = tx.objectStore(STORES.drafts);
    // Oldest first: stop at the first one still alive.
    const cursor = store.index('savedAt').openKeyCursor();
    cursor.onsuccess = () => {
      const found = cursor.result;
      if (!found || typeof found.key !== 'number' || now - found.key <= DRAFT_LIFETIME_MS) return;
      store.delete(found.primaryKey);
      found.continue();
    };
  });
}

/**
 * The user's draft of a site, or null when there is none, it expired, or it is unreadable (then
 * it is dropped). A read-only look first: opening the form waits on it.
 */
export async function readDraft(
  db: IDBDatabase,
  owner: Owner,
  siteId: Id,
  now: number,
): Promise<Draft | null> {
  const raw = await transaction(db, [STORES.drafts], 'readonly', (tx) =>
    result(tx.objectStore(STORES.drafts).get(draftId(owner, siteId)) as IDBRequest<unknown>),
  );
  if (raw === undefined) return null;
  const parsed = storedDraftSchema.safeParse(raw);
  if (parsed.success && now - parsed.data.savedAt <= DRAFT_LIFETIME_MS) {
    const { values, savedAt, key, refusal } = parsed.data;
    return { owner, siteId, savedAt, values, submission: { key, refusal } };
  }
  await deleteDraft(db, owner, siteId);
  return null;
}

/** Keeps the draft (one transaction: it lands whole or not at all). */
export function writeDraft(db: IDBDatabase, draft: Draft): Promise<void> {
  const record: StoredDraft = {
    id: draftId(draft.owner, draft.siteId),
    owner: draft.owner,
    siteId: draft.siteId,
    savedAt: draft.savedAt,
    values: draft.values,
    key: draft.submission.key,
    refusal: draft.submission.refusal,
  };
  return transaction(db, [STORES.drafts], 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).put(record);
  });
}

export function deleteDraft(db: IDBDatabase, owner: Owner, siteId: Id): Promise<void> {
  return transaction(db, [STORES.drafts], 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).delete(draftId(owner, siteId));
  });
}

/** Where drafts were kept before IndexedDB (localStorage, one entry per user and site). */
const LEGACY_DRAFT_PREFIX = 'scaffold:inspection-draft:';
const LEGACY_KEY_PREFIX = 'scaffold:inspection-submission:';
const legacyDraftSchema = z.object({
  version: z.literal(2),
  savedAt: z.number(),
  values: draftValuesSchema,
});

type SmallStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The last change before the page goes (a reload, a closed tab, a phone putting the browser
 * away): an IndexedDB write begun then may be cut off with the page, so that change is also kept
 * at once in localStorage, without the photos IndexedDB already holds (they are what makes a
 * draft large), and merged into the draft when its form opens again.
 */
const STASH_PREFIX = 'scaffold:inspection-draft-stash:';
const stashSchema = z.object({
  savedAt: z.number(),
  values: draftValuesSchema.omit({ photos: true }),
  /** The photos, when they are not those of the draft in IndexedDB. */
  photos: z.record(z.string(), z.string()).nullable(),
  key: z.string().min(1),
  refusal: z.string().nullable(),
});

/**
 * Keeps the draft in localStorage at once; `photosKept`: IndexedDB holds these photos already.
 * False when localStorage refuses (full): the IndexedDB write begun beside it is all there is.
 */
export function stashDraft(
  storage: SmallStorage | null,
  draft: Draft,
  photosKept: boolean,
): boolean {
  if (!storage) return false;
  const { photos, ...values } = draft.values;
  const stash: z.infer<typeof stashSchema> = {
    savedAt: draft.savedAt,
    values,
    photos: photosKept ? null : photos,
    key: draft.submission.key,
    refusal: draft.submission.refusal,
  };
  try {
    storage.setItem(`${STASH_PREFIX}${draftId(draft.owner, draft.siteId)}`, JSON.stringify(stash));
    return true;
  } catch (error) {
    console.warn('[inspections] the last change could not be kept at once', error);
    return false;
  }
}

/** The draft with its stashed last change, when that is newer; the stash is removed either way. */
export function takeStash(
  storage: SmallStorage | null,
  owner: Owner,
  siteId: Id,
  kept: Draft | null,
): Draft | null {
  if (!storage) return kept;
  const name = `${STASH_PREFIX}${draftId(owner, siteId)}`;
  try {
    const text = storage.getItem(name);
    storage.removeItem(name);
    if (!text) return kept;
    const parsed = stashSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.savedAt <= (kept?.savedAt ?? Number.NEGATIVE_INFINITY)) {
      return kept;
    }
    const { savedAt, values, photos, key, refusal } = parsed.data;
    return {
      owner,
      siteId,
      savedAt,
      values: { ...values, photos: photos ?? kept?.values.photos ?? {} },
      submission: { key, refusal },
    };
  } catch {
    // storage disabled, or not JSON: the draft in IndexedDB stands
    return kept;
  }
}

/** Forgets a stashed change (the draft was saved, queued or discarded). */
function dropStash(storage: SmallStorage | null, owner: Owner, siteId: Id): void {
  try {
    storage?.removeItem(`${STASH_PREFIX}${draftId(owner, siteId)}`);
  } catch {
    // storage disabled: nothing was stashed
  }
}

/**
 * A draft this user left in localStorage before drafts moved to IndexedDB, with the key of the
 * submission it may have sent (kept: a retry with it cannot save twice); removed from there once
 * read. Drafts from before they had owners are removed unread.
 */
export function takeLegacyDraft(
  storage: SmallStorage | null,
  owner: Owner,
  siteId: Id,
  now: number,
): Draft | null {
  if (!storage) return null;
  const slot = `${owner}.${siteId}`;
  try {
    const text = storage.getItem(`${LEGACY_DRAFT_PREFIX}${slot}`);
    const key = storage.getItem(`${LEGACY_KEY_PREFIX}${slot}`);
    for (const name of [
      `${LEGACY_DRAFT_PREFIX}${slot}`,
      `${LEGACY_KEY_PREFIX}${slot}`,
      `${LEGACY_DRAFT_PREFIX}${siteId}`,
    ]) {
      storage.removeItem(name);
    }
    if (!text) return null;
    const parsed = legacyDraftSchema.safeParse(JSON.parse(text));
    if (!parsed.success || now - parsed.data.savedAt > DRAFT_LIFETIME_MS) return null;
    return {
      owner,
      siteId,
      savedAt: parsed.data.savedAt,
      values: parsed.data.values,
      submission: key ? { key, refusal: null } : freshKey(),
    };
  } catch {
    // storage disabled, or not JSON: nothing to take over
    return null;
  }
}

/** The sites of which `owner` has a change stashed in localStorage. */
function stashedSites(storage: SmallStorage & Pick<Storage, 'key' | 'length'>, owner: Owner): Id[] {
  const prefix = `${STASH_PREFIX}${owner}|`;
  const sites: Id[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    const site = name?.startsWith(prefix) ? Number(name.slice(prefix.length)) : Number.NaN;
    if (Number.isSafeInteger(site)) sites.push(site);
  }
  return sites;
}

/**
 * Moves what an older portal kept in localStorage under `from` (stashed changes, drafts from
 * before IndexedDB, their keys) to `to`: the same user's records under their new owner key.
 */
export function renameOwnerInStorage(
  storage: (SmallStorage & Pick<Storage, 'key' | 'length'>) | null,
  from: Owner,
  to: Owner,
): void {
  if (!storage) return;
  const renames: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index) ?? '';
    for (const [prefix, separator] of [
      [STASH_PREFIX, '|'],
      [LEGACY_DRAFT_PREFIX, '.'],
      [LEGACY_KEY_PREFIX, '.'],
    ] as const) {
      const old = `${prefix}${from}${separator}`;
      if (name.startsWith(old))
        renames.push([name, `${prefix}${to}${separator}${name.slice(old.length)}`]);
    }
  }
  for (const [name, renamed] of renames) {
    const value = storage.getItem(name);
    storage.removeItem(name);
    if (value !== null) storage.setItem(renamed, value);
  }
}

/** The browser's drafts (tests: over their own database and storage). */
export function draftsOn(
  access: DbAccess,
  local: () => (SmallStorage & Pick<Storage, 'key' | 'length'>) | null = browserLocalStorage,
) {
  return {
    /**
     * The user's draft of the site: from IndexedDB with the change stashed as the page went, or
     * taken over from the localStorage of an older portal.
     */
    async read(owner: Owner, siteId: Id, now: number): Promise<Draft | null> {
      // Drafts an older portal kept under this user's former key are moved first.
      await whenAdopted(owner);
      const stored = await access((db) => readDraft(db, owner, siteId, now));
      // Everyone's expired drafts go too, once the form has what it needs.
      void access((db) => dropExpiredDrafts(db, now)).catch((error: unknown) =>
        console.error('[inspections] expired drafts could not be removed', error),
      );
      const kept = stored ?? takeLegacyDraft(local(), owner, siteId, now);
      const draft = takeStash(local(), owner, siteId, kept);
      // Kept in IndexedDB from now on.
      if (draft && draft !== stored) await access((db) => writeDraft(db, draft));
      return draft;
    },
    write: (draft: Draft) => access((db) => writeDraft(db, draft)),
    /** The last change as the page goes: at once in localStorage (see stashDraft). */
    stash: (draft: Draft, photosKept: boolean) => stashDraft(local(), draft, photosKept),
    async remove(owner: Owner, siteId: Id): Promise<void> {
      dropStash(local(), owner, siteId);
      await access((db) => deleteDraft(db, owner, siteId));
    },
    /**
     * The hand-over (a logout, the session's end, another person signing in): each change the
     * owner stashed in localStorage goes into their draft in IndexedDB (theirs, for their next
     * sign-in, like the outbox) and leaves localStorage, where notes and signatures would lie
     * in plain sight of the next person's tools.
     */
    async settleStashes(owner: Owner, now: number): Promise<void> {
      const storage = local();
      if (!storage) return;
      for (const siteId of stashedSites(storage, owner)) {
        const stored = await access((db) => readDraft(db, owner, siteId, now));
        const draft = takeStash(storage, owner, siteId, stored);
        if (draft && draft !== stored) await access((db) => writeDraft(db, draft));
      }
    },
  };
}

export type DraftActions = ReturnType<typeof draftsOn>;

export const drafts: DraftActions = draftsOn(withOfflineDb);
