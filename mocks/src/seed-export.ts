// What a real server seeds from: the same sample, demo accounts and scaffolds the mock holds
// (one generator), as plain records, and how an image of the sample is read.
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MOCK_CUSTOMERS,
  MOCK_NOW,
  RUNTIME_ID_BASE,
} from './constants';
export { imageOf } from './db/media';
export { type SeedOptions, seedDatabase } from './db/seed';
export { seededSigningToken, seededTagCode } from './db/seed-scaffolds';
export type { DatabaseState } from './db/state';
