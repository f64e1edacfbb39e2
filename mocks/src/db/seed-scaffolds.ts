import {
  base64Url,
  type CustomerNode,
  type HandoverCertificate,
  type Inspection,
  type ScaffoldDescription,
  type ScaffoldLife,
  SIGNING_TOKEN_BYTES,
  type Site,
  signingLinkExpiry,
  TAG_CODE_BYTES,
} from '@scaffold/domain';
import { sampleSignature } from '../sample/inspections';
import { createSeededRandom } from '../sample/prng';
import type {
  HandoverRecord,
  ScaffoldRecord,
  SigningLinkRecord,
  TagCodeRecord,
  TagScanRecord,
} from './scaffold-state';

// Seeded scaffolds in every state of their life and every tag status, for customer 1
// (most on its first active site, so one screen shows them all) and a few for customer 2. Their
// inspections are the sample's own (a site's latest inspection is tied to a scaffold), so the
// Inspections screen's figures stay as they were.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** FNV-1a: a stable 32-bit seed from a label. */
function seedOf(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function seededBytes(label: string, length: number): Uint8Array {
  const random = createSeededRandom(seedOf(label));
  return Uint8Array.from({ length }, () => random.int(0, 255));
}

/**
 * The code of a seeded scaffold's tag (`generation` 0 is the first print; a seeded reprint
 * makes 1). Public demo data, known to stories and tests: real codes come from Web Crypto.
 */
export const seededTagCode = (customerId: number, tagNumber: string, generation = 0): string =>
  base64Url(seededBytes(`tag:${customerId}:${tagNumber}:${generation}`, TAG_CODE_BYTES));

/** The seeded signing links of customer 1, by what became of them. */
export type SeededLinkName = 'open' | 'expired' | 'revoked' | 'used' | 'inspection';

/** The token of a seeded signing link (public demo data). */
export const seededSigningToken = (name: SeededLinkName): string =>
  base64Url(seededBytes(`sign:${name}`, SIGNING_TOKEN_BYTES));

type SignedVia = 'on-site' | 'link' | null;

interface ScaffoldPlan {
  tag: string;
  life: ScaffoldLife;
  description: ScaffoldDescription;
  createdDaysAgo: number;
  handover?: { daysAgo: number; client: SignedVia };
  /** Ties the site's latest inspection to the scaffold. */
  latestInspection?: true;
  adverseWeatherDaysAgo?: number;
  /** A reprint: the first code is revoked and a second is live. */
  reprinted?: true;
  scans?: number;
}

const describe = (
  description: string,
  system: string,
  height_m: number,
  lifts: number,
  load_class: number,
  permitted_use: string,
  limitations = '',
): ScaffoldDescription => ({
  description,
  system,
  height_m,
  lifts,
  load_class,
  permitted_use,
  limitations,
});

const COMPETENT_PEOPLE = [
  { name: 'Gary Holt', position: 'Scaffold supervisor (CISRS Advanced)' },
  { name: 'Sian Roberts', position: 'Scaffold inspector (CISRS SIS)' },
  { name: 'Marcus Bell', position: 'Contracts manager (CISRS Advanced)' },
];
const CLIENT_SIGNERS = ['Helen Ward', 'Raj Patel', 'Colin Fraser'];

/** customer 1's first active site: every state on one screen. */
const SHOWCASE: ScaffoldPlan[] = [
  {
    tag: 'T-0001',
    life: 'erecting',
    createdDaysAgo: 1,
    description: describe(
      'Birdcage scaffold, nave interior',
      'Kwikstage',
      11,
      5,
      2,
      'Ceiling repairs and painting',
    ),
  },
  {
    tag: 'T-0002',
    life: 'handed_over',
    createdDaysAgo: 4,
    handover: { daysAgo: 1, client: null },
    description: describe(
      'Independent tied scaffold, west tower face',
      'Cuplock',
      24,
      12,
      3,
      'Stone repairs and general access',
    ),
  },
  {
    tag: 'T-0003',
    life: 'in_use',
    createdDaysAgo: 20,
    handover: { daysAgo: 12, client: 'on-site' },
    latestInspection: true,
    reprinted: true,
    scans: 6,
    description: describe(
      'Independent tied scaffold, south elevation',
      'Cuplock',
      14,
      7,
      3,
      'Brickwork and general access',
    ),
  },
  {
    tag: 'T-0004',
    life: 'handed_over',
    createdDaysAgo: 5,
    handover: { daysAgo: 2, client: 'link' },
    description: describe(
      'Loading bay, north gate',
      'Tube and Fitting',
      6,
      3,
      5,
      'Landing materials from the hoist',
      'Maximum 2 pallets on the bay at a time; no materials on the guard rails.',
    ),
  },
  {
    tag: 'T-0005',
    life: 'in_use',
    createdDaysAgo: 15,
    handover: { daysAgo: 9, client: 'on-site' },
    description: describe(
      'Access tower, east stair',
      'Ringlock',
      9,
      4,
      2,
      'Access to the roof for inspection only',
    ),
  },
  {
    tag: 'T-0006',
    life: 'in_use',
    createdDaysAgo: 8,
    handover: { daysAgo: 3, client: 'on-site' },
    adverseWeatherDaysAgo: 1,
    description: describe(
      'Chimney scaffold, vestry roof',
      'Tube and Fitting',
      16,
      8,
      2,
      'Repointing the vestry chimney',
    ),
  },
  {
    tag: 'T-0007',
    life: 'altered',
    createdDaysAgo: 10,
    handover: { daysAgo: 5, client: 'on-site' },
    description: describe(
      'Independent tied scaffold, east window',
      'Layher Allround',
      12,
      6,
      3,
      'Glazing and stone repairs',
    ),
  },
  {
    tag: 'T-0008',
    life: 'dismantling',
    createdDaysAgo: 45,
    handover: { daysAgo: 40, client: 'on-site' },
    description: describe('Temporary roof, porch', 'HAKI Universal', 8, 3, 2, 'Weather protection'),
  },
  {
    tag: 'T-0009',
    life: 'struck',
    createdDaysAgo: 90,
    handover: { daysAgo: 80, client: 'on-site' },
    description: describe(
      'Independent scaffold, north aisle',
      'Cuplock',
      10,
      5,
      3,
      'Lead roof replacement',
    ),
  },
];

const FAILED: ScaffoldPlan = {
  tag: 'T-0010',
  life: 'in_use',
  createdDaysAgo: 20,
  handover: { daysAgo: 12, client: 'on-site' },
  latestInspection: true,
  description: describe(
    'Independent tied scaffold, ward block',
    'Kwikstage',
    18,
    9,
    3,
    'Window replacement',
  ),
};

const ATTENTION: ScaffoldPlan = {
  tag: 'T-0011',
  life: 'in_use',
  createdDaysAgo: 20,
  handover: { daysAgo: 12, client: 'on-site' },
  latestInspection: true,
  description: describe(
    'Hoist tower, rear yard',
    'Ringlock',
    20,
    10,
    4,
    'Blockwork to the upper floors',
  ),
};

const OTHER: ScaffoldPlan[] = [
  {
    tag: 'T-0001',
    life: 'in_use',
    createdDaysAgo: 6,
    handover: { daysAgo: 2, client: 'on-site' },
    description: describe(
      'Shop front scaffold, unit 4',
      'Cuplock',
      7,
      3,
      3,
      'Signage and cladding',
    ),
  },
  {
    tag: 'T-0002',
    life: 'handed_over',
    createdDaysAgo: 5,
    handover: { daysAgo: 1, client: 'on-site' },
    description: describe(
      'Mobile tower, mall atrium',
      'Layher Allround',
      6,
      3,
      1,
      'Inspection access',
      'Inspection access only: no materials.',
    ),
  },
  {
    tag: 'T-0003',
    life: 'erecting',
    createdDaysAgo: 1,
    description: describe('Independent scaffold, service yard', 'Cuplock', 9, 4, 3, 'Roof repairs'),
  },
];

export interface SeededScaffolds {
  customers: CustomerNode[];
  scaffolds: ScaffoldRecord[];
  tagCodes: TagCodeRecord[];
  handovers: HandoverRecord[];
  signingLinks: SigningLinkRecord[];
  tagScans: TagScanRecord[];
}

const sitesOf = (customer: CustomerNode) =>
  customer.clients.flatMap((client) => client.sites.map((site) => ({ site, client })));

const latestOf = (site: Site): Inspection | undefined =>
  [...site.inspections].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];

