// The contract's fuzzing (`@scaffold/mocks/contract-suite`, the one the mock runs) against the
// server on PGlite: never a 500, never an undocumented status, every refusal a `{detail}`, never a
// row of another customer.
import { describeFuzz } from '@scaffold/mocks/contract-suite';
import { useServerApi } from '../testing/server-api';

describeFuzz(useServerApi('pglite'));
