import {
  checklistAnswersSchema,
  emptyInspectionForm,
  type Id,
  type NewInspectionFormValues,
  WEATHER_CONDITIONS,
} from '@scaffold/domain';
import { z } from 'zod';

/**
 * An unsent New Inspection form, kept per site in localStorage so nothing the inspector entered
 * (photos and signatures included) is lost to a failed save, a closed modal or a reload.
 */
export const DRAFT_KEY_PREFIX = 'scaffold:inspection-draft:';
export const draftKey = (siteId: Id) => `${DRAFT_KEY_PREFIX}${siteId}`;

// The shape only: a draft is half-filled by nature, the form validates its content on submit.
const draftValuesSchema = z.object({
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

const storedDraftSchema = z.object({ version: z.literal(1), values: draftValuesSchema });

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where storage is disabled (the form then keeps no draft). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft of a site, or null when there is none or it is unreadable (then dropped). */
export function readDraft(
  storage: DraftStorage | null,
  siteId: Id,
): NewInspectionFormValues | null {
  const text = storage?.getItem(draftKey(siteId));
  if (!text) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.values;
  } catch {
    // not JSON: fall through and drop it
  }
  storage?.removeItem(draftKey(siteId));
  return null;
}

/**
 * Whether the values hold nothing the inspector entered. The inspector's name and position are
 * filled in from the signed-in user, so they alone do not make a draft.
 */
export function isBlankDraft(values: NewInspectionFormValues): boolean {
  const entered = { ...values, inspector_name: '', inspector_position: '' };
  return JSON.stringify(entered) === JSON.stringify(emptyInspectionForm());
}

export type DraftWriteResult = 'saved' | 'cleared' | 'failed';

/**
 * Saves the values as the site's draft (a blank form removes it). 'failed' when storage refuses,
 * usually the quota with large photos: the caller tells the user the draft is not kept.
 */
export function writeDraft(
  storage: DraftStorage | null,
  siteId: Id,
  values: NewInspectionFormValues,
): DraftWriteResult {
  if (!storage) return 'failed';
  try {
    if (isBlankDraft(values)) {
      storage.removeItem(draftKey(siteId));
      return 'cleared';
    }
    storage.setItem(draftKey(siteId), JSON.stringify({ version: 1, values }));
    return 'saved';
  } catch (error) {
    console.warn('[inspections] the draft could not be saved', error);
    return 'failed';
  }
}

export function clearDraft(storage: DraftStorage | null, siteId: Id): void {
  try {
    storage?.removeItem(draftKey(siteId));
  } catch {
    // storage disabled: there is nothing to clear
  }
}

const SUBMISSION_KEY_PREFIX = 'scaffold:inspection-submission:';

/**
 * The Idempotency-Key of the site's pending submission: made at the first Save and kept, like
 * the draft, until a save goes through, so a retry after a lost answer (even after a reload)
 * cannot save the inspection twice. Without storage the caller keeps it for the form's life.
 */
export function submissionKey(storage: DraftStorage | null, siteId: Id, make: () => string) {
  const name = `${SUBMISSION_KEY_PREFIX}${siteId}`;
  try {
    const kept = storage?.getItem(name);
    if (kept) return kept;
  } catch {
    // storage disabled: a fresh key, kept by the caller
  }
  const key = make();
  try {
    storage?.setItem(name, key);
  } catch {
    // as above
  }
  return key;
}

export function clearSubmissionKey(storage: DraftStorage | null, siteId: Id): void {
  try {
    storage?.removeItem(`${SUBMISSION_KEY_PREFIX}${siteId}`);
  } catch {
    // storage disabled: nothing kept
  }
}
