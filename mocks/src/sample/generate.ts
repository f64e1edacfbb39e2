import type {
  Operation,
  SampleCustomer,
  SampleInventoryItem,
  SampleSite,
  SITE_PHASES,
} from '@scaffold/domain';
import { SAMPLE_CATALOGUE, SAMPLE_DEPOT } from './catalogue';
import { deriveOperations } from './operations';
import { createSeededRandom, deriveSeed, type SeededRandom } from './prng';
import {
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  DEVELOPMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  STREETS,
  UK_CITIES,
  type UkCity,
} from './vocabulary';

/** The reference date the sample is built around when none is given ("now" of the sample). */
export const SAMPLE_REFERENCE_DATE = '2026-11-20T09:00:00.000Z';

/** The sample sizes (PRODUCT.md "Other limits") and status split (PRODUCT.md "Site statuses"), at scale 1. */
export const SAMPLE_SIZES = { customers: 50, sites: 75, inventoryItems: 5 } as const;
const ACTIVE_SHARE = 30 / 75;
const ACTIVE_AND_PENDING_SHARE = 50 / 75;

export const DAY_MS = 86_400_000;

export interface SampleDataOptions {
  /** Multiplies the customer and site counts (10 → 750 sites, 100 → 7,500). Default 1. */
  scale?: number;
  /** Exact counts instead of the sample sizes × scale, for small separate data sets. */
  sizes?: { customers: number; sites: number };
  /** "Now" for the sample: dates are placed around it. Default SAMPLE_REFERENCE_DATE. */
  referenceDate?: Date | string;
}

export interface SampleData {
  seed: number;
  /** ISO date-time every relative date was computed from */
  referenceDate: string;
  customers: SampleCustomer[];
  sites: SampleSite[];
  /** The catalogue items; `allocations` say how many units sit on which site (locationId). */
  inventory: SampleInventoryItem[];
  operations: Operation[];
}

/** Site counts by status: the first 40% active, the next 26.7% pending, the rest completed. */
export function sampleStatusCounts(siteCount: number) {
  const active = Math.round(siteCount * ACTIVE_SHARE);
  const activeAndPending = Math.round(siteCount * ACTIVE_AND_PENDING_SHARE);
  return { active, pending: activeAndPending - active, completed: siteCount - activeAndPending };
}

/** PRODUCT.md "Site statuses": the first 30 sites are active, the next 20 pending, the rest completed. */
export function sampleSiteStatus(index: number, siteCount: number): SampleSite['status'] {
  const { active, pending } = sampleStatusCounts(siteCount);
  if (index < active) return 'active';
  if (index < active + pending) return 'pending';
  return 'completed';
}

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const isoInstant = (ms: number): string => new Date(ms).toISOString();

const letters = 'ABDEFGHJLNPQRSTUWXYZ';
function postcode(random: SeededRandom, area: string): string {
  const letter = () => letters[random.int(0, letters.length - 1)];
  return `${area}${random.int(1, 20)} ${random.int(1, 9)}${letter()}${letter()}`;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ ltd$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function personName(random: SeededRandom): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** Unique company names: every prefix × suffix once in a shuffled order, then numbered. */
function companyNames(random: SeededRandom, count: number): string[] {
  const combos = random.sample(
    COMPANY_PREFIXES.flatMap((prefix) => COMPANY_SUFFIXES.map((suffix) => `${prefix} ${suffix}`)),
    COMPANY_PREFIXES.length * COMPANY_SUFFIXES.length,
  );
  return Array.from({ length: count }, (_, index) => {
    const base = combos[index % combos.length] as string;
    const round = Math.floor(index / combos.length);
    return round === 0 ? base : base.replace(/( Ltd| Group)$/, ` (${round + 1})$1`);
  });
}

function generateCustomers(seed: number, count: number, referenceMs: number): SampleCustomer[] {
  const random = createSeededRandom(deriveSeed(seed, 1));
  const names = companyNames(random, count);
  return names.map((name, index) => {
    const city = random.pick(UK_CITIES);
    return {
      id: index + 1,
      name,
      email: `office@${slug(name)}.test`,
      phone: `${city.phonePrefix}${String(random.int(0, 999)).padStart(3, '0')}`,
      address: `${random.int(1, 240)} ${random.pick(STREETS)}`,
      city: city.city,
      state: city.county,
      zipCode: postcode(random, city.postcodeArea),
      createdAt: isoInstant(
        referenceMs - random.int(200, 2500) * DAY_MS - random.int(0, 86_399) * 1000,
      ),
    };
  });
}

type Phase = (typeof SITE_PHASES)[number];

function activePhase(progress: number): Phase {
  if (progress < 0.2) return 'Foundation';
  if (progress < 0.75) return 'Construction';
  return 'Finishing';
}

function siteDates(random: SeededRandom, status: SampleSite['status'], referenceMs: number) {
  if (status === 'active') {
    const start = referenceMs - random.int(14, 300) * DAY_MS;
    const end = Math.max(
      start + random.int(120, 540) * DAY_MS,
      referenceMs + random.int(14, 180) * DAY_MS,
    );
    return { start, end, phase: activePhase((referenceMs - start) / (end - start)) };
  }
  if (status === 'pending') {
    const start = referenceMs + random.int(3, 60) * DAY_MS;
    return { start, end: start + random.int(60, 360) * DAY_MS, phase: 'Planning' as const };
  }
  const end = referenceMs - random.int(7, 200) * DAY_MS;
  return { start: end - random.int(60, 400) * DAY_MS, end, phase: 'Handover' as const };
}

function generateSites(
  seed: number,
  count: number,
  customerCount: number,
  referenceMs: number,
): SampleSite[] {
  const random = createSeededRandom(deriveSeed(seed, 2));
  const startOfDay = Math.floor(referenceMs / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const status = sampleSiteStatus(index, count);
    const city: UkCity = random.pick(UK_CITIES);
    const development = random.pick(DEVELOPMENTS);
    const { start, end, phase } = siteDates(random, status, startOfDay);
    const team = Array.from({ length: random.int(3, 5) }, () => personName(random));
    return {
      id: index + 1,
      name: `${random.pick(city.localities)} ${development.name}`,
      type: development.type,
      status,
      customerId: random.int(1, customerCount),
      address: `${random.int(1, 180)} ${random.pick(STREETS)}, ${postcode(random, city.postcodeArea)}`,
      city: city.city,
      state: city.county,
      startDate: isoDay(start),
      expectedEndDate: isoDay(end),
      currentPhase: phase,
      estimatedDuration: Math.max(1, Math.round((end - start) / DAY_MS)),
      assignedTeam: [...new Set(team)],
    };
  });
}

