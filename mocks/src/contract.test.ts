// The mock answers as the contract says: the contract suite (contract-suite/), which the server
// runs too (apps/server/src/contract/), against the mock's handlers.
import { describeContract, useMockApi } from './contract-suite';

describeContract(useMockApi());
