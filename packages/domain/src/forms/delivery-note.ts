// The delivery note form (docs/DECISIONS.md, "Hire"): a driver fills it on a phone, the
// receiver signs or no one is on site and a photo of the drop stands for them.
import {
  deliveryNoteErrors,
  type FieldError,
  type NoteDates,
  type UnitsByItem,
} from '../hire/note-checks';
import { type DeliveryNoteRequest, deliveryNoteRequestSchema } from '../schemas/hire-notes';
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

/** Where the kit comes from: the yard, or a site's id. */
export const FROM_YARD = 'yard';

export interface DeliveryNoteFormValues extends NoteFormCommon {
  /** FROM_YARD or a site's id. */
  from: string;
  to_site_id: string;
  /** The date-time control's value, local time. */
  delivered_at: string;
  lines: NoteLineInput[];
  receipt: 'signed' | 'no_one_on_site';
  receiver_signature: SignatureInput;
  /** The drop's photo (a data URL) when no one is on site; '' otherwise. */
  photo: string;
}

export function emptyDeliveryNoteForm(
  options: NoteFormStart & { toSiteId?: number | null },
): DeliveryNoteFormValues {
  return {
    from: FROM_YARD,
    to_site_id: options.toSiteId == null ? '' : String(options.toSiteId),
    delivered_at: toDateTimeInput(options.now),
    lines: [{ item_id: '', quantity: '' }],
    receipt: 'signed',
    receiver_signature: emptySignature(),
    photo: '',
    ...emptyNoteFormCommon(options),
  };
}

/** The body as built from the values, unchecked (the schema checks it). */
function deliveryBody(values: DeliveryNoteFormValues) {
  const at = dateTimeInputToIso(values.delivered_at);
  return {
    from_site_id: values.from === FROM_YARD ? null : chosenId(values.from),
    to_site_id: chosenId(values.to_site_id),
    delivered_at: at,
    lines: values.lines.map((line) => ({
      item_id: chosenId(line.item_id),
      quantity: wholeNumber(line.quantity),
    })),
    receipt:
      values.receipt === 'signed'
        ? { kind: 'signed', signature: toNoteSignatureBody(values.receiver_signature, at) }
        : { kind: 'no_one_on_site', photo: values.photo },
    ...noteBodyCommon(values, at),
  };
}

/** The body's names → the form's. */
function formPath(path: string): string {
  if (path === 'from_site_id') return 'from';
  if (path.startsWith('receipt.signature.')) {
    return `receiver_signature.${path.slice('receipt.signature.'.length)}`;
  }
  if (path === 'receipt.photo') return 'photo';
  return path;
}

/** The body a valid form sends; throws a ZodError otherwise. */
export function toDeliveryNoteRequest(values: DeliveryNoteFormValues): DeliveryNoteRequest {
  return deliveryNoteRequestSchema.parse(deliveryBody(values));
}

export interface DeliveryNoteFormContext extends NoteDates {
  /** Units available at the source, or null when not known here (the server checks them). */
  readonly available: UnitsByItem | null;
}

/**
 * Everything wrong with the form, named by its fields: items not chosen, the body's schema
 * (whole quantities, an item once, an empty pad, the photo...), then the date and what the
 * source has (hire/note-checks.ts).
 */
export function deliveryNoteFormErrors(
  values: DeliveryNoteFormValues,
  context: DeliveryNoteFormContext,
): FieldError[] {
  const errors = unchosenNoteFields(values, 'to_site_id', 'delivered_at');
  const parsed = deliveryNoteRequestSchema.safeParse(deliveryBody(values));
  if (!parsed.success) {
    errors.push(...issuesToFieldErrors(parsed.error, formPath));
    return firstPerField(errors);
  }
  errors.push(
    ...deliveryNoteErrors(parsed.data, {
      ...context,
      available: context.available ?? new Map(),
    }).filter((error) => context.available !== null || !error.path.startsWith('lines.')),
  );
  return firstPerField(errors);
}