const hasAttention = (inspection: Inspection) =>
  inspection.items.some((item) => item.status === 'attention');

const clientSigned = (inspection: Inspection) =>
  inspection.signatures.some((signature) => signature.role === 'client' && signature.signature);

/** The seeded scaffolds and their records, with the customers' tree tying inspections to them. */
export function seedScaffolds(customers: CustomerNode[], referenceDate: Date): SeededScaffolds {
  const refMs = referenceDate.getTime();
  const at = (daysAgo: number, hours = 0) => new Date(refMs - daysAgo * DAY_MS - hours * HOUR_MS);
  const out: SeededScaffolds = {
    customers,
    scaffolds: [],
    tagCodes: [],
    handovers: [],
    signingLinks: [],
    tagScans: [],
  };
  let scaffoldId = 0;
  let handoverId = 0;
  let linkId = 0;
  /** Inspection ids to tie to scaffolds: inspection id → scaffold id. */
  const ties = new Map<number, number>();

  const link = (
    customerId: number,
    name: SeededLinkName,
    document: SigningLinkRecord['document'],
    created: Date,
    change: Partial<SigningLinkRecord> = {},
  ) => {
    linkId += 1;
    out.signingLinks.push({
      id: linkId,
      customer_id: customerId,
      token: seededSigningToken(name),
      document,
      created_at: created.toISOString(),
      expires_at: signingLinkExpiry(created).toISOString(),
      used_at: null,
      revoked_at: null,
      signed_by: null,
      ...change,
    });
  };

  const place = (
    customer: CustomerNode,
    entry: { site: Site; client: { name: string } },
    plan: ScaffoldPlan,
  ) => {
    const { site, client } = entry;
    scaffoldId += 1;
    const id = scaffoldId;
    const sublocation = site.sublocations[(id - 1) % Math.max(site.sublocations.length, 1)];
    const subarea = sublocation?.subareas[0];
    const record: ScaffoldRecord = {
      id,
      customer_id: customer.id,
      site_id: site.id,
      tag_number: plan.tag,
      sublocation_id: sublocation?.id ?? null,
      subarea_id: subarea?.id ?? null,
      ...plan.description,
      life: plan.life,
      created_at: at(plan.createdDaysAgo, 2).toISOString(),
      handover_id: null,
      adverse_weather_at:
        plan.adverseWeatherDaysAgo === undefined
          ? null
          : at(plan.adverseWeatherDaysAgo, 3).toISOString(),
    };
    if (plan.handover) {
      handoverId += 1;
      const person = COMPETENT_PEOPLE[(id - 1) % COMPETENT_PEOPLE.length] ?? COMPETENT_PEOPLE[0];
      const handedOver = at(plan.handover.daysAgo, 1);
      const signer = CLIENT_SIGNERS[(id - 1) % CLIENT_SIGNERS.length] ?? 'Helen Ward';
      const signedAt =
        plan.handover.client === 'link' ? at(plan.handover.daysAgo - 1, 2) : handedOver;
      const certificate: HandoverCertificate = {
        id: handoverId,
        scaffold_id: id,
        tag_number: plan.tag,
        site_id: site.id,
        firm_name: customer.name,
        site_name: site.name,
        site_location: site.location ?? null,
        client_name: client.name,
        ...plan.description,
        ties_tested: plan.description.height_m > 8 ? 'yes' : 'na',
        ties_notes:
          plan.description.height_m > 8
            ? '1 in 10 ties pull-tested to 6.25 kN, all held.'
            : 'Freestanding: no ties fitted.',
        erected_by: `${customer.name.split(' ')[0]} erection team ${1 + (id % 3)}`,
        competent_person_name: person?.name ?? 'Gary Holt',
        competent_person_position: person?.position ?? 'Scaffold supervisor',
        handed_over_at: handedOver.toISOString(),
        competent_person_signature: sampleSignature('supervisor'),
        client_signature: plan.handover.client
          ? {
              name: signer,
              signature: sampleSignature('client'),
              signed_at: signedAt.toISOString(),
              via: plan.handover.client,
            }
          : null,
        created_at: handedOver.toISOString(),
      };
      out.handovers.push({ ...certificate, customer_id: customer.id });
      record.handover_id = handoverId;
      if (customer.id === 1 && plan.handover.client === null) {
        link(customer.id, 'expired', { kind: 'handover', id: handoverId }, at(9));
        link(customer.id, 'revoked', { kind: 'handover', id: handoverId }, at(1, 3), {
          revoked_at: at(1, 2).toISOString(),
        });
        link(customer.id, 'open', { kind: 'handover', id: handoverId }, at(1, 1));
      }
      if (customer.id === 1 && plan.handover.client === 'link') {
        link(
          customer.id,
          'used',
          { kind: 'handover', id: handoverId },
          at(plan.handover.daysAgo, 0),
          {
            used_at: signedAt.toISOString(),
            signed_by: signer,
          },
        );
      }
    }
    if (plan.latestInspection) {
      const latest = latestOf(site);
      if (latest) {
        ties.set(latest.id, id);
        // The first inspection tied to a scaffold that the client has not signed waits on a link.
        const waiting = out.signingLinks.some((entry) => entry.document.kind === 'inspection');
        if (customer.id === 1 && !clientSigned(latest) && !waiting) {
          link(customer.id, 'inspection', { kind: 'inspection', id: latest.id }, at(0, 1));
        }
      }
    }
    const generations = plan.reprinted ? 2 : 1;
    for (let generation = 0; generation < generations; generation += 1) {
      const printed = at(plan.createdDaysAgo - generation * 2, 1);
      const live = generation === generations - 1;
      out.tagCodes.push({
        code: seededTagCode(customer.id, plan.tag, generation),
        scaffold_id: id,
        customer_id: customer.id,
        created_at: printed.toISOString(),
        revoked_at: live ? null : at(plan.createdDaysAgo - 2, 0).toISOString(),
      });
    }
    for (let scan = 0; scan < (plan.scans ?? 0); scan += 1) {
      out.tagScans.push({
        at: at(scan, 5 - (scan % 3)).toISOString(),
        code: seededTagCode(customer.id, plan.tag, generations - 1),
        scaffold_id: id,
        customer_id: customer.id,
        outcome: 'live',
      });
    }
    out.scaffolds.push(record);
  };

  const [own, other] = customers;
  if (own) {
    const active = sitesOf(own).filter(({ site }) => site.status.code === 'active');
    const showcase = active.find(({ site }) => {
      const latest = latestOf(site);
      return (
        site.sublocations.length > 0 &&
        latest?.passed === true &&
        !hasAttention(latest) &&
        refMs - Date.parse(latest.created_at) < 7 * DAY_MS
      );
    });
    const failed = active.find(({ site }) => latestOf(site)?.passed === false);
    const attention = active.find(({ site }) => {
      const latest = latestOf(site);
      return latest?.passed === true && hasAttention(latest) && site !== showcase?.site;
    });
    if (showcase) for (const plan of SHOWCASE) place(own, showcase, plan);
    if (failed) place(own, failed, FAILED);
    if (attention) place(own, attention, ATTENTION);
  }
  if (other) {
    const first = sitesOf(other).find(({ site }) => site.status.code === 'active');
    if (first) for (const plan of OTHER) place(other, first, plan);
  }

  out.tagScans.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  out.customers = customers.map((customer) => ({
    ...customer,
    clients: customer.clients.map((client) => ({
      ...client,
      sites: client.sites.map((site) =>
        site.inspections.some((inspection) => ties.has(inspection.id))
          ? {
              ...site,
              inspections: site.inspections.map((inspection) =>
                ties.has(inspection.id)
                  ? { ...inspection, scaffold_id: ties.get(inspection.id) ?? null }
                  : inspection,
              ),
            }
          : site,
      ),
    })),
  }));
  return out;
}
