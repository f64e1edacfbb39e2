import { z } from 'zod';
import { CHECKLIST_ITEMS } from './checklist-keys';
import { idSchema, isoDateSchema, nullableIsoDateSchema } from './common';

// The checklist's keys live without schemas (checklist-keys.ts): the labels and a screen's rules
// read them without building this module's schemas.
export { CHECKLIST_CATEGORIES, CHECKLIST_ITEMS, type ChecklistCategory } from './checklist-keys';

/** Statuses an inspector can choose; '' is the blank 'Select Status' choice. */
export const ITEM_STATUSES = ['pass', 'fail', 'na'] as const;
export const itemStatusSchema = z.enum(['', ...ITEM_STATUSES]);
export type ItemStatus = z.infer<typeof itemStatusSchema>;

export const WEATHER_CONDITIONS = ['na', 'clear', 'cloudy', 'rain', 'wind', 'snow'] as const;
export const weatherConditionSchema = z.enum(WEATHER_CONDITIONS);
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;

/** A checklist answer as read back. `name` is the item key 'category.item'; older data may say 'attention'. */
export const inspectionItemSchema = z.object({
  name: z.string(),
  status: z.string(),
  notes: z.string().nullable().optional(),
  passed: z.boolean().nullable().optional(),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const inspectionPhotoSchema = z.object({
  /** 'category.item' */
  item_key: z.string(),
  /** An image data URL or an image URL. */
  photo: z.string(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

export const SIGNATURE_ROLES = ['inspector', 'supervisor', 'client'] as const;
export const signatureRoleSchema = z.enum(SIGNATURE_ROLES);
export type SignatureRole = z.infer<typeof signatureRoleSchema>;

export const inspectionSignatureSchema = z.object({
  id: idSchema,
  role: z.string(),
  signature: z.string(),
});
export type InspectionSignature = z.infer<typeof inspectionSignatureSchema>;

/**
 * What Schedule 7 of the Work at Height Regulations asks of the report and the original inspection record does
 * not record: the person making it, the action taken and the further action needed. Our
 * extension of save_inspection (docs/DECISIONS.md); older inspections have none of it.
 */
export const reportParticularsSchema = z.object({
  inspector_name: z.string().nullable(),
  inspector_position: z.string().nullable(),
  action_taken: z.string().nullable(),
  further_action: z.string().nullable(),
});
export type ReportParticulars = z.infer<typeof reportParticularsSchema>;

/** An inspection as read (PRODUCT.md "Inspection as read"). `passed` absent or null means pending. */
export const inspectionSchema = z.object({
  id: idSchema,
  passed: z.boolean().nullable().optional(),
  notes: z.string().nullable().optional(),
  created_at: isoDateSchema,
  updated_at: nullableIsoDateSchema,
  completed_at: nullableIsoDateSchema,
  weather_conditions: z.string().nullable().optional(),
  temperature: z.number().nullable().optional(),
  humidity: z.number().nullable().optional(),
  wind_speed: z.number().nullable().optional(),
  scaffold_type: z.string().nullable().optional(),
  scaffold_height: z.number().nullable().optional(),
  load_rating: z.string().nullable().optional(),
  tie_pattern: z.string().nullable().optional(),
  items: z.array(inspectionItemSchema).default([]),
  photos: z.array(inspectionPhotoSchema).default([]),
  signatures: z.array(inspectionSignatureSchema).default([]),
  ...reportParticularsSchema.partial().shape,
  // Optional, so the base calls' inspections stay valid: the scaffold inspected, if one
  // was named, and the client's signature taken later through a signing link.
  scaffold_id: idSchema.nullable().optional(),
  client_signed_at: nullableIsoDateSchema,
  client_signed_by: z.string().nullable().optional(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** One checklist answer as saved. */
export const checklistAnswerSchema = z.object({
  status: itemStatusSchema,
  notes: z.string(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

const categoryAnswersSchema = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, checklistAnswerSchema])) as {
      [P in K[number]]: typeof checklistAnswerSchema;
    },
  );

export const checklistAnswersSchema = z.object({
  foundations: categoryAnswersSchema(CHECKLIST_ITEMS.foundations),
  structure: categoryAnswersSchema(CHECKLIST_ITEMS.structure),
  platforms: categoryAnswersSchema(CHECKLIST_ITEMS.platforms),
  access: categoryAnswersSchema(CHECKLIST_ITEMS.access),
  safety: categoryAnswersSchema(CHECKLIST_ITEMS.safety),
});
export type ChecklistAnswers = z.infer<typeof checklistAnswersSchema>;

/**
 * PRODUCT.md "New inspection fields" ranges, inclusive: the saved body's bounds, and the New Inspection form's
 * (forms/new-inspection.ts words its messages with them).
 */
export const TEMPERATURE_RANGE = { min: -100, max: 100 } as const;
export const HUMIDITY_RANGE = { min: 1, max: 100 } as const;
/** 1 to 100 everywhere (PRODUCT.md "New inspection fields"), like humidity. */
export const WIND_SPEED_RANGE = { min: 1, max: 100 } as const;

/** The saveInspection body (PRODUCT.md "Inspection as saved"). */
export const savedInspectionSchema = z.object({
  site_id: idSchema,
  notes: z.string(),
  weather_conditions: weatherConditionSchema,
  temperature: z.number().min(TEMPERATURE_RANGE.min).max(TEMPERATURE_RANGE.max),
  humidity: z.number().min(HUMIDITY_RANGE.min).max(HUMIDITY_RANGE.max),
  wind_speed: z.number().min(WIND_SPEED_RANGE.min).max(WIND_SPEED_RANGE.max),
  scaffold_type: z.string().min(1),
  scaffold_height: z.number().positive(),
  load_rating: z.string().min(1),
  tie_pattern: z.string().min(1),
  categories: checklistAnswersSchema,
  /** Item key 'category.item' → image data URL; one photo per item. */
  photos: z.record(z.string(), z.string()),
  /** PNG data URLs, '' when unsigned. */
  signatures: z.object({ inspector: z.string(), supervisor: z.string(), client: z.string() }),
  // Our extension (Schedule 7): optional, so a save without them is still the spec's call.
  inspector_name: z.string().optional(),
  inspector_position: z.string().optional(),
  action_taken: z.string().optional(),
  further_action: z.string().optional(),
  // The scaffold of the site this inspection is of (optional: per-site inspections stay).
  scaffold_id: idSchema.optional(),
});
export type SavedInspection = z.infer<typeof savedInspectionSchema>;

export const saveInspectionResponseSchema = z.object({ inspection: inspectionSchema });
export type SaveInspectionResponse = z.infer<typeof saveInspectionResponseSchema>;

export const componentSystemSchema = z.object({ id: idSchema, name: z.string() });
export type ComponentSystem = z.infer<typeof componentSystemSchema>;

/** The answer of componentSystems. */
export const componentSystemsResponseSchema = z.object({
  component_systems: z.array(componentSystemSchema),
});
export type ComponentSystemsResponse = z.infer<typeof componentSystemsResponseSchema>;

/** One entry of the answer of inspectionMetrics. */
export const inspectionMetricEntrySchema = z.object({
  passed: z.boolean().nullable().optional(),
  items: z.array(z.object({ status: z.string() })).default([]),
  completed_at: nullableIsoDateSchema,
});
export type InspectionMetricEntry = z.infer<typeof inspectionMetricEntrySchema>;

export const inspectionMetricsResponseSchema = z.object({
  inspection_metrics: z.array(inspectionMetricEntrySchema),
});
export type InspectionMetricsResponse = z.infer<typeof inspectionMetricsResponseSchema>;
