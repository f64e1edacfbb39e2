import { z } from 'zod';
import { idSchema } from './common';
import type { Inspection } from './inspection';
import { siteSchema } from './site';

export const clientNodeSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Ours: the client's postal address, for the inspection report (Schedule 7, particular 1). */
  address: z.string().nullable().optional(),
  sites: z.array(siteSchema),
});
export type ClientNode = z.infer<typeof clientNodeSchema>;

export const customerNodeSchema = z.object({
  id: idSchema,
  name: z.string(),
  clients: z.array(clientNodeSchema),
});
export type CustomerNode = z.infer<typeof customerNodeSchema>;

/**
 * The answer of customerData. The sites come with their whole inspection history, which the
 * screens built on this call (Dashboard, Site Management) never show: the histories are left
 * out unread, as checking thousands of checklist answers and signatures on every load was most
 * of the dashboard's main-thread work. Inspections are read from get_customer_inspections.
 */
const customerDataSiteSchema = siteSchema.extend({
  inspections: z
    .array(z.unknown())
    .optional()
    .transform((): Inspection[] => []),
});
export const customerDataResponseSchema = z.object({
  customers: z.array(
    customerNodeSchema.extend({
      clients: z.array(clientNodeSchema.extend({ sites: z.array(customerDataSiteSchema) })),
    }),
  ),
});
export type CustomerDataResponse = z.infer<typeof customerDataResponseSchema>;
