import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { inspectionSchema } from './inspection';

// Scaffolds within a site, their tags, handover certificates and signing links (our
// addition to the spec's API, docs/DECISIONS.md "Scaffold tags").

/**
 * A scaffold's life: put up, handed over to the client (handover certificate), in use, altered
 * (to be inspected or handed over again before use), taken down, struck (gone).
 */
export const SCAFFOLD_LIFE_STATES = [
  'erecting',
  'handed_over',
  'in_use',
  'altered',
  'dismantling',
  'struck',
] as const;
export const scaffoldLifeSchema = z.enum(SCAFFOLD_LIFE_STATES);
export type ScaffoldLife = z.infer<typeof scaffoldLifeSchema>;

/** The service (load) classes of BS EN 12811-1 that TG20 designs to: 1 to 6. */
export const LOAD_CLASSES = [1, 2, 3, 4, 5, 6] as const;
export const loadClassSchema = z.number().int().min(1).max(6);
export type LoadClass = (typeof LOAD_CLASSES)[number];

export const TAG_COLOURS = ['green', 'amber', 'red'] as const;
export const tagColourSchema = z.enum(TAG_COLOURS);
export type TagColour = z.infer<typeof tagColourSchema>;

/** Why a tag has its colour; the first that applies wins (scaffolds/tag-status.ts). */
export const TAG_REASONS = [
  'struck',
  'dismantling',
  'erecting',
  'not-handed-over',
  'awaiting-client-signature',
  'altered',
  'failed',
  'attention',
  'overdue',
  'adverse-weather',
  'limited',
  'safe',
] as const;
export const tagReasonSchema = z.enum(TAG_REASONS);
export type TagReason = z.infer<typeof tagReasonSchema>;

export const tagStatusSchema = z.object({ colour: tagColourSchema, reason: tagReasonSchema });
export type TagStatus = z.infer<typeof tagStatusSchema>;

/** A tag's code: 128 random bits, base64url (22 characters), in the QR code's address. */
export const TAG_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const tagCodeSchema = z.string().regex(TAG_CODE_PATTERN);

/** A signing link's token: 256 random bits, base64url (43 characters). */
export const SIGNING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const signingTokenSchema = z.string().regex(SIGNING_TOKEN_PATTERN);

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** What a scaffold is: the facts printed on its tag and its handover certificate. */
export const scaffoldDescriptionSchema = z.object({
  /** e.g. 'Independent tied scaffold, north elevation' */
  description: requiredText(500),
  /** The component system (the inspection form's scaffold type). */
  system: requiredText(100),
  height_m: z.number().positive().max(200),
  lifts: z.number().int().min(0).max(100),
  load_class: loadClassSchema,
  /** e.g. 'Brickwork and general access' */
  permitted_use: requiredText(500),
  /** '' when there are none; anything here makes the tag amber. */
  limitations: text(500),
});
export type ScaffoldDescription = z.infer<typeof scaffoldDescriptionSchema>;

/** The latest inspection or handover: when, and who made it (name and position only). */
export const lastCheckSchema = z.object({
  kind: z.enum(['handover', 'inspection']),
  at: isoDateSchema,
  by_name: z.string().nullable(),
  by_position: z.string().nullable(),
});
export type LastCheck = z.infer<typeof lastCheckSchema>;

/** A scaffold as the firm sees it; `status`, `last_check` and `next_due` are the server's. */
export const scaffoldSchema = z.object({
  id: idSchema,
  site_id: idSchema,
  /** Unique within the customer, e.g. 'T-0012'. */
  tag_number: z.string().min(1),
  sublocation_id: idSchema.nullable(),
  subarea_id: idSchema.nullable(),
  ...scaffoldDescriptionSchema.shape,
  life: scaffoldLifeSchema,
  created_at: isoDateSchema,
  /** The handover certificate in force, if any. */
  handover_id: idSchema.nullable(),
  /** Its handover waits for the client's signature. */
  awaiting_client_signature: z.boolean(),
  adverse_weather_at: isoDateSchema.nullable(),
  /** The code of the tag now on the scaffold (a reprint replaces it). */
  tag_code: tagCodeSchema,
  status: tagStatusSchema,
  last_check: lastCheckSchema.nullable(),
  next_due: isoDateSchema.nullable(),
});
export type Scaffold = z.infer<typeof scaffoldSchema>;

export const scaffoldsQuerySchema = z.object({
  site_id: z.coerce.number().int().nonnegative().optional(),
});
export type ScaffoldsQuery = z.input<typeof scaffoldsQuerySchema>;

