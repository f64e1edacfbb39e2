import { z } from 'zod';
import { idSchema, isoDateSchema, nullableIsoDateSchema } from './common';
import { componentSystemSchema, inspectionSchema } from './inspection';
import { inventoryItemSchema, sublocationSchema } from './stock';

export const SITE_STATUSES = ['active', 'pending', 'completed'] as const;
export type SiteStatusCode = (typeof SITE_STATUSES)[number];

/** Any other code is accepted and shown in grey (PRODUCT.md "Site statuses"). */
export const siteStatusSchema = z.object({ code: z.string(), name: z.string() });
export type SiteStatus = z.infer<typeof siteStatusSchema>;

export const managerSchema = z.object({ first_name: z.string(), last_name: z.string() });
export type Manager = z.infer<typeof managerSchema>;

/** A site as the server sends it (PRODUCT.md "Site"). */
export const siteSchema = z.object({
  id: idSchema,
  name: z.string(),
  location: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  start_date: isoDateSchema.nullable().optional(),
  end_date: nullableIsoDateSchema,
  expected_end_date: nullableIsoDateSchema,
  status: siteStatusSchema,
  manager: managerSchema.nullable().optional(),
  last_inspection_date: nullableIsoDateSchema,
  inspection_due: nullableIsoDateSchema,
  next_inspection_date: nullableIsoDateSchema,
  inspections: z.array(inspectionSchema).default([]),
  sublocations: z.array(sublocationSchema).default([]),
  inventory_items: z.array(inventoryItemSchema).default([]),
  items: z.number().int().nonnegative().optional(),
  client: z
    .object({ id: idSchema, name: z.string(), address: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type Site = z.infer<typeof siteSchema>;

/** The answer of customerInspections (api/contract.ts). */
export const customerInspectionsResponseSchema = z.object({
  sites: z.array(siteSchema),
  component_systems: z.array(componentSystemSchema),
});
export type CustomerInspectionsResponse = z.infer<typeof customerInspectionsResponseSchema>;
