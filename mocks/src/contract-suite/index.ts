// The contract suite (`@scaffold/mocks/contract-suite`): every call's success and documented
// errors, and the contract's fuzzing, against any implementation of the API. Imports Vitest and
// fast-check: tests only.
export {
  type AccountName,
  type Answer,
  type ApiUnderTest,
  answerOf,
  type CallOptions,
  callsOn,
  type HeldWrite,
} from './api-under-test';
export { describeContract } from './contract-suite';
export * as fixtures from './fixtures';
export { describeFuzz, FUZZ_SIZES, type FuzzSizes } from './fuzz-suite';
export * as hireFixtures from './hire-fixtures';
export { useMockApi } from './mock-api';
export { describeNoteStock, tubesAt } from './note-stock-suite';
