// The collection note form (docs/DECISIONS.md, "Hire"): kit collected from a site, counted at
// the yard (short, damaged), signed by the site's person or by no one, and by the driver.
import {
  type CollectionCheck,
  collectionNoteCheck,
  type NoteDates,
  type UnitsByItem,
} from '../hire/note-checks';
import { type CollectionNoteRequest, collectionNoteRequestSchema } from '../schemas/hire-notes';
import {
  chosenId,
  dateTimeInputToIso,
  emptyNoteFormCommon,
  emptySignature,
  firstPerField,
  issuesToFieldErrors,
  type NoteFormCommon,
  type NoteFormStart,
  type NoteLineInput,
  noteBodyCommon,
  type SignatureInput,
  toDateTimeInput,
  toNoteSignatureBody,
  unchosenNoteFields,
  wholeNumber,
} from './note-form-fields';

export interface CollectionLineInput extends NoteLineInput {
  short: string;
  damaged: string;
}

export interface CollectionNoteFormValues extends NoteFormCommon {
  from_site_id: string;
  collected_at: string;
  lines: CollectionLineInput[];
  /** Whether someone on site signed the kit out; when not, the driver's count stands. */
  site_signed: boolean;
  site_signature: SignatureInput;
}

export const emptyCollectionLine = (): CollectionLineInput => ({
  item_id: '',
  quantity: '',
  short: '0',
  damaged: '0',
});

export function emptyCollectionNoteForm(
  options: NoteFormStart & { fromSiteId?: number | null },
): CollectionNoteFormValues {
  return {
    from_site_id: options.fromSiteId == null ? '' : String(options.fromSiteId),
    collected_at: toDateTimeInput(options.now),
    lines: [emptyCollectionLine()],
    site_signed: true,
    site_signature: emptySignature(),
    ...emptyNoteFormCommon(options),
  };
}

/** A count left empty is none (short and damaged start at 0). */
const countOf = (raw: string) => (raw.trim() === '' ? 0 : wholeNumber(raw));

function collectionBody(values: CollectionNoteFormValues) {
  const at = dateTimeInputToIso(values.collected_at);
  return {
    from_site_id: chosenId(values.from_site_id),
    collected_at: at,
    lines: values.lines.map((line) => ({
      item_id: chosenId(line.item_id),
      quantity: wholeNumber(line.quantity),
      short: countOf(line.short),
      damaged: countOf(line.damaged),
    })),
    site_signature: values.site_signed ? toNoteSignatureBody(values.site_signature, at) : null,
    ...noteBodyCommon(values, at),
  };
}

/** The body a valid form sends; throws a ZodError otherwise. */
export function toCollectionNoteRequest(values: CollectionNoteFormValues): CollectionNoteRequest {
  return collectionNoteRequestSchema.parse(collectionBody(values));
}

export interface CollectionNoteFormContext extends NoteDates {
  /** Units the site holds, or null when not known here (no over-returns are worked out). */
  readonly held: UnitsByItem | null;
}

/**
 * The lines typed so far with an item and a whole quantity: over-returns are shown as the driver
 * types, before the rest of the note is valid.
 */
function typedLines(values: CollectionNoteFormValues) {
  return values.lines.flatMap((line) => {
    const item_id = chosenId(line.item_id);
    const quantity = wholeNumber(line.quantity);
    return Number.isNaN(item_id) || Number.isNaN(quantity) ? [] : [{ item_id, quantity }];
  });
}

/** The form's refusals, and its over-returns (a notice, never a refusal). */
export function collectionNoteFormCheck(
  values: CollectionNoteFormValues,
  context: CollectionNoteFormContext,
): CollectionCheck {
  const errors = unchosenNoteFields(values, 'from_site_id', 'collected_at');
  const at = dateTimeInputToIso(values.collected_at);
  const parsed = collectionNoteRequestSchema.safeParse(collectionBody(values));
  if (!parsed.success) errors.push(...issuesToFieldErrors(parsed.error));
  // The date and the over-returns of what is typed, valid body or not (lines only need items).
  const typed = { collected_at: at, lines: typedLines(values) };
  // collectionNoteCheck reads only the date and the lines' items and quantities.
  const check = collectionNoteCheck(typed as CollectionNoteRequest, {
    ...context,
    held: context.held ?? new Map(),
  });
  return {
    errors: firstPerField([...errors, ...(at === '' ? [] : check.errors)]),
    overReturns: context.held === null ? [] : check.overReturns,
  };
}
