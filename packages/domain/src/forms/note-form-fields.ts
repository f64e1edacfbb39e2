// What the hire note forms share: a signature as the pad and its name field hold it, a line as
// typed, the fields every note has (vehicle, driver's signature, the note it corrects) as typed
// and as sent, the choices every note refuses until made, and the refusals of a body mapped back
// onto the form's own field names.
import { format, isValid, parse } from 'date-fns';
import type { z } from 'zod';
import { HIRE_MESSAGES } from '../hire/messages';
import type { FieldError } from '../hire/note-checks';

/** The form's messages beyond the body's (HIRE_MESSAGES): choices not made yet. */
export const NOTE_FORM_MESSAGES = {
  chooseItem: 'Choose an item.',
  chooseSite: 'Choose the site.',
  dateTime: 'Enter the date and time.',
  date: 'Enter the date.',
  chooseScaffold: 'Choose the scaffold.',
} as const;

/** A signature as the form holds it: the pad's picture, the points drawn, the signer's name. */
export interface SignatureInput {
  name: string;
  /** The pad's PNG data URL, '' while empty. */
  image: string;
  /** The points drawn on the pad (signature_pad's `toData()`), 0 while empty. */
  points: number;
  /** When the last stroke ended (ISO), '' while empty. */
  signed_at: string;
}

export const emptySignature = (name = ''): SignatureInput => ({
  name,
  image: '',
  points: 0,
  signed_at: '',
});

/** The body's signature: the name trimmed, signed at its last stroke (else `fallbackAt`). */
export const toNoteSignatureBody = (input: SignatureInput, fallbackAt: string) => ({
  name: input.name.trim(),
  image: input.image,
  points: input.points,
  signed_at: input.signed_at || fallbackAt,
});

/** The note a new note corrects, as the form keeps it: its id, its printed number, why. */
export interface CorrectionInput {
  note_id: number;
  number: string;
  reason: string;
}

/** The fields every note's form holds whatever its kind. */
export interface NoteFormCommon {
  vehicle: string;
  driver_signature: SignatureInput;
  corrects: CorrectionInput | null;
}

/** What a new note's form opens with: the signed-in driver, when it opened, the note it corrects. */
export interface NoteFormStart {
  driverName: string;
  now: Date;
  corrects?: CorrectionInput | null;
}

export const emptyNoteFormCommon = (start: NoteFormStart): NoteFormCommon => ({
  vehicle: '',
  driver_signature: emptySignature(start.driverName),
  corrects: start.corrects ?? null,
});

/** The body's fields every note has; a pad with no stroke time is signed at `at`. */
export const noteBodyCommon = (values: NoteFormCommon, at: string) => ({
  vehicle: values.vehicle,
  driver_signature: toNoteSignatureBody(values.driver_signature, at),
  corrects: values.corrects
    ? { note_id: values.corrects.note_id, reason: values.corrects.reason }
    : null,
});

/** A line as typed: the item chosen ('' until then) and its quantity as text. */
export interface NoteLineInput {
  item_id: string;
  quantity: string;
}

/** A whole number typed in a field, else NaN (the body's schema then names the field). */
export function wholeNumber(raw: string): number {
  const text = raw.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** An id chosen in a select ('' when none), else NaN. */
export const chosenId = (raw: string): number => (raw === '' ? Number.NaN : Number(raw));

/** The date-time control's format ('datetime-local'): '2026-11-24T10:15', local time. */
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

export const toDateTimeInput = (date: Date): string => format(date, LOCAL_DATE_TIME);

/** The instant a date-time control names (local time), as ISO, or '' when it names none. */
export function dateTimeInputToIso(value: string): string {
  const date = parse(value.trim(), LOCAL_DATE_TIME, new Date(0));
  return isValid(date) ? date.toISOString() : '';
}

/** Each line whose item is not chosen yet: refused before the body is built. */
export const unchosenItems = (lines: readonly { item_id: string }[]): FieldError[] =>
  lines.flatMap((line, at) =>
    line.item_id === ''
      ? [{ path: `lines.${at}.item_id`, message: NOTE_FORM_MESSAGES.chooseItem }]
      : [],
  );

/**
 * Each line naming an item an earlier line names. The body's schema says so too, but only once
 * the rest of the body is valid: the form says it at once.
 */
export function repeatedItems(lines: readonly { item_id: string }[]): FieldError[] {
  const seen = new Set<string>();
  return lines.flatMap((line, at) => {
    if (line.item_id === '') return [];
    const twice = seen.has(line.item_id);
    seen.add(line.item_id);
    return twice ? [{ path: `lines.${at}.item_id`, message: HIRE_MESSAGES.lineTwice }] : [];
  });
}

/**
 * What every note's form refuses before its body is checked: lines whose item is not chosen or
 * chosen twice, then no site chosen in `site`, then no date-time in `at` (the kind's own fields).
 */
export function unchosenNoteFields<V extends { lines: readonly { item_id: string }[] }>(
  values: V,
  site: keyof V & string,
  at: keyof V & string,
): FieldError[] {
  const errors = [...unchosenItems(values.lines), ...repeatedItems(values.lines)];
  if (values[site] === '') errors.push({ path: site, message: NOTE_FORM_MESSAGES.chooseSite });
  if (dateTimeInputToIso(String(values[at])) === '') {
    errors.push({ path: at, message: NOTE_FORM_MESSAGES.dateTime });
  }
  return errors;
}

/**
 * A body's refusals as field errors of the form: each issue's path through `rename` (the body's
 * name → the form's), the first message of a field kept.
 */
export function issuesToFieldErrors(
  error: z.ZodError,
  rename: (path: string) => string = (path) => path,
): FieldError[] {
  return error.issues.map((issue) => ({
    path: rename(issue.path.map(String).join('.')),
    message: issue.message,
  }));
}

/** One message per field, the first given: what a form shows under it. */
export function firstPerField(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}
