export { type CatalogueEntry, SAMPLE_CATALOGUE, SAMPLE_DEPOT } from './catalogue';
export {
  generateSampleData,
  SAMPLE_REFERENCE_DATE,
  SAMPLE_SIZES,
  type SampleData,
  type SampleDataOptions,
  sampleSiteStatus,
  sampleStatusCounts,
} from './generate';
export {
  SAMPLE_PHOTO_DATA_URL,
  type SampleInspectionState,
  sampleInspectionState,
  sampleSignature,
} from './inspections';
export { deriveOperations } from './operations';
export { createSeededRandom, deriveSeed, type SeededRandom } from './prng';
export { type CustomerTreeOptions, sampleToCustomerTree } from './tree';
export { COMPONENT_SYSTEM_NAMES } from './vocabulary';
