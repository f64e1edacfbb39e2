// A hire write's refusal from the customer's notes as they stand: the same checks on the mock
// and the server, each answering the contract's `{detail}` with the field named. What a note
// may take from a site is what the notes left there (on hire, or off-hired and not collected).

import { type ImageRefusal, refusedImage } from '../inspections/image-refusal';
import type {
  CollectionNote,
  CollectionNoteRequest,
  DeliveryNote,
  DeliveryNoteRequest,
  OffHire,
  OffHireRequest,
} from '../schemas';
import { londonDate } from './calendar';
import { type HireLedger, hireLedger, onHireBySite } from './ledger';
import {
  collectionNoteCheck,
  correctionError,
  deliveryNoteErrors,
  type FieldError,
  offHireErrors,
  type UnitsByItem,
} from './note-checks';

/** A customer's signed notes and off-hires. */
export interface HireBook {
  readonly deliveries: readonly DeliveryNote[];
  readonly collections: readonly CollectionNote[];
  readonly offHires: readonly OffHire[];
}

/** A refused write: 400 for a field, 409 for a note corrected already. */
export interface HireRefusal {
  readonly status: 400 | 409;
  readonly detail: string;
}

const refusal = (errors: readonly FieldError[]): HireRefusal | null => {
  const [first] = errors;
  return first ? { status: 400, detail: `${first.path}: ${first.message}` } : null;
};

/** The printed number of a customer's n-th note of a kind: 'DN-000123', 'CN-000045'. */
export function hireNoteNumber(kind: 'delivery' | 'collection', n: number): string {
  return `${kind === 'delivery' ? 'DN' : 'CN'}-${String(n).padStart(6, '0')}`;
}

/** The book without one note: what stood before it, for a note that corrects it. */
function withoutNote(book: HireBook, noteId: number | undefined): HireBook {
  if (noteId === undefined) return book;
  return {
    deliveries: book.deliveries.filter((note) => note.id !== noteId),
    collections: book.collections.filter((note) => note.id !== noteId),
    offHires: book.offHires,
  };
}

/** Units of each item a site holds by the notes: on hire, or off-hired and not collected. */
export function heldBySite(ledger: HireLedger, siteId: number): Map<number, number> {
  const units = onHireBySite(ledger, siteId);
  for (const waiting of ledger.awaitingCollection) {
    if (waiting.site_id === siteId) {
      units.set(waiting.item_id, (units.get(waiting.item_id) ?? 0) + waiting.quantity);
    }
  }
  return units;
}

const notesById = (book: HireBook) =>
  new Map<number, DeliveryNote | CollectionNote>(
    [...book.deliveries, ...book.collections].map((note) => [note.id, note]),
  );

/** The refusal of `corrects`: 409 when the note was corrected already, 400 otherwise. */
function correctionRefusal(
  book: HireBook,
  note:
    | (DeliveryNoteRequest & { kind: 'delivery' })
    | (CollectionNoteRequest & { kind: 'collection' }),
): HireRefusal | null {
  if (!note.corrects) return null;
  const notes = notesById(book);
  const error = correctionError(note, notes);
  if (!error) return null;
  const already = notes.get(note.corrects.note_id)?.corrected_by != null;
  return { status: already ? 409 : 400, detail: error.message };
}

export interface NoteContext {
  /** The start date of the site the note is for (delivered to, collected from). */
  readonly siteStart: string | null | undefined;
  readonly now: Date;
}

/** A delivery note's refusal, or null: its correction, its date, what the sending site holds. */
export function deliveryNoteRefusal(
  book: HireBook,
  note: DeliveryNoteRequest,
  context: NoteContext,
): HireRefusal | null {
  const correction = correctionRefusal(book, { ...note, kind: 'delivery' });
  if (correction) return correction;
  const rest = withoutNote(book, note.corrects?.note_id);
  const before = hireLedger(rest.deliveries, rest.collections, rest.offHires);
  // The yard's stock is not kept here: what it sends is what the driver loaded.
  const available: UnitsByItem =
    note.from_site_id === null
      ? new Map(note.lines.map((line) => [line.item_id, line.quantity]))
      : heldBySite(before, note.from_site_id);
  return refusal(deliveryNoteErrors(note, { ...context, available }));
}

/** A collection note's refusal (or null), and the units it takes beyond what the site held. */
export function collectionNoteOutcome(
  book: HireBook,
  note: CollectionNoteRequest,
  context: NoteContext,
): { refusal: HireRefusal | null; overReturns: { item_id: number; quantity: number }[] } {
  const correction = correctionRefusal(book, { ...note, kind: 'collection' });
  if (correction) return { refusal: correction, overReturns: [] };
  const rest = withoutNote(book, note.corrects?.note_id);
  const held = heldBySite(
    hireLedger(rest.deliveries, rest.collections, rest.offHires),
    note.from_site_id,
  );
  const check = collectionNoteCheck(note, { ...context, held });
  return { refusal: refusal(check.errors), overReturns: check.overReturns };
}

/** An off-hire's refusal, or null. `scaffoldsOnHire`: the site's scaffolds handed over to the client. */
export function offHireRefusal(
  book: HireBook,
  request: OffHireRequest,
  context: NoteContext & { readonly scaffoldsOnHire: ReadonlySet<number> },
): HireRefusal | null {
  const ledger = hireLedger(book.deliveries, book.collections, book.offHires);
  const scaffolds = new Set(
    [...context.scaffoldsOnHire].filter((id) => !ledger.scaffoldOffHires.has(id)),
  );
  const errors = offHireErrors(request, {
    siteStart: context.siteStart,
    today: londonDate(context.now),
    onHire: onHireBySite(ledger, request.site_id),
    scaffoldsOnHire: scaffolds,
  });
  return refusal(errors);
}

const SVG_DATA_URL = /^data:image\/svg\+xml[;,]/;

/**
 * The refusal of a note's pictures: a photo as an inspection's (a base64 JPEG, PNG or WebP data
 * URL under the cap), a signature the same or the pad's SVG export, which its schema takes.
 */
export function noteImageRefusal(
  note: DeliveryNoteRequest | CollectionNoteRequest,
): ImageRefusal | null {
  const images: [string, string][] = [['driver_signature.image', note.driver_signature.image]];
  if ('receipt' in note) {
    images.push(
      note.receipt.kind === 'signed'
        ? ['receipt.signature.image', note.receipt.signature.image]
        : ['receipt.photo', note.receipt.photo],
    );
  } else if (note.site_signature) {
    images.push(['site_signature.image', note.site_signature.image]);
  }
  for (const [field, value] of images) {
    const refused = refusedImage(field, value);
    const svgSignature = field !== 'receipt.photo' && SVG_DATA_URL.test(value);
    if (refused && !(svgSignature && refused.status === 400)) return refused;
  }
  return null;
}
