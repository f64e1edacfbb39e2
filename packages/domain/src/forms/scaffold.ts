import { z } from 'zod';
import { MESSAGES } from '../messages';
import { type CreateScaffoldRequest, LOAD_CLASSES, type ScaffoldDescription } from '../schemas';
import { checkedText, parseDecimal, positiveNumberError, requiredText } from './fields';

export const LIFTS_MESSAGE = 'Enter the number of lifts as a whole number from 0 to 100.';

export const MAX_SCAFFOLD_HEIGHT_M = 200;
function heightError(raw: string): string | null {
  const problem = positiveNumberError(raw);
  if (problem) return problem;
  const value = parseDecimal(raw) ?? 0;
  return value > MAX_SCAFFOLD_HEIGHT_M
    ? `${raw.trim()} is out of range (up to ${MAX_SCAFFOLD_HEIGHT_M} m)`
    : null;
}

function liftsError(raw: string): string | null {
  const text = raw.trim();
  if (!text) return MESSAGES.required;
  return /^\d{1,3}$/.test(text) && Number(text) <= 100 ? null : LIFTS_MESSAGE;
}

/** The description fields of a scaffold as typed (shared by the new-scaffold form). */
export const scaffoldDescriptionFields = {
  description: requiredText(),
  system: requiredText(),
  height_m: checkedText(heightError),
  lifts: checkedText(liftsError),
  load_class: z
    .enum(['', ...LOAD_CLASSES.map(String)] as [string, ...string[]])
    .refine((value) => value !== '', { message: MESSAGES.required }),
  permitted_use: requiredText(),
  limitations: z.string(),
};

/** The description typed in a form, as the API takes it. Valid values only. */
export function toScaffoldDescription(
  values: z.input<z.ZodObject<typeof scaffoldDescriptionFields>>,
): ScaffoldDescription {
  return {
    description: values.description.trim(),
    system: values.system.trim(),
    height_m: parseDecimal(values.height_m) ?? Number.NaN,
    lifts: Number(values.lifts.trim()),
    load_class: Number(values.load_class),
    permitted_use: values.permitted_use.trim(),
    limitations: values.limitations.trim(),
  };
}

/** The description of a scaffold as the form's text fields. */
export function scaffoldDescriptionValues(scaffold: ScaffoldDescription | null) {
  return {
    description: scaffold?.description ?? '',
    system: scaffold?.system ?? '',
    height_m: scaffold ? String(scaffold.height_m) : '',
    lifts: scaffold ? String(scaffold.lifts) : '',
    load_class: scaffold ? String(scaffold.load_class) : '',
    permitted_use: scaffold?.permitted_use ?? '',
    limitations: scaffold?.limitations ?? '',
  };
}

/** The new-scaffold form: its description, an optional tag number and where on the site. */
export const newScaffoldFormSchema = z.object({
  ...scaffoldDescriptionFields,
  /** '' lets the server number it. */
  tag_number: z.string().max(20, 'A tag number has at most 20 characters.'),
  /** Ids as the selects hold them; '' for none. */
  sublocation_id: z.string(),
  subarea_id: z.string(),
});
export type NewScaffoldFormValues = z.input<typeof newScaffoldFormSchema>;

export function emptyScaffoldForm(): NewScaffoldFormValues {
  return { ...scaffoldDescriptionValues(null), tag_number: '', sublocation_id: '', subarea_id: '' };
}

/** The createScaffold body from valid values. */
export function toCreateScaffoldRequest(
  values: NewScaffoldFormValues,
  siteId: number,
): CreateScaffoldRequest {
  const id = (raw: string) => (raw === '' ? null : Number(raw));
  const tag = values.tag_number.trim();
  return {
    site_id: siteId,
    ...(tag ? { tag_number: tag } : {}),
    sublocation_id: id(values.sublocation_id),
    subarea_id: values.sublocation_id === '' ? null : id(values.subarea_id),
    ...toScaffoldDescription(values),
  };
}
