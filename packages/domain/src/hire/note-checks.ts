// The checks of notes and off-hires that need more than the body: what is at the source, what
// the site holds, the site's start, the clock. Each refusal names its field, as a form shows it.
import type {
  CollectionNote,
  CollectionNoteRequest,
  DeliveryNote,
  DeliveryNoteRequest,
  OffHireRequest,
} from '../schemas';
import { type CalendarDate, londonDate } from './calendar';
import { HIRE_MESSAGES } from './messages';

/** A refusal of one field: `path` as the body names it ('lines.0.quantity'). */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** A phone's or the server's clock a few minutes fast does not make a note "in the future". */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A site's start as a London date: the spec sends a date, some servers a date-time. */
export function siteStartDate(start: string | null | undefined): CalendarDate | null {
  if (!start) return null;
  if (DATE_ONLY.test(start)) return start;
  const at = new Date(start);
  return Number.isNaN(at.getTime()) ? null : londonDate(at);
}

export interface NoteDates {
  /** The site's `start_date`, as the site read sends it. */
  readonly siteStart: string | null | undefined;
  readonly now: Date;
}

/** The refusal of a note's instant: later than now, or before its site started; else null. */
export function noteDateError(at: string, { siteStart, now }: NoteDates): string | null {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return HIRE_MESSAGES.dateInTheFuture;
  if (instant.getTime() > now.getTime() + CLOCK_TOLERANCE_MS) return HIRE_MESSAGES.dateInTheFuture;
  const start = siteStartDate(siteStart);
  if (start !== null && londonDate(instant) < start) return HIRE_MESSAGES.dateBeforeSiteStart;
  return null;
}

/** Units of each item (catalogue id) at a place: available at a source, held by a site. */
export type UnitsByItem = ReadonlyMap<number, number>;

function aboveError(
  lines: readonly { item_id: number; quantity: number }[],
  units: UnitsByItem,
  prefix: string,
  message: (units: number) => string,
): FieldError[] {
  return lines.flatMap((line, at) => {
    const there = units.get(line.item_id) ?? 0;
    return line.quantity > there
      ? [{ path: `${prefix}.${at}.quantity`, message: message(there) }]
      : [];
  });
}

/**
 * A delivery note's refusals: its date (the receiving site's start, the clock) and each line
 * above what is available at the source (the yard, or the sending site's unallocated stock).
 */
export function deliveryNoteErrors(
  note: DeliveryNoteRequest,
  context: NoteDates & { readonly available: UnitsByItem },
): FieldError[] {
  const date = noteDateError(note.delivered_at, context);
  return [
    ...(date ? [{ path: 'delivered_at', message: date }] : []),
    ...aboveError(note.lines, context.available, 'lines', HIRE_MESSAGES.quantityAboveAvailable),
  ];
}

export interface CollectionCheck {
  readonly errors: FieldError[];
  /** Units collected beyond what the site holds: they belong to another site, not an error. */
  readonly overReturns: { item_id: number; quantity: number }[];
}

/** A collection note's refusals (its date) and its over-returns against what the site holds. */
export function collectionNoteCheck(
  note: CollectionNoteRequest,
  context: NoteDates & { readonly held: UnitsByItem },
): CollectionCheck {
  const date = noteDateError(note.collected_at, context);
  const overReturns = note.lines.flatMap((line) => {
    const over = line.quantity - (context.held.get(line.item_id) ?? 0);
    return over > 0 ? [{ item_id: line.item_id, quantity: over }] : [];
  });
  return { errors: date ? [{ path: 'collected_at', message: date }] : [], overReturns };
}

/**
 * An off-hire's refusals. Hire stops from the day the client asks, never earlier (a firm
 * does not backdate an off-hire), and not before the site started; a line may not stop more
 * than is on hire, a scaffold must be on hire there.
 */
export function offHireErrors(
  request: OffHireRequest,
  context: {
    readonly siteStart: string | null | undefined;
    readonly today: CalendarDate;
    readonly onHire: UnitsByItem;
    readonly scaffoldsOnHire: ReadonlySet<number>;
  },
): FieldError[] {
  const errors: FieldError[] = [];
  const start = siteStartDate(context.siteStart);
  if (request.from < context.today) {
    errors.push({ path: 'from', message: HIRE_MESSAGES.offHireBeforeToday });
  } else if (start !== null && request.from < start) {
    errors.push({ path: 'from', message: HIRE_MESSAGES.dateBeforeSiteStart });
  }
  const { scope } = request;
  if (scope.kind === 'lines') {
    errors.push(
      ...aboveError(scope.lines, context.onHire, 'scope.lines', HIRE_MESSAGES.quantityAboveOnHire),
    );
  }
  if (scope.kind === 'scaffold' && !context.scaffoldsOnHire.has(scope.scaffold_id)) {
    errors.push({ path: 'scope.scaffold_id', message: HIRE_MESSAGES.scaffoldNotOnHire });
  }
  return errors;
}

type Note = DeliveryNote | CollectionNote;
const siteOf = (note: Note | DeliveryNoteRequest | CollectionNoteRequest) =>
  'to_site_id' in note ? note.to_site_id : note.from_site_id;

/**
 * The refusal of a correcting note: the note it names must exist, be of its kind and site, and
 * not be corrected already (two devices correcting one note: the second is told which note
 * did, and keeps what it typed, since nothing of it is thrown away here).
 */
export function correctionError(
  correction:
    | (DeliveryNoteRequest & { kind: 'delivery' })
    | (CollectionNoteRequest & { kind: 'collection' }),
  notes: ReadonlyMap<number, Note>,
): FieldError | null {
  if (!correction.corrects) return null;
  const path = 'corrects.note_id';
  const original = notes.get(correction.corrects.note_id);
  if (!original) return { path, message: HIRE_MESSAGES.noteNotFound };
  if (original.kind !== correction.kind)
    return { path, message: HIRE_MESSAGES.correctionOfOtherKind };
  if (siteOf(original) !== siteOf(correction)) {
    return { path, message: HIRE_MESSAGES.correctionOfOtherSite };
  }
  if (original.corrected_by !== null) {
    const number = notes.get(original.corrected_by)?.number ?? String(original.corrected_by);
    return { path, message: HIRE_MESSAGES.correctedAlready(number) };
  }
  return null;
}
