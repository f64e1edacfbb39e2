import { z } from 'zod';
import { idSchema } from './common';
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

/** GET /api/get_customer_data/ */
export const customerDataResponseSchema = z.object({ customers: z.array(customerNodeSchema) });
export type CustomerDataResponse = z.infer<typeof customerDataResponseSchema>;
