// A signed note moves the stock once, on the mock: the suite the server runs too
// (apps/server/src/contract/note-stock.postgres.test.ts and its PGlite twin).
import { describeNoteStock, useMockApi } from './contract-suite';

describeNoteStock(useMockApi());
