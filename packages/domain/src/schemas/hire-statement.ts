// The hire statement (our addition: docs/DECISIONS.md, "Hire"): what a client owes for a period,
// site by site, line by line, with the days and weeks each line was on hire. Money in whole
// pence; the schema checks that every total is the sum of what it totals.
import { z } from 'zod';
import { calendarDateSchema, tryDayNumber } from '../hire/calendar';
import { HIRE_MESSAGES } from '../hire/messages';
import { idSchema, isoDateSchema } from './common';

const pence = z.number().int().nonnegative();
const days = z.number().int().nonnegative();

/** The longest period one statement covers. */
export const STATEMENT_MAX_DAYS = 366;

/** A period runs forwards and covers at most a year. */
function periodIssues(period: { from: string; to: string }, ctx: z.RefinementCtx) {
  // zod runs this even when a date failed its own check: such a period is refused already.
  const from = tryDayNumber(period.from);
  const to = tryDayNumber(period.to);
  if (from === null || to === null) return;
  if (to < from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: HIRE_MESSAGES.periodBackwards });
  else if (to - from + 1 > STATEMENT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: HIRE_MESSAGES.periodTooLong });
  }
}

/** A statement's period: its first and last days, both charged (London dates). */
export const statementPeriodSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(periodIssues);
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** The hireStatement query: a client and a period. */
export const hireStatementQuerySchema = z
  .object({
    client_id: z.coerce.number().int().nonnegative(),
    from: calendarDateSchema,
    to: calendarDateSchema,
  })
  .superRefine(periodIssues);
export type HireStatementQuery = z.infer<typeof hireStatementQuerySchema>;

/** What ended a line's hire: a collection, kit sent on to another site, or an off-hire. */
const endedBy = z
  .object({
    kind: z.enum(['collection', 'transfer', 'off_hire']),
    id: idSchema,
    date: calendarDateSchema,
  })
  .nullable();

/** Kit on hire in the period: a delivered line, or the part of it still out. */
export const statementKitLineSchema = z.object({
  kind: z.literal('kit'),
  item_id: idSchema,
  item_name: z.string(),
  quantity: z.number().int().positive(),
  delivery_note_id: idSchema,
  /** On hire from (the delivery's date). */
  start: calendarDateSchema,
  /** Off hire from (the collection's or off-hire's date), or null while on hire. */
  ended_by: endedBy,
  /** Days on hire in the period, pauses left out. */
  days,
  /** Days charged to make up the minimum hire (on the period of the return). */
  minimum_days: days,
  /** The days charged as whole weeks and the days of a part week. */
  weeks: days,
  part_days: days.max(6),
  weekly_rate_pence: pence,
  amount_pence: pence,
});
export type StatementKitLine = z.infer<typeof statementKitLineSchema>;

/** A scaffold let on a contract: its price in the period of its handover, then overrun. */
export const statementContractLineSchema = z.object({
  kind: z.literal('contract'),
  scaffold_id: idSchema,
  description: z.string(),
  start: calendarDateSchema,
  ended_by: endedBy,
  days,
  overrun_days: days,
  weeks: days,
  part_days: days.max(6),
  price_pence: pence,
  overrun_weekly_rate_pence: pence,
  amount_pence: pence,
});
export type StatementContractLine = z.infer<typeof statementContractLineSchema>;

export const statementHireLineSchema = z.discriminatedUnion('kind', [
  statementKitLineSchema,
  statementContractLineSchema,
]);
export type StatementHireLine = z.infer<typeof statementHireLineSchema>;

/** Kit lost (short at the yard's count) or back damaged: charged once, on its collection. */
export const statementChargeSchema = z
  .object({
    kind: z.enum(['shortage', 'damage']),
    item_id: idSchema,
    item_name: z.string(),
    quantity: z.number().int().positive(),
    collection_note_id: idSchema,
    date: calendarDateSchema,
    /** Replacement cost (shortage) or maintenance cost (damage) of one unit. */
    unit_pence: pence,
    amount_pence: pence,
  })
  .refine((charge) => charge.amount_pence === charge.quantity * charge.unit_pence, {
    message: 'amount_pence is quantity × unit_pence',
    path: ['amount_pence'],
  });
export type StatementCharge = z.infer<typeof statementChargeSchema>;

const sum = (values: readonly { amount_pence: number }[]) =>
  values.reduce((total, value) => total + value.amount_pence, 0);

export const statementSiteSchema = z
  .object({
    site_id: idSchema,
    site_name: z.string(),
    lines: z.array(statementHireLineSchema),
    charges: z.array(statementChargeSchema),
    hire_pence: pence,
    charges_pence: pence,
    total_pence: pence,
  })
  .superRefine((site, ctx) => {
    const problems: [string, boolean][] = [
      ['hire_pence', site.hire_pence !== sum(site.lines)],
      ['charges_pence', site.charges_pence !== sum(site.charges)],
      ['total_pence', site.total_pence !== site.hire_pence + site.charges_pence],
    ];
    for (const [path, wrong] of problems) {
      if (wrong) ctx.addIssue({ code: 'custom', path: [path], message: `${path} does not add up` });
    }
  });
export type StatementSite = z.infer<typeof statementSiteSchema>;

export const hireStatementSchema = z
  .object({
    client: z.object({ id: idSchema, name: z.string() }),
    period: statementPeriodSchema,
    generated_at: isoDateSchema,
    sites: z.array(statementSiteSchema),
    totals: z.object({
      hire_pence: pence,
      shortages_pence: pence,
      damage_pence: pence,
      total_pence: pence,
    }),
  })
  .superRefine((statement, ctx) => {
    const charges = statement.sites.flatMap((site) => site.charges);
    const expected = {
      hire_pence: statement.sites.reduce((total, site) => total + site.hire_pence, 0),
      shortages_pence: sum(charges.filter((charge) => charge.kind === 'shortage')),
      damage_pence: sum(charges.filter((charge) => charge.kind === 'damage')),
      total_pence: statement.sites.reduce((total, site) => total + site.total_pence, 0),
    };
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
      if (statement.totals[key] !== expected[key]) {
        ctx.addIssue({ code: 'custom', path: ['totals', key], message: `${key} does not add up` });
      }
    }
  });
export type HireStatement = z.infer<typeof hireStatementSchema>;
