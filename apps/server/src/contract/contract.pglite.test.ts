// The contract suite (`@scaffold/mocks/contract-suite`, the one the mock runs) against the
// server on PGlite: every call's success and each documented error.
import { describeContract } from '@scaffold/mocks/contract-suite';
import { useServerApi } from '../testing/server-api';

describeContract(useServerApi('pglite'));