/**
 * Which catalogue items sit on which site: active sites hold all five, every other pending
 * site has had a first delivery, completed sites have returned everything.
 */
function siteStock(seed: number, site: SampleSite, index: number): Map<number, number> {
  const random = createSeededRandom(deriveSeed(seed, 3, site.id));
  const stock = new Map<number, number>();
  if (site.status === 'completed') return stock;
  if (site.status === 'pending' && index % 2 === 1) return stock;
  for (const entry of SAMPLE_CATALOGUE) {
    const [min, max] = entry.siteQuantity;
    const quantity =
      site.status === 'active'
        ? random.int(min, max)
        : random.int(Math.ceil(min / 4), Math.ceil(max / 4));
    if (site.status === 'pending' && entry.category === 'safety') continue;
    stock.set(entry.id, quantity);
  }
  return stock;
}

function generateInventory(
  seed: number,
  sites: readonly SampleSite[],
  referenceMs: number,
): SampleInventoryItem[] {
  const random = createSeededRandom(deriveSeed(seed, 4));
  const perSite = sites.map((site, index) => siteStock(seed, site, index));
  return SAMPLE_CATALOGUE.map((entry) => {
    const allocations = sites.flatMap((site, index) => {
      const quantity = perSite[index]?.get(entry.id);
      return quantity ? [{ locationId: site.id, quantity }] : [];
    });
    const allocated = allocations.reduce((sum, allocation) => sum + allocation.quantity, 0);
    // The depot keeps a reserve of 5–25% on top of what is out on hire.
    const reserve = Math.max(4, Math.round(allocated * random.float(0.05, 0.25)));
    const purchase = referenceMs - random.int(400, 2000) * DAY_MS;
    return {
      id: entry.id,
      name: entry.name,
      sku: entry.sku,
      category: entry.category,
      subCategory: entry.subCategory,
      weight: entry.weightKg,
      ...(entry.heightM === undefined ? {} : { height_m: entry.heightM }),
      ...(entry.lengthM === undefined ? {} : { length_m: entry.lengthM }),
      quantity: allocated + reserve,
      location: SAMPLE_DEPOT,
      status: allocations.length > 0 ? 'in-use' : 'available',
      lastUpdated: isoInstant(referenceMs - random.int(0, 6) * DAY_MS),
      allocations,
      financialMetrics: {
        dailyRate: entry.dailyRate,
        replacementCost: entry.replacementCost,
        depreciationRate: entry.depreciationRate,
        purchaseDate: isoDay(purchase),
        lastMaintenanceDate: isoDay(referenceMs - random.int(10, 120) * DAY_MS),
        maintenanceCost: entry.maintenanceCost,
      },
    };
  });
}

function toMs(value: Date | string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms)) throw new Error(`Invalid reference date: ${String(value)}`);
  return ms;
}

/**
 * The sample data (PRODUCT.md "Site statuses", PRODUCT.md "Other limits"): 50 customers, 75 sites (first 30 active, next
 * 20 pending, rest completed) and 5 inventory items, times `scale`. Pure and deterministic:
 * the same seed, scale and reference date always give the same data.
 */
export function generateSampleData(seed: number, options: SampleDataOptions = {}): SampleData {
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`Invalid scale: ${scale}`);
  const customerCount =
    options.sizes?.customers ?? Math.max(1, Math.round(SAMPLE_SIZES.customers * scale));
  const siteCount = options.sizes?.sites ?? Math.max(1, Math.round(SAMPLE_SIZES.sites * scale));
  const referenceMs = toMs(options.referenceDate ?? SAMPLE_REFERENCE_DATE);

  const customers = generateCustomers(seed, customerCount, referenceMs);
  const sites = generateSites(seed, siteCount, customerCount, referenceMs);
  const inventory = generateInventory(seed, sites, referenceMs);
  return {
    seed,
    referenceDate: isoInstant(referenceMs),
    customers,
    sites,
    inventory,
    operations: deriveOperations(sites, inventory),
  };
}
