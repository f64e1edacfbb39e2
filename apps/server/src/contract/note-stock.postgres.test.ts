// A signed note moves the stock once, in the note's transaction, on the server over PostgreSQL:
// the suite the mock runs too (`@scaffold/mocks/contract-suite`).
import { describeNoteStock } from '@scaffold/mocks/contract-suite';
import { useServerApi } from '../testing/server-api';

describeNoteStock(useServerApi('postgres'));
