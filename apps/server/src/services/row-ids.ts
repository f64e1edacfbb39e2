// Ids in the tables are PostgreSQL integers; the contract takes any whole number. An id no row
// can have is answered as an unknown one before it reaches a query (which would fail on it).
export const MAX_ROW_ID = 2_147_483_647;

/** Can a row have this id? */
export const isRowId = (id: number): boolean =>
  Number.isSafeInteger(id) && id >= 0 && id <= MAX_ROW_ID;
