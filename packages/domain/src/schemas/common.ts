import '../zod-jitless';
import { z } from 'zod';

/** Database ids. A real API may send them as numbers; the mock does. */
export const idSchema = z.number().int().nonnegative();
export type Id = z.infer<typeof idSchema>;

/** An ISO-8601 date or date-time string as sent by the API. */
export const isoDateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Expected an ISO date',
});

export const nullableIsoDateSchema = isoDateSchema.nullable().optional();
