// Delivery and collection notes and off-hire requests as sent and read (our addition to the
// spec's API: docs/DECISIONS.md, "Hire"). A note is sent once it is signed: the draft lives on
// the phone. A signed note is never changed; a note that corrects another names it and says why.
import { z } from 'zod';
import { calendarDateSchema } from '../hire/calendar';
import { HIRE_MESSAGES } from '../hire/messages';
import { idSchema, isoDateSchema } from './common';

/** A quantity of units on a line: whole and at least 1, with the field's message. */
export const unitQuantitySchema = z
  .number({ message: HIRE_MESSAGES.quantityWhole })
  .int({ message: HIRE_MESSAGES.quantityWhole })
  .min(1, { message: HIRE_MESSAGES.quantityAtLeastOne })
  .max(1_000_000, { message: HIRE_MESSAGES.quantityWhole });

const name = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(200, { message });

/** A signature drawn on a pad: its picture, how many points were drawn, who and when. */
export const noteSignatureSchema = z
  .object({
    name: name(HIRE_MESSAGES.signerName),
    /** A PNG or SVG data URL of the pad, as the inspections' signatures. */
    image: z.string().max(500_000),
    /** The points drawn (signature_pad's `toData()`): 0 is an empty pad, whatever its picture. */
    points: z.number().int().nonnegative(),
    signed_at: isoDateSchema,
  })
  .superRefine((signature, ctx) => {
    if (signature.points === 0 || !/^data:image\/(png|svg\+xml)[;,]/.test(signature.image)) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: HIRE_MESSAGES.padEmpty });
    }
  });
export type NoteSignature = z.infer<typeof noteSignatureSchema>;

/** A line of a note: a catalogue item (the `item.id` of a site's stock) and how many. */
export const noteLineSchema = z.object({ item_id: idSchema, quantity: unitQuantitySchema });
export type NoteLine = z.infer<typeof noteLineSchema>;

/** Each item once per note, so a line's quantity is the note's whole quantity of it. */
function linesOnce(lines: readonly { item_id: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((line, at) => {
    if (seen.has(line.item_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines', at, 'item_id'],
        message: HIRE_MESSAGES.lineTwice,
      });
    }
    seen.add(line.item_id);
  });
}

/** The note this one corrects, and why: a signed note is corrected, never edited. */
export const noteCorrectionSchema = z.object({
  note_id: idSchema,
  reason: z
    .string({ message: HIRE_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: HIRE_MESSAGES.reasonRequired })
    .max(1000),
});
export type NoteCorrection = z.infer<typeof noteCorrectionSchema>;

/** Who received the kit: signed for, or no one on site and a photo of the drop. */
export const deliveryReceiptSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed'), signature: noteSignatureSchema }),
  z.object({
    kind: z.literal('no_one_on_site'),
    /** A JPEG, PNG or WebP data URL, as an inspection's photo is sent. */
    photo: z
      .string()
      .max(30_000_000)
      .refine((value) => /^data:image\/(jpeg|png|webp);base64,./.test(value), {
        message: HIRE_MESSAGES.photoRequired,
      }),
  }),
]);
export type DeliveryReceipt = z.infer<typeof deliveryReceiptSchema>;

const transportFields = {
  vehicle: z
    .string({ message: HIRE_MESSAGES.vehicleRequired })
    .trim()
    .min(1, { message: HIRE_MESSAGES.vehicleRequired })
    .max(20, { message: HIRE_MESSAGES.vehicleRequired }),
  driver_signature: noteSignatureSchema,
  corrects: noteCorrectionSchema.nullable().default(null),
};

/** A signed delivery note: kit from the yard (`from_site_id` null) or a site, to a site. */
export const deliveryNoteRequestSchema = z
  .object({
    from_site_id: idSchema.nullable(),
    to_site_id: idSchema,
    /** When the kit was dropped: hire starts on its London date. */
    delivered_at: isoDateSchema,
    lines: z.array(noteLineSchema).min(1, { message: HIRE_MESSAGES.noLines }).max(500),
    receipt: deliveryReceiptSchema,
    ...transportFields,
  })
  .superRefine((note, ctx) => {
    linesOnce(note.lines, ctx);
    if (note.from_site_id !== null && note.from_site_id === note.to_site_id) {
      ctx.addIssue({ code: 'custom', path: ['to_site_id'], message: HIRE_MESSAGES.sameSite });
    }
  });
export type DeliveryNoteRequest = z.infer<typeof deliveryNoteRequestSchema>;

/**
 * A line collected from a site, as counted back at the yard: `quantity` on the note, of which
 * `short` did not arrive (lost: charged at replacement cost) and `damaged` arrived needing
 * repair (charged at the item's maintenance cost). More than the site holds is an over-return,
 * worked out against the site's stock (hire/note-checks.ts), not refused.
 */
