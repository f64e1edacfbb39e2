import { format, isValid, parse } from 'date-fns';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { HANDOVER_FUTURE_TOLERANCE_MS } from '../scaffolds/handover';
import { type HandoverRequest, handoverRequestSchema, type ScaffoldDescription } from '../schemas';
import { requiredText } from './fields';
import {
  scaffoldDescriptionFields,
  scaffoldDescriptionValues,
  toScaffoldDescription,
} from './scaffold';

/** The messages of the handover form (ours: the spec has no handover). */
export const HANDOVER_MESSAGES = {
  tiesUntested: 'Test the ties and anchors before handing the scaffold over.',
  dateTime: 'Enter the date and time of the handover.',
  inTheFuture: 'The handover cannot be later than now.',
  competentSignature: 'The competent person must sign the certificate.',
  clientName: 'Enter the name of the client who signed.',
  clientUnsigned: 'The client has not signed: ask them to sign, or clear their name.',
} as const;

/** The form's date and time control ('datetime-local'): '2026-11-24T10:15', local time. */
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/** A date as the date-time control holds it. */
export const toLocalDateTimeInput = (date: Date): string => format(date, LOCAL_DATE_TIME);

/** The instant the date-time control names (local time), or null. */
export function parseLocalDateTime(value: string): Date | null {
  const date = parse(value.trim(), LOCAL_DATE_TIME, new Date(0));
  return isValid(date) ? date : null;
}

const handoverFields = (now: Date) => ({
  ...scaffoldDescriptionFields,
  ties_tested: z.enum(['', 'yes', 'no', 'na']).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    if (value === 'no') ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.tiesUntested });
  }),
  ties_notes: z.string(),
  erected_by: requiredText(),
  competent_person_name: requiredText(),
  competent_person_position: requiredText(),
  handed_over_at: z.string().superRefine((value, ctx) => {
    if (!value.trim()) return ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    const at = parseLocalDateTime(value);
    if (!at) return ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.dateTime });
    if (at.getTime() > now.getTime() + HANDOVER_FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.inTheFuture });
    }
  }),
  competent_person_signature: z
    .string()
    .refine((value) => value !== '', { message: HANDOVER_MESSAGES.competentSignature }),
  client_name: z.string(),
  client_signature: z.string(),
});

/**
 * The handover certificate form (TG20 / NASC SG: a competent person hands the scaffold over
 * with its load class, permitted use and limits, ties tested, and signs). `now` bounds the
 * date: a handover cannot be later than now. The client signs now or later (a signing link);
 * a name without a signature, or a signature without a name, is refused.
 */
export function handoverFormSchema(now: Date) {
  return z.object(handoverFields(now)).superRefine((values, ctx) => {
    const named = values.client_name.trim() !== '';
    const signed = values.client_signature !== '';
    if (signed && !named) {
      ctx.addIssue({
        code: 'custom',
        path: ['client_name'],
        message: HANDOVER_MESSAGES.clientName,
      });
    }
    if (named && !signed) {
      ctx.addIssue({
        code: 'custom',
        path: ['client_signature'],
        message: HANDOVER_MESSAGES.clientUnsigned,
      });
    }
  });
}
export type HandoverFormValues = z.input<ReturnType<typeof handoverFormSchema>>;

/** A new form: the scaffold's description, the signed-in person as competent person, now. */
export function emptyHandoverForm(
  scaffold: ScaffoldDescription | null,
  person: { name: string; position: string },
  now: Date,
): HandoverFormValues {
  return {
    ...scaffoldDescriptionValues(scaffold),
    ties_tested: '',
    ties_notes: '',
    erected_by: '',
    competent_person_name: person.name,
    competent_person_position: person.position,
    handed_over_at: toLocalDateTimeInput(now),
    competent_person_signature: '',
    client_name: '',
    client_signature: '',
  };
}

/** The recordHandover body from valid values; throws a ZodError otherwise. */
export function toHandoverRequest(values: HandoverFormValues): HandoverRequest {
  const at = parseLocalDateTime(values.handed_over_at);
  const client =
    values.client_signature !== ''
      ? { name: values.client_name.trim(), signature: values.client_signature }
      : null;
  return handoverRequestSchema.parse({
    ...toScaffoldDescription(values),
    ties_tested: values.ties_tested,
    ties_notes: values.ties_notes.trim(),
    erected_by: values.erected_by.trim(),
    competent_person_name: values.competent_person_name.trim(),
    competent_person_position: values.competent_person_position.trim(),
    handed_over_at: at ? at.toISOString() : '',
    competent_person_signature: values.competent_person_signature,
    client,
  });
}
