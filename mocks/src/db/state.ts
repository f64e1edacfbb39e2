import {
  componentSystemSchema,
  customerNodeSchema,
  idSchema,
  isoDateSchema,
  registrationDetailsSchema,
  registrationRequestSchema,
  roleSchema,
  stockMovementSchema,
} from '@scaffold/domain';
import { z } from 'zod';
import { checkHireReferences, HIRE_COUNTERS, HIRE_TABLES } from './hire-state';
import { checkScaffoldReferences, SCAFFOLD_COUNTERS, SCAFFOLD_TABLES } from './scaffold-state';

/**
 * Bump when DatabaseState changes shape, or when saved data of an older version is wrong: saved
 * demo data of another version is reseeded. v2: v1 held inspections later than the live clock.
 * v3: the stock movement log. v4: photos and signatures in a media table, inspections naming
 * them by URL. v5: scaffolds, tags, handovers, signing links, scans. v6: each token names its
 * session (the family of rotated refresh tokens a sign-in starts). v7: hire notes and off-hires.
 */
export const DATABASE_VERSION = 7;

/** A user of the mock API. The password is kept in clear: these are public demo accounts. */
export const userRecordSchema = z.strictObject({
  id: idSchema,
  email: z.string().min(1),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  customer_id: idSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const tokenRecordSchema = z.strictObject({
  userId: idSchema,
  customerId: idSchema,
  /** issue order, across both kinds; scenarios compare against it */
  serial: z.number().int().nonnegative(),
  issuedAtMs: z.number().int(),
  expiresAtMs: z.number().int(),
  revoked: z.boolean(),
  /** The session: every token a sign-in and its refreshes issued; a reused one ends them all. */
  session: z.number().int().nonnegative(),
  /**
   * A refresh token replaced by a rotation: when, and the pair its refresh answered. Used again
   * within the grace (a second tab that sent the same token), it gets the same pair.
   */
  rotated: z
    .strictObject({ atMs: z.number().int(), access: z.string(), refresh: z.string() })
    .optional(),
});
export type TokenRecord = z.infer<typeof tokenRecordSchema>;

export const registrationRecordSchema = z.strictObject({
  ...registrationRequestSchema.shape,
  ...registrationDetailsSchema.shape,
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

/** A movement as stored: the API's record plus its owner (never sent). */
export const movementRecordSchema = z.strictObject({
  ...stockMovementSchema.shape,
  customer_id: idSchema,
});
export type MovementRecord = z.infer<typeof movementRecordSchema>;

/**
 * An image of a customer (a photo or signature): which blob holds it, and the key its URL
 * carries (what authorises reading it). Never changes.
 */
export const mediaRecordSchema = z.strictObject({
  customer_id: idSchema,
  blob: z.string(),
  key: z.string().regex(/^[0-9a-f]{32}$/),
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** An image as it was saved (its data URL), kept once by a hash of it, which is its ETag. */
export const blobRecordSchema = z.strictObject({
  data_url: z.string().regex(/^data:image\/(jpeg|png|webp|svg\+xml)[;,]/),
});

const counter = z.number().int().nonnegative();

export const idempotencyRecordSchema = z.strictObject({
  status: z.number().int().min(200).max(299),
  body: z.string(),
  /** A hash of the request body (canonical JSON): the same key with another body is refused. */
  fingerprint: z.string().optional(),
  storedAt: isoDateSchema.optional(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;

/**
 * The whole mock database. Plain JSON (it is saved to localStorage by the demo) and treated as
 * immutable: a mutation replaces the records it changes, so an answer being serialised never
 * sees a half-applied change. A saved copy is parsed with this schema, every record and field,
 * and its references checked, before the demo uses it (importDatabase).
 */
export const databaseStateSchema = z
  .strictObject({
    version: z.literal(DATABASE_VERSION),
    /** ISO date-time the seeded dates were placed around */
    referenceDate: isoDateSchema,
    scale: z.number().positive(),
    customers: z.array(customerNodeSchema),
    users: z.array(userRecordSchema),
    componentSystems: z.array(componentSystemSchema),
    registrations: z.array(registrationRecordSchema),
    passwordResets: z.array(z.strictObject({ email: z.string(), requested_at: isoDateSchema })),
    tokens: z.strictObject({
      access: z.record(z.string(), tokenRecordSchema),
      refresh: z.record(z.string(), tokenRecordSchema),
    }),
    /**
     * The stock movement log, oldest first, each with the customer it belongs to. A move and its
     * records are committed in one step.
     */
    movements: z.array(movementRecordSchema),
    /** Photos and signatures by media id (the id in their URL); appended to, never changed. */
    media: z.record(z.string().regex(/^\d+$/), mediaRecordSchema),
    /** The images themselves, by their hash. */
    blobs: z.record(z.string(), blobRecordSchema),
    /** Scaffolds, tag codes, handovers, signing links, tag scans (scaffold-state.ts). */
    ...SCAFFOLD_TABLES,
    /** Delivery and collection notes, off-hires (hire-state.ts). */
    ...HIRE_TABLES,
    /**
     * Writes done under an Idempotency-Key, by 'userId:endpoint:key' (handlers/idempotent.ts):
     * the answer, the request body's fingerprint and when it was stored. A record without
     * `storedAt` (saved before keys expired) counts as expired.
     */
    idempotency: z.record(z.string(), idempotencyRecordSchema).optional(),
    /** last id handed out at run time, per kind */
    counters: z.strictObject({
      inspection: counter,
      signature: counter,
      allocation: counter,
      inventoryItem: counter,
      registration: counter,
      token: counter,
      movement: counter,
      ...SCAFFOLD_COUNTERS,
      ...HIRE_COUNTERS,
      media: counter,
    }),
  })
  .superRefine(checkReferences);
export type DatabaseState = z.infer<typeof databaseStateSchema>;

/** Ids are unique, and every record points at a customer or user that exists. */
function checkReferences(state: z.input<typeof databaseStateSchema>, context: z.RefinementCtx) {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  const customers = new Set(state.customers.map((customer) => customer.id));
  const users = new Set(state.users.map((user) => user.id));
  const siteIds = state.customers.flatMap((customer) =>
    customer.clients.flatMap((client) => client.sites.map((site) => site.id)),
  );
  if (customers.size !== state.customers.length) problem('two customers share an id');
  if (users.size !== state.users.length) problem('two users share an id');
  if (new Set(siteIds).size !== siteIds.length) problem('two sites share an id');
  for (const user of state.users) {
    if (!customers.has(user.customer_id))
      problem(`user ${user.id}: no customer ${user.customer_id}`);
  }
  for (const [kind, records] of Object.entries(state.tokens)) {
    for (const record of Object.values(records)) {
      if (!users.has(record.userId)) problem(`${kind} token: no user ${record.userId}`);
    }
  }
  checkScaffoldReferences(state, problem);
  checkHireReferences(state, problem);
  for (const [id, record] of Object.entries(state.media)) {
    if (!customers.has(record.customer_id))
      problem(`media ${id}: no customer ${record.customer_id}`);
    if (!(record.blob in state.blobs)) problem(`media ${id}: no blob ${record.blob}`);
  }
  for (const movement of state.movements) {
    if (!customers.has(movement.customer_id)) {
      problem(`movement ${movement.id}: no customer ${movement.customer_id}`);
    }
  }
}