export const collectionLineSchema = noteLineSchema
  .extend({
    short: z.number().int().nonnegative().default(0),
    damaged: z.number().int().nonnegative().default(0),
  })
  .superRefine((line, ctx) => {
    if (line.short + line.damaged > line.quantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['short'],
        message: HIRE_MESSAGES.variancesAboveQuantity,
      });
    }
  });
export type CollectionLine = z.infer<typeof collectionLineSchema>;

/** A signed collection note: kit from a site back to the yard, signed like a delivery. */
export const collectionNoteRequestSchema = z
  .object({
    from_site_id: idSchema,
    /** When the kit left the site: hire ends on its London date for what it brings back. */
    collected_at: isoDateSchema,
    lines: z.array(collectionLineSchema).min(1, { message: HIRE_MESSAGES.noLines }).max(500),
    /** Whoever released the kit on site; null when no one was there (the driver's count stands). */
    site_signature: noteSignatureSchema.nullable(),
    ...transportFields,
  })
  .superRefine((note, ctx) => linesOnce(note.lines, ctx));
export type CollectionNoteRequest = z.infer<typeof collectionNoteRequestSchema>;

/**
 * An off-hire: the client (or a manager for them) stops hire from a date, before or without a
 * collection. For the site's whole kit, some of it, or a scaffold let on a contract.
 */
export const offHireScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site') }),
  z.object({
    kind: z.literal('lines'),
    lines: z.array(noteLineSchema).min(1, { message: HIRE_MESSAGES.noLines }).max(500),
  }),
  z.object({ kind: z.literal('scaffold'), scaffold_id: idSchema }),
]);
export type OffHireScope = z.infer<typeof offHireScopeSchema>;

export const offHireRequestSchema = z
  .object({
    site_id: idSchema,
    /** Hire stops on this date (London): it is not charged. */
    from: calendarDateSchema,
    scope: offHireScopeSchema,
    /** Who asked: the client's name as they gave it. */
    requested_by: name(HIRE_MESSAGES.signerName),
    note: z.string().trim().max(1000).default(''),
  })
  .superRefine((request, ctx) => {
    if (request.scope.kind === 'lines') linesOnce(request.scope.lines, ctx);
  });
export type OffHireRequest = z.infer<typeof offHireRequestSchema>;

/**
 * A signature as a note is read back: its picture is whatever the server names it by (a media
 * URL once stored, the data URL a server without the media call keeps), checked when it was sent.
 */
export const storedSignatureSchema = z.object({
  name: z.string(),
  image: z.string(),
  points: z.number().int().nonnegative(),
  signed_at: isoDateSchema,
});
export type StoredSignature = z.infer<typeof storedSignatureSchema>;

/** The receipt as read back: the photo of a drop is a URL too. */
export const storedReceiptSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed'), signature: storedSignatureSchema }),
  z.object({ kind: z.literal('no_one_on_site'), photo: z.string() }),
]);

/** What the server keeps of a note besides what was sent: its id, printed number, who sent it. */
const recordFields = {
  id: idSchema,
  /** The printed docket number: 'DN-000123', 'CN-000045'. */
  number: z.string(),
  recorded_by: z.object({ id: idSchema, name: z.string() }),
  recorded_at: isoDateSchema,
  /** The note that corrects this one, once there is one: this one then no longer counts. */
  corrected_by: idSchema.nullable(),
  vehicle: z.string(),
  driver_signature: storedSignatureSchema,
  corrects: noteCorrectionSchema.nullable(),
};

export const deliveryNoteSchema = z.object({
  kind: z.literal('delivery'),
  from_site_id: idSchema.nullable(),
  to_site_id: idSchema,
  delivered_at: isoDateSchema,
  lines: z.array(noteLineSchema),
  receipt: storedReceiptSchema,
  ...recordFields,
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;

export const collectionNoteSchema = z.object({
  kind: z.literal('collection'),
  from_site_id: idSchema,
  collected_at: isoDateSchema,
  lines: z.array(
    noteLineSchema.extend({
      short: z.number().int().nonnegative(),
      damaged: z.number().int().nonnegative(),
    }),
  ),
  site_signature: storedSignatureSchema.nullable(),
  ...recordFields,
});
export type CollectionNote = z.infer<typeof collectionNoteSchema>;

/** A delivery or collection note, as one note's read answers it. */
export const hireNoteSchema = z.discriminatedUnion('kind', [
  deliveryNoteSchema,
  collectionNoteSchema,
]);
export type HireNote = z.infer<typeof hireNoteSchema>;

export const offHireSchema = z.object({
  site_id: idSchema,
  from: calendarDateSchema,
  scope: offHireScopeSchema,
  requested_by: z.string(),
  note: z.string(),
  id: idSchema,
  recorded_by: z.object({ id: idSchema, name: z.string() }),
  recorded_at: isoDateSchema,
});
export type OffHire = z.infer<typeof offHireSchema>;
