import type { CustomerNode } from '@scaffold/domain';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MOCK_CUSTOMERS,
  MOCK_NOW,
  MOCK_OTHER_SEED,
  MOCK_SEED,
  OTHER_CUSTOMER_ID_BASE,
  RUNTIME_ID_BASE,
} from '../constants';
import { COMPONENT_SYSTEM_NAMES, generateSampleData, sampleToCustomerTree } from '../sample';
import { type ImageTables, seededKey, withImagesStored } from './media';
import { seedHire } from './seed-hire';
import { seedMovements } from './seed-movements';
import { seedScaffolds } from './seed-scaffolds';
import { DATABASE_VERSION, type DatabaseState, type UserRecord } from './state';

export interface SeedOptions {
  /** Multiplies customer 1's sample (10 → 750 sites, 100 → 7,500) for the large-data checks. */
  scale?: number;
  /** Where the seeded dates are placed around. Default MOCK_NOW. */
  referenceDate?: Date | string;
  /**
   * Photos (image data URLs) for the seeded inspections, used in turn: `npm run serve:mock`
   * gives a few small JPEGs, so photos are real image bytes. Default: the sample's small SVG.
   */
  photos?: readonly string[];
}

/** customer 2's data set: 2 clients, 4 sites (2 active, 1 pending, 1 completed). */
const OTHER_SIZES = { customers: 2, sites: 4 };

export function seedDatabase(options: SeedOptions = {}): DatabaseState {
  const scale = options.scale ?? 1;
  const referenceDate = options.referenceDate ?? MOCK_NOW;
  const demo = generateSampleData(MOCK_SEED, { scale, referenceDate });
  const other = generateSampleData(MOCK_OTHER_SEED, { sizes: OTHER_SIZES, referenceDate });
  const users: UserRecord[] = Object.values(DEMO_ACCOUNTS).map((account, index) => ({
    id: index + 1,
    password: DEMO_PASSWORD,
    ...account,
  }));
  const customers = [
    sampleToCustomerTree(demo, {
      customerId: MOCK_CUSTOMERS.demo.id,
      customerName: MOCK_CUSTOMERS.demo.name,
    }),
    sampleToCustomerTree(other, {
      customerId: MOCK_CUSTOMERS.other.id,
      customerName: MOCK_CUSTOMERS.other.name,
      idBase: OTHER_CUSTOMER_ID_BASE,
    }),
  ];
  const reference = new Date(demo.referenceDate);
  const [ownCustomer, otherCustomer] = customers;
  const ownHistory = ownCustomer
    ? seedMovements(ownCustomer, users, {
        referenceDate: reference,
        count: 40 * scale,
        seed: MOCK_SEED,
        firstId: 1,
      })
    : [];
  const otherHistory = otherCustomer
    ? seedMovements(otherCustomer, users, {
        referenceDate: reference,
        count: 8,
        seed: MOCK_OTHER_SEED,
        firstId: ownHistory.length + 1,
      })
    : [];
  const movements = [...ownHistory, ...otherHistory].sort(
    (a, b) => Date.parse(a.moved_at) - Date.parse(b.moved_at) || a.id - b.id,
  );
  const { customers: withScaffolds, ...scaffoldTables } = seedScaffolds(customers, reference);
  const images: ImageTables = { media: {}, blobs: {}, counters: { media: 0 } };
  fileImages(withScaffolds, images, options.photos ?? []);
  return {
    version: DATABASE_VERSION,
    referenceDate: demo.referenceDate,
    scale,
    customers: withScaffolds,
    movements,
    ...scaffoldTables,
    ...seedHire(withScaffolds, reference),
    users,
    componentSystems: COMPONENT_SYSTEM_NAMES.map((name, index) => ({ id: index + 1, name })),
    registrations: [],
    media: images.media,
    blobs: images.blobs,
    passwordResets: [],
    tokens: { access: {}, refresh: {} },
    counters: {
      inspection: RUNTIME_ID_BASE,
      signature: RUNTIME_ID_BASE,
      allocation: RUNTIME_ID_BASE,
      inventoryItem: RUNTIME_ID_BASE,
      registration: 100,
      token: 0,
      movement: RUNTIME_ID_BASE,
      scaffold: RUNTIME_ID_BASE,
      handover: RUNTIME_ID_BASE,
      signingLink: RUNTIME_ID_BASE,
      hireNote: RUNTIME_ID_BASE,
      offHire: RUNTIME_ID_BASE,
      media: images.counters.media,
    },
  };
}

/**
 * Files every seeded photo and signature in the media table (in place: the tree is new), each
 * inspection naming its images by URL. With `photos`, the seeded photos are those, in turn.
 */
function fileImages(
  customers: CustomerNode[],
  images: ImageTables,
  photos: readonly string[],
): void {
  for (const customer of customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) {
        site.inspections = site.inspections.map((inspection) =>
          withImagesStored(
            images,
            customer.id,
            {
              ...inspection,
              photos: inspection.photos.map((photo) => ({
                ...photo,
                photo: photos[inspection.id % photos.length] ?? photo.photo,
              })),
            },
            () => seededKey(images.counters.media + 1),
          ),
        );
      }
    }
  }
}