export const scaffoldsResponseSchema = z.object({ scaffolds: z.array(scaffoldSchema) });
export type ScaffoldsResponse = z.infer<typeof scaffoldsResponseSchema>;

export const scaffoldResponseSchema = z.object({ scaffold: scaffoldSchema });
export type ScaffoldResponse = z.infer<typeof scaffoldResponseSchema>;

/** createScaffold; without a tag number the server gives the next free one. */
export const createScaffoldRequestSchema = z.object({
  site_id: idSchema,
  tag_number: requiredText(20).optional(),
  sublocation_id: idSchema.nullable().optional(),
  subarea_id: idSchema.nullable().optional(),
  ...scaffoldDescriptionSchema.shape,
});
export type CreateScaffoldRequest = z.input<typeof createScaffoldRequestSchema>;

/** The moves a person makes by hand; a handover and inspections make the others. */
export const MANUAL_LIFE_TARGETS = ['in_use', 'altered', 'dismantling', 'struck'] as const;
export const changeLifeRequestSchema = z.object({ life: z.enum(MANUAL_LIFE_TARGETS) });
export type ChangeLifeRequest = z.infer<typeof changeLifeRequestSchema>;

export const TIES_TESTED = ['yes', 'na'] as const;

/** The client's signature on a handover, taken on site or later through a signing link. */
export const clientSignatureSchema = z.object({
  name: z.string(),
  /** An image data URL. */
  signature: z.string(),
  signed_at: isoDateSchema,
  via: z.enum(['on-site', 'link']),
});
export type ClientSignature = z.infer<typeof clientSignatureSchema>;

/** recordHandover: the certificate as the competent person completes it. */
export const handoverRequestSchema = z.object({
  ...scaffoldDescriptionSchema.shape,
  /** Ties and anchors tested ('yes'), or none fitted ('na'); untested is refused. */
  ties_tested: z.enum(TIES_TESTED),
  ties_notes: text(500),
  erected_by: requiredText(200),
  competent_person_name: requiredText(200),
  competent_person_position: requiredText(200),
  handed_over_at: isoDateSchema,
  competent_person_signature: z.string().min(1),
  /** The client's acceptance on the spot, or null to be signed later. */
  client: z.object({ name: requiredText(200), signature: z.string().min(1) }).nullable(),
});
export type HandoverRequest = z.infer<typeof handoverRequestSchema>;

/** A handover certificate as kept: what was handed over, by whom, to whom, with the place. */
export const handoverCertificateSchema = z.object({
  id: idSchema,
  scaffold_id: idSchema,
  tag_number: z.string(),
  site_id: idSchema,
  // As they were when the certificate was made: it records what was handed over.
  firm_name: z.string(),
  site_name: z.string(),
  site_location: z.string().nullable(),
  client_name: z.string().nullable(),
  ...scaffoldDescriptionSchema.shape,
  ties_tested: z.enum(TIES_TESTED),
  ties_notes: z.string(),
  erected_by: z.string(),
  competent_person_name: z.string(),
  competent_person_position: z.string(),
  handed_over_at: isoDateSchema,
  competent_person_signature: z.string(),
  client_signature: clientSignatureSchema.nullable(),
  created_at: isoDateSchema,
});
export type HandoverCertificate = z.infer<typeof handoverCertificateSchema>;

export const recordHandoverResponseSchema = z.object({
  handover: handoverCertificateSchema,
  scaffold: scaffoldSchema,
});
export type RecordHandoverResponse = z.infer<typeof recordHandoverResponseSchema>;

export const handoverResponseSchema = z.object({ handover: handoverCertificateSchema });
export type HandoverResponse = z.infer<typeof handoverResponseSchema>;

/** What a client may be asked to sign later: a handover certificate or an inspection report. */
export const SIGNABLE_KINDS = ['handover', 'inspection'] as const;
export const signableRefSchema = z.object({ kind: z.enum(SIGNABLE_KINDS), id: idSchema });
export type SignableRef = z.infer<typeof signableRefSchema>;

export const SIGNING_LINK_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export const signingLinkStateSchema = z.enum(SIGNING_LINK_STATES);
export type SigningLinkState = z.infer<typeof signingLinkStateSchema>;

/** A signing link as the firm sees it; its token is shown once, when it is made. */
export const signingLinkSchema = z.object({
  id: idSchema,
  document: signableRefSchema,
  created_at: isoDateSchema,
  expires_at: isoDateSchema,
  used_at: isoDateSchema.nullable(),
  revoked_at: isoDateSchema.nullable(),
  state: signingLinkStateSchema,
});
export type SigningLink = z.infer<typeof signingLinkSchema>;

