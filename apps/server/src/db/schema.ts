// The server's tables. Every table that holds a customer's data carries `customer_id`, and
// row-level security (migrations, 'customer_isolation') lets the application role see only the
// rows of the customer the transaction is scoped to (db/scope.ts). Instants are timestamptz;
// the API's ISO strings are made from them with toISOString(). Nested parts of a record that no
// query filters on (an inspection's checklist, a catalogue entry) are jsonb, as the API shapes
// them, so a record reads back exactly as it was written.
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A scaffolding firm: the unit of data isolation. `data_version` moves on every write of its data. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Bumped in the transaction of every write that changes what the reads answer. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
  },
  (table) => [uniqueIndex('users_email').on(table.email)],
);

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    address: text('address'),
    /** The client's place in its customer's list (the tree's order). */
    position: integer('position').notNull(),
  },
  (table) => [index('clients_customer').on(table.customerId, table.position)],
);

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    clientId: integer('client_id').references(() => clients.id),
    /** The site's place under its client (the tree's order). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    location: text('location'),
    city: text('city'),
    state: text('state'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    expectedEndDate: date('expected_end_date', { mode: 'string' }),
    statusCode: text('status_code').notNull(),
    statusName: text('status_name').notNull(),
    managerFirstName: text('manager_first_name'),
    managerLastName: text('manager_last_name'),
    lastInspectionDate: instant('last_inspection_date'),
    inspectionDue: instant('inspection_due'),
    nextInspectionDate: instant('next_inspection_date'),
    /** The site's item count as the API sends it (`items`), when known. */
    items: integer('items'),
    /** The customer's `data_version` of the write that last changed this site or its stock. */
    changedVersion: bigint('changed_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('sites_customer').on(table.customerId, table.clientId, table.position),
    index('sites_changed').on(table.customerId, table.changedVersion),
  ],
);

export const sublocations = pgTable(
  'sublocations',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('sublocations_site').on(table.siteId, table.position)],
);

export const subareas = pgTable(
  'subareas',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    sublocationId: integer('sublocation_id')
      .notNull()
      .references(() => sublocations.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    items: integer('items'),
  },
  (table) => [index('subareas_sublocation').on(table.sublocationId, table.position)],
);

/** A site's stock of one catalogue item. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    position: integer('position').notNull(),
    name: text('name'),
    /** The catalogue entry `{id, name, category}` as the API sends it, when there is one. */
    catalogue: jsonb('catalogue').$type<{ id: number; name: string; category?: string }>(),
    quantity: integer('quantity').notNull(),
    weight: doublePrecision('weight'),
    weightInKg: doublePrecision('weight_in_kg'),
    financialMetrics: jsonb('financial_metrics').notNull().$type<Record<string, number>>(),
    lastUpdated: instant('last_updated'),
  },
  (table) => [
    index('inventory_items_site').on(table.siteId, table.position),
    index('inventory_items_customer').on(table.customerId),
  ],
);

export const allocations = pgTable(
  'allocations',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id),
    subareaId: integer('subarea_id')
      .notNull()
      .references(() => subareas.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('allocations_item').on(table.inventoryItemId),
    index('allocations_subarea').on(table.subareaId),
  ],
);

/** An inspection as stored: the API's record (images by media URL) and the columns reads use. */
export const inspections = pgTable(
  'inspections',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** The inspection's place in its site's history: a higher number is newer. */
    historyOrder: bigint('history_order', { mode: 'number' }).notNull(),
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
    scaffoldId: integer('scaffold_id'),
  },
  (table) => [index('inspections_site').on(table.siteId, table.historyOrder)],
);

/** Image bytes, kept once however many records name them; the hash is the ETag. */
export const blobs = pgTable('blobs', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

/**
 * A stored photo or signature of a customer. Its URL carries a key made from its id and the
 * server's secret (an HMAC), so no key is stored and a copy of the database reads no image.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    blobHash: text('blob_hash')
      .notNull()
      .references(() => blobs.hash),
  },
  (table) => [index('media_customer').on(table.customerId)],
);

export const componentSystems = pgTable('component_systems', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    movedAt: instant('moved_at').notNull(),
    fromSiteId: integer('from_site_id'),
    toSiteId: integer('to_site_id'),
    itemName: text('item_name').notNull(),
    /** The signed note that moved the stock (0003_note_movements.sql); null for a move. */
    noteId: integer('note_id').references(() => hireNotes.id),
    /** The API's record of the movement. */
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [
    index('stock_movements_customer').on(table.customerId, table.movedAt, table.id),
    index('stock_movements_note').on(table.noteId),
  ],
);

export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  humanId: text('human_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name').notNull(),
  comments: text('comments').notNull(),
  planId: text('plan_id'),
  createdAt: instant('created_at').notNull(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  requestedAt: instant('requested_at').notNull(),
});

