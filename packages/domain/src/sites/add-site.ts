import { z } from 'zod';
import { parseApiDate } from '../dates';
import { MESSAGES } from '../messages';
import type { SiteStatusCode } from '../schemas';

/** ours: the Add Site form's expected end date falls before its start date. */
export const END_BEFORE_START_MESSAGE = 'The expected end date cannot be before the start date.';
/** ours: a date input holding something that is not a date. */
export const INVALID_DATE_MESSAGE = 'Enter a valid date';

/** PRODUCT.md "Site Management": a new site starts pending, in the Planning phase. */
export const NEW_SITE_DEFAULTS = {
  status: 'pending' satisfies SiteStatusCode,
  currentPhase: 'Planning',
} as const;

/** A `yyyy-mm-dd` date input: '' is 'Required', anything unreadable is not a date. */
const dateField = () =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) || !parseApiDate(value.trim())) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    }
  });

/**
 * The Add Site form (PRODUCT.md "Site Management"): site name, customer, start date and expected end date,
 * all required; the end may be the start day but not before it. Output: trimmed name, the
 * customer as an id, dates as typed (`yyyy-mm-dd`) and the new-site defaults.
 */
export const addSiteSchema = z
  .object({
    name: z.string().refine((value) => value.trim().length > 0, { message: MESSAGES.required }),
    customer_id: z.string().refine((value) => /^\d+$/.test(value.trim()), {
      message: MESSAGES.required,
    }),
    start_date: dateField(),
    expected_end_date: dateField(),
  })
  .superRefine((values, ctx) => {
    const start = parseApiDate(values.start_date.trim());
    const end = parseApiDate(values.expected_end_date.trim());
    if (start && end && end.getTime() < start.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['expected_end_date'],
        message: END_BEFORE_START_MESSAGE,
      });
    }
  })
  .transform((values) => ({
    name: values.name.trim(),
    customer_id: Number(values.customer_id.trim()),
    start_date: values.start_date.trim(),
    expected_end_date: values.expected_end_date.trim(),
    ...NEW_SITE_DEFAULTS,
  }));

export type AddSiteFormValues = z.input<typeof addSiteSchema>;
export type NewSite = z.output<typeof addSiteSchema>;

export const emptyAddSiteForm = (): AddSiteFormValues => ({
  name: '',
  customer_id: '',
  start_date: '',
  expected_end_date: '',
});
