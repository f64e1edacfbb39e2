// Values read as the API writes them, the same from PGlite and from PostgreSQL through `pg`
// (whose drivers hand back instants and dates as text in the session's own style): instants as
// toISOString() writes them, dates as YYYY-MM-DD, jsonb parsed, bigints as numbers.
import { type SQL, sql } from 'drizzle-orm';

/** An instant (timestamptz) as an ISO string in UTC with milliseconds, or null. */
export const isoInstant = (column: SQL | string) =>
  sql`to_char((${typeof column === 'string' ? sql.raw(column) : column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date as YYYY-MM-DD, or null. */
export const isoDay = (column: SQL | string) =>
  sql`to_char(${typeof column === 'string' ? sql.raw(column) : column}, 'YYYY-MM-DD')`;

/** A jsonb value selected as text (`::text`): parsed here, the same whichever driver read it. */
export const jsonOf = <T>(text: unknown): T => JSON.parse(String(text)) as T;

/** A number column that may come back as text (bigint, numeric). */
export const numberOf = (value: unknown): number => (value === null ? 0 : Number(value));

/** A nullable double precision column. */
export const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** `= any(array)` of ids, as one parameter. */
export const anyIds = (ids: readonly number[]) => sql`any(${`{${ids.join(',')}}`}::int[])`;
