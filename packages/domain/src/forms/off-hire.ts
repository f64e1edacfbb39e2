// The off-hire form (docs/DECISIONS.md, "Hire"): the client stops hire from a date, today or
// later, for the whole site, some of its kit, or a scaffold let on a contract.
import type { CalendarDate } from '../hire/calendar';
import { type FieldError, offHireErrors, type UnitsByItem } from '../hire/note-checks';
import { type OffHireRequest, offHireRequestSchema } from '../schemas/hire-notes';
import {
  chosenId,
  firstPerField,
  issuesToFieldErrors,
  NOTE_FORM_MESSAGES,
  type NoteLineInput,
  repeatedItems,
  unchosenItems,
  wholeNumber,
} from './note-form-fields';

export interface OffHireFormValues {
  /** The date control's value (yyyy-MM-dd): hire stops on it. */
  from: CalendarDate;
  scope: 'site' | 'lines' | 'scaffold';
  lines: NoteLineInput[];
  scaffold_id: string;
  requested_by: string;
  note: string;
}

export const emptyOffHireForm = (today: CalendarDate): OffHireFormValues => ({
  from: today,
  scope: 'site',
  lines: [{ item_id: '', quantity: '' }],
  scaffold_id: '',
  requested_by: '',
  note: '',
});

function offHireBody(values: OffHireFormValues, siteId: number) {
  const scope =
    values.scope === 'site'
      ? { kind: 'site' }
      : values.scope === 'lines'
        ? {
            kind: 'lines',
            lines: values.lines.map((line) => ({
              item_id: chosenId(line.item_id),
              quantity: wholeNumber(line.quantity),
            })),
          }
        : { kind: 'scaffold', scaffold_id: chosenId(values.scaffold_id) };
  return {
    site_id: siteId,
    from: values.from,
    scope,
    requested_by: values.requested_by,
    note: values.note,
  };
}

/** The body's names → the form's ('scope.lines.0.quantity' → 'lines.0.quantity'). */
const formPath = (path: string) =>
  path.startsWith('scope.lines') || path === 'scope.scaffold_id'
    ? path.slice('scope.'.length)
    : path;

/** The body a valid form sends; throws a ZodError otherwise. */
export function toOffHireRequest(values: OffHireFormValues, siteId: number): OffHireRequest {
  return offHireRequestSchema.parse(offHireBody(values, siteId));
}

export interface OffHireFormContext {
  readonly siteStart: string | null | undefined;
  readonly today: CalendarDate;
  readonly onHire: UnitsByItem;
  readonly scaffoldsOnHire: ReadonlySet<number>;
}

/** The form's refusals, named by its fields. */
export function offHireFormErrors(
  values: OffHireFormValues,
  siteId: number,
  context: OffHireFormContext,
): FieldError[] {
  const errors: FieldError[] =
    values.scope === 'lines'
      ? [...unchosenItems(values.lines), ...repeatedItems(values.lines)]
      : [];
  if (values.scope === 'scaffold' && values.scaffold_id === '') {
    errors.push({ path: 'scaffold_id', message: NOTE_FORM_MESSAGES.chooseScaffold });
  }
  if (values.from === '') errors.push({ path: 'from', message: NOTE_FORM_MESSAGES.date });
  const parsed = offHireRequestSchema.safeParse(offHireBody(values, siteId));
  if (!parsed.success) {
    errors.push(...issuesToFieldErrors(parsed.error, formPath));
    return firstPerField(errors);
  }
  errors.push(
    ...offHireErrors(parsed.data, context).map((e) => ({ ...e, path: formPath(e.path) })),
  );
  return firstPerField(errors);
}
