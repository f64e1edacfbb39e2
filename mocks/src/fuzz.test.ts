// Fuzzing the mock, driven by the contract: the suite the server runs too (contract-suite/).
import { describeFuzz, useMockApi } from './contract-suite';

describeFuzz(useMockApi());