export const createSigningLinkRequestSchema = z.object({ document: signableRefSchema });
export type CreateSigningLinkRequest = z.infer<typeof createSigningLinkRequestSchema>;

export const createSigningLinkResponseSchema = z.object({
  link: signingLinkSchema,
  token: signingTokenSchema,
});
export type CreateSigningLinkResponse = z.infer<typeof createSigningLinkResponseSchema>;

export const signingLinkResponseSchema = z.object({ link: signingLinkSchema });
export type SigningLinkResponse = z.infer<typeof signingLinkResponseSchema>;

/** An inspection of a scaffold in its history: the result and the client's signature. */
export const scaffoldInspectionSummarySchema = z.object({
  id: idSchema,
  created_at: isoDateSchema,
  passed: z.boolean().nullable(),
  /** An item needs attention. */
  attention: z.boolean(),
  inspector_name: z.string().nullable(),
  inspector_position: z.string().nullable(),
  /** When the client signed it; null while it awaits the client's signature. */
  client_signed_at: isoDateSchema.nullable(),
});
export type ScaffoldInspectionSummary = z.infer<typeof scaffoldInspectionSummarySchema>;

export const TAG_SCAN_OUTCOMES = ['live', 'replaced'] as const;

/** One scan of a tag's QR code: when, and whether the code was the live one. Nothing personal. */
export const tagScanSchema = z.object({
  at: isoDateSchema,
  outcome: z.enum(TAG_SCAN_OUTCOMES),
});
export type TagScan = z.infer<typeof tagScanSchema>;

/** scaffoldDetails and scaffoldByTag: a scaffold with its history, for a user of its customer. */
export const scaffoldDetailsSchema = z.object({
  scaffold: scaffoldSchema,
  site: z.object({ id: idSchema, name: z.string() }),
  handover: handoverCertificateSchema.nullable(),
  /** Newest first. */
  inspections: z.array(scaffoldInspectionSummarySchema),
  /** Newest first. */
  signing_links: z.array(signingLinkSchema),
  scans: z.object({
    count: z.number().int().nonnegative(),
    /** The latest few, newest first. */
    recent: z.array(tagScanSchema),
  }),
});
export type ScaffoldDetails = z.infer<typeof scaffoldDetailsSchema>;

/**
 * What the public status page shows of a scaffold, to anyone holding its tag: no ids, no
 * prices, nothing of the customer but the site's name (docs/DECISIONS.md).
 */
export const publicTagSchema = z.object({
  tag_number: z.string(),
  site_name: z.string(),
  /** 'Sublocation › Subarea', or null. */
  location: z.string().nullable(),
  ...scaffoldDescriptionSchema.shape,
  life: scaffoldLifeSchema,
  status: tagStatusSchema,
  last_check: z
    .object({
      at: isoDateSchema,
      by_name: z.string().nullable(),
      by_position: z.string().nullable(),
    })
    .nullable(),
  next_due: isoDateSchema.nullable(),
  awaiting_client_signature: z.boolean(),
});
export type PublicTag = z.infer<typeof publicTagSchema>;

/** tagStatus: the live status, or word that the tag was replaced by a reprint. */
export const tagStatusResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('live'), read_at: isoDateSchema, tag: publicTagSchema }),
  z.object({ state: z.literal('replaced'), read_at: isoDateSchema }),
]);
export type TagStatusResponse = z.infer<typeof tagStatusResponseSchema>;

/** What a signing link shows: the certificate, or the inspection's report, and nothing else. */
export const signingDocumentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('handover'), certificate: handoverCertificateSchema }),
  z.object({
    kind: z.literal('inspection'),
    firm_name: z.string(),
    site_name: z.string(),
    site_location: z.string().nullable(),
    client_name: z.string().nullable(),
    tag_number: z.string().nullable(),
    inspection: inspectionSchema,
  }),
]);
export type SigningDocument = z.infer<typeof signingDocumentSchema>;

export const signedSchema = z.object({
  state: z.literal('used'),
  signed_at: isoDateSchema,
  signed_by: z.string(),
});
export type Signed = z.infer<typeof signedSchema>;

/** signingDocument: an open link's document, or what became of the link. */
export const signingPageResponseSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    expires_at: isoDateSchema,
    document: signingDocumentSchema,
  }),
  signedSchema,
  z.object({ state: z.literal('expired') }),
  z.object({ state: z.literal('revoked') }),
]);
export type SigningPageResponse = z.infer<typeof signingPageResponseSchema>;

export const signRequestSchema = z.object({
  name: requiredText(200),
  /** An image data URL of the signature. */
  signature: z.string().min(1),
});
export type SignRequest = z.infer<typeof signRequestSchema>;
