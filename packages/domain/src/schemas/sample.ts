import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

// The sample entities of PRODUCT.md "Entities and fields" (the mock's generator, mocks/src/sample, makes them),
// before they are shaped into the server's customer → client → site tree.

export const sampleCustomerSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  createdAt: isoDateSchema,
});
export type SampleCustomer = z.infer<typeof sampleCustomerSchema>;

export const SITE_TYPES = [
  'Commercial',
  'Residential',
  'Industrial',
  'Infrastructure',
  'Institutional',
] as const;
export const SITE_PHASES = [
  'Planning',
  'Foundation',
  'Construction',
  'Finishing',
  'Handover',
] as const;

export const sampleSiteSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.enum(SITE_TYPES),
  status: z.enum(['active', 'pending', 'completed']),
  customerId: idSchema,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  startDate: isoDateSchema,
  expectedEndDate: isoDateSchema,
  currentPhase: z.enum(SITE_PHASES),
  estimatedDuration: z.number().int().positive(),
  assignedTeam: z.array(z.string()),
});
export type SampleSite = z.infer<typeof sampleSiteSchema>;

export const equipmentLineSchema = z.object({
  itemId: idSchema,
  quantity: z.number().int().nonnegative(),
});
export type EquipmentLine = z.infer<typeof equipmentLineSchema>;

export const operationSchema = z.object({
  id: idSchema,
  siteId: idSchema,
  type: z.enum(['erection', 'dismantling']),
  status: z.enum(['pending', 'completed']),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  supervisor: z.string(),
  crew: z.array(z.string()),
  equipmentUsed: z.array(equipmentLineSchema).optional(),
  equipmentReturned: z.array(equipmentLineSchema).optional(),
});
export type Operation = z.infer<typeof operationSchema>;

export const INVENTORY_CATEGORIES = ['cuplock', 'tube', 'access', 'safety'] as const;

export const sampleInventoryItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  sku: z.string(),
  category: z.enum(INVENTORY_CATEGORIES),
  subCategory: z.string(),
  /** kg per unit */
  weight: z.number().nonnegative(),
  height_m: z.number().positive().optional(),
  length_m: z.number().positive().optional(),
  quantity: z.number().int().nonnegative(),
  location: z.string(),
  status: z.enum(['in-use', 'available']),
  lastUpdated: isoDateSchema,
  allocations: z.array(
    z.object({ locationId: idSchema, quantity: z.number().int().nonnegative() }),
  ),
  financialMetrics: z.object({
    dailyRate: z.number().nonnegative(),
    replacementCost: z.number().nonnegative(),
    depreciationRate: z.number().nonnegative(),
    purchaseDate: isoDateSchema,
    lastMaintenanceDate: isoDateSchema,
    maintenanceCost: z.number().nonnegative(),
  }),
});
export type SampleInventoryItem = z.infer<typeof sampleInventoryItemSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** pounds per billing cycle */
  price: z.number().nonnegative(),
  billingCycle: z.enum(['monthly', 'annual']),
  features: z.array(z.string()),
  /** null means unlimited */
  maxUsers: z.number().int().positive().nullable(),
  maxProjects: z.number().int().positive().nullable(),
  maxInventoryItems: z.number().int().positive().nullable(),
  mostPopular: z.boolean().default(false),
});
export type Plan = z.infer<typeof planSchema>;
