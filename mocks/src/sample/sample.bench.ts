// The sample generator at sizes far above the demo's: `npm run bench` (docs/PERFORMANCE.md).
import { bench, describe } from 'vitest';
import { generateSampleData } from './generate';
import { sampleToCustomerTree } from './tree';

const SEED = 20261120;
const huge = generateSampleData(SEED, { scale: 100 });

describe('sample data at 100× (7,500 sites)', () => {
  bench('generate', () => {
    generateSampleData(SEED, { scale: 100 });
  });
  bench('shape into the customer tree', () => {
    sampleToCustomerTree(huge, { customerId: 1, customerName: 'Demo' });
  });
});
