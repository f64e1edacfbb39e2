import {
  handoverCertificateSchema,
  idSchema,
  isoDateSchema,
  scaffoldDescriptionSchema,
  scaffoldLifeSchema,
  signableRefSchema,
  TAG_SCAN_OUTCOMES,
} from '@scaffold/domain';
import { z } from 'zod';

// The tables of scaffold tags (scaffolds, tags, handovers, signing links, scans): their records as
// the mock keeps them, each with the customer it belongs to (never sent).

export const scaffoldRecordSchema = z.strictObject({
  id: idSchema,
  customer_id: idSchema,
  site_id: idSchema,
  tag_number: z.string().min(1),
  sublocation_id: idSchema.nullable(),
  subarea_id: idSchema.nullable(),
  ...scaffoldDescriptionSchema.shape,
  life: scaffoldLifeSchema,
  created_at: isoDateSchema,
  handover_id: idSchema.nullable(),
  adverse_weather_at: isoDateSchema.nullable(),
});
export type ScaffoldRecord = z.infer<typeof scaffoldRecordSchema>;

/** Every code a scaffold's tags ever carried; a reprint revokes the one before. */
export const tagCodeRecordSchema = z.strictObject({
  code: z.string(),
  scaffold_id: idSchema,
  customer_id: idSchema,
  created_at: isoDateSchema,
  revoked_at: isoDateSchema.nullable(),
});
export type TagCodeRecord = z.infer<typeof tagCodeRecordSchema>;

export const handoverRecordSchema = z.strictObject({
  ...handoverCertificateSchema.shape,
  customer_id: idSchema,
});
export type HandoverRecord = z.infer<typeof handoverRecordSchema>;

/**
 * A signing link. The mock keeps its token as it is (demo data); a real server keeps only a hash
 * of it (docs/DECISIONS.md), so its database signs nothing if it leaks.
 */
export const signingLinkRecordSchema = z.strictObject({
  id: idSchema,
  customer_id: idSchema,
  token: z.string(),
  document: signableRefSchema,
  created_at: isoDateSchema,
  expires_at: isoDateSchema,
  used_at: isoDateSchema.nullable(),
  revoked_at: isoDateSchema.nullable(),
  signed_by: z.string().nullable(),
});
export type SigningLinkRecord = z.infer<typeof signingLinkRecordSchema>;

/** One scan of a tag: when, which code, what it showed. No address, no device: nothing personal. */
export const tagScanRecordSchema = z.strictObject({
  at: isoDateSchema,
  code: z.string(),
  scaffold_id: idSchema,
  customer_id: idSchema,
  outcome: z.enum(TAG_SCAN_OUTCOMES),
});
export type TagScanRecord = z.infer<typeof tagScanRecordSchema>;

/** The tables, spread into the database's schema. */
export const SCAFFOLD_TABLES = {
  scaffolds: z.array(scaffoldRecordSchema),
  tagCodes: z.array(tagCodeRecordSchema),
  handovers: z.array(handoverRecordSchema),
  signingLinks: z.array(signingLinkRecordSchema),
  /** Oldest first, the latest MAX_TAG_SCANS kept. */
  tagScans: z.array(tagScanRecordSchema),
};

export const MAX_TAG_SCANS = 5000;

const counter = z.number().int().nonnegative();
/** Their run-time id counters, spread into the database's counters. */
export const SCAFFOLD_COUNTERS = { scaffold: counter, handover: counter, signingLink: counter };

type Tables = { [K in keyof typeof SCAFFOLD_TABLES]: z.input<(typeof SCAFFOLD_TABLES)[K]> };

/** Scaffolds belong to a site of their customer; codes, handovers and links to a scaffold. */
export function checkScaffoldReferences(
  state: Tables & { customers: { id: number; clients: { sites: { id: number }[] }[] }[] },
  problem: (message: string) => void,
): void {
  const siteOwner = new Map<number, number>();
  for (const customer of state.customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) siteOwner.set(site.id, customer.id);
    }
  }
  const scaffolds = new Map(state.scaffolds.map((scaffold) => [scaffold.id, scaffold]));
  if (scaffolds.size !== state.scaffolds.length) problem('two scaffolds share an id');
  for (const scaffold of state.scaffolds) {
    if (siteOwner.get(scaffold.site_id) !== scaffold.customer_id) {
      problem(`scaffold ${scaffold.id}: no site ${scaffold.site_id} of its customer`);
    }
  }
  for (const code of state.tagCodes) {
    if (scaffolds.get(code.scaffold_id)?.customer_id !== code.customer_id) {
      problem(`tag code of scaffold ${code.scaffold_id}: no such scaffold of its customer`);
    }
  }
  for (const handover of state.handovers) {
    if (scaffolds.get(handover.scaffold_id)?.customer_id !== handover.customer_id) {
      problem(`handover ${handover.id}: no scaffold ${handover.scaffold_id} of its customer`);
    }
  }
}