/** A signed-in session: one family of rotated refresh tokens. Revoking it ends every token of it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** Why it ended: 'logout', 'reuse' (a rotated token sent again), 'expired'. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** A refresh token, kept as a SHA-256 hash; the token itself is never stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    issuedAt: instant('issued_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When a refresh replaced it; sent again after the grace, it ends the session. */
    rotatedAt: instant('rotated_at'),
    /** Its successor, sealed with the server's key, for a repeat within the grace only. */
    successorSealed: text('successor_sealed'),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
);

/** A write done under an Idempotency-Key: its body's fingerprint and its answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    storedAt: instant('stored_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.endpoint, table.key] }),
    index('idempotency_keys_stored').on(table.storedAt),
  ],
);

/** Calls counted per caller and window, for the rate limits shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    caller: text('caller').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.caller, table.windowStart] }),
    index('rate_limits_window').on(table.windowStart),
  ],
);

export const scaffolds = pgTable(
  'scaffolds',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    tagNumber: text('tag_number').notNull(),
    sublocationId: integer('sublocation_id'),
    subareaId: integer('subarea_id'),
    description: text('description').notNull(),
    system: text('system').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    lifts: integer('lifts').notNull(),
    loadClass: integer('load_class').notNull(),
    permittedUse: text('permitted_use').notNull(),
    limitations: text('limitations').notNull(),
    life: text('life').notNull(),
    createdAt: instant('created_at').notNull(),
    handoverId: integer('handover_id'),
    adverseWeatherAt: instant('adverse_weather_at'),
  },
  (table) => [
    uniqueIndex('scaffolds_tag_number').on(table.customerId, table.tagNumber),
    index('scaffolds_site').on(table.siteId),
  ],
);

/**
 * Every code a scaffold's tags ever carried. Looked up by an HMAC of the code; the code itself is
 * kept sealed with the server's key (the firm prints it again), so the table alone opens nothing.
 */
export const tagCodes = pgTable(
  'tag_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    codeSealed: text('code_sealed').notNull(),
    scaffoldId: integer('scaffold_id')
      .notNull()
      .references(() => scaffolds.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('tag_codes_scaffold').on(table.scaffoldId)],
);

export const handovers = pgTable(
  'handovers',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    scaffoldId: integer('scaffold_id')
      .notNull()
      .references(() => scaffolds.id),
    /** The certificate as the API sends it (signatures by media URL). */
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [index('handovers_scaffold').on(table.scaffoldId)],
);

/** A signing link; its token is kept only as an HMAC, and used once by one atomic update. */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull(),
    documentKind: text('document_kind').notNull(),
    documentId: integer('document_id').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    signedBy: text('signed_by'),
  },
  (table) => [
    uniqueIndex('signing_links_token').on(table.tokenHash),
    index('signing_links_document').on(table.customerId, table.documentKind, table.documentId),
  ],
);

/** One scan of a tag: when, which code, what it showed. Nothing of the person scanning. */
export const tagScans = pgTable(
  'tag_scans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    scaffoldId: integer('scaffold_id').notNull(),
    codeHash: text('code_hash').notNull(),
    at: instant('at').notNull(),
    outcome: text('outcome').notNull(),
  },
  (table) => [
    index('tag_scans_customer').on(table.customerId, table.at),
    // A scaffold's record counts its scans and lists the latest (newest id first).
    index('tag_scans_scaffold').on(table.scaffoldId, table.id),
  ],
);

/**
 * A signed delivery or collection note, as the API sends it (`record`, pictures by bare media
 * URL), never changed but for `corrected_by`. Its number is per customer and kind, without gaps.
 */
export const hireNotes = pgTable(
  'hire_notes',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    /** The site delivered to, or collected from. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    fromSiteId: integer('from_site_id').references(() => sites.id),
    notedAt: instant('noted_at').notNull(),
    correctedBy: integer('corrected_by'),
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [
    uniqueIndex('hire_notes_number').on(table.customerId, table.kind, table.number),
    index('hire_notes_site').on(table.siteId),
    index('hire_notes_from_site').on(table.fromSiteId),
  ],
);

/** An off-hire, as the API sends it. */
export const offHires = pgTable(
  'off_hires',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [
    index('off_hires_customer').on(table.customerId),
    index('off_hires_site').on(table.siteId),
  ],
);

/** Ids handed out at run time, per kind, above the seeded ones (one sequence per kind). */
export const ID_SEQUENCES = [
  'inspection_ids',
  'signature_ids',
  'allocation_ids',
  'inventory_item_ids',
  'movement_ids',
  'media_ids',
  'scaffold_ids',
  'handover_ids',
  'signing_link_ids',
  'hire_note_ids',
  'off_hire_ids',
  'registration_numbers',
  'inspection_history_order',
] as const;
export type IdSequence = (typeof ID_SEQUENCES)[number];

export const nextval = (sequence: IdSequence) => sql<number>`nextval(${sequence})::int`;
