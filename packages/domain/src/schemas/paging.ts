import { z } from 'zod';

// Paging of the reads shaped by the screens: page + page size, like the movement log,
// so a screen can jump to a page and say "12 of 75,004". Every paged call orders its rows by a
// key and then by id, so pages of an unchanged data set never repeat or skip a row.

/** The most rows any paged read answers at once; asking for more is a 400. */
export const READ_PAGE_SIZE_MAX = 200;
/** Rows per page when the caller does not say. */
export const READ_PAGE_SIZE_DEFAULT = 50;

/** `page` (from 1) and `page_size` (1 to `max`, `fallback` when left out), as query text. */
export function pageQueryShape(fallback = READ_PAGE_SIZE_DEFAULT, max = READ_PAGE_SIZE_MAX) {
  return {
    page: z.coerce.number().int().positive().default(1),
    page_size: z.coerce.number().int().positive().max(max).default(fallback),
  };
}

/** A page of rows: `count` is how many rows match in all, `results` this page's (maybe none). */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    results: z.array(row),
  });
}

/** The shape every page has, whatever its rows. */
export interface Page<Row> {
  count: number;
  page: number;
  page_size: number;
  results: Row[];
}

/** One page of rows already in their order (a page past the end has no rows). */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Page<Row> {
  const start = (page - 1) * pageSize;
  return {
    count: rows.length,
    page,
    page_size: pageSize,
    results: rows.slice(start, start + pageSize),
  };
}

/** Rows `start` to `end` of `count` (past the end: fewer), each built by `rowAt`. */
export function rowsAt<Row>(
  count: number,
  start: number,
  end: number,
  rowAt: (index: number) => Row,
): Row[] {
  const rows: Row[] = [];
  for (let index = Math.max(0, start); index < Math.min(end, count); index += 1) {
    rows.push(rowAt(index));
  }
  return rows;
}

/**
 * One page of `count` rows kept in their order as something other than row objects (columns),
 * each row built by `rowAt` only when its page is asked for; as pageOf pages an array.
 */
export function pageAt<Row>(
  count: number,
  page: number,
  pageSize: number,
  rowAt: (index: number) => Row,
): Page<Row> {
  const start = (page - 1) * pageSize;
  return {
    count,
    page,
    page_size: pageSize,
    results: rowsAt(count, start, start + pageSize, rowAt),
  };
}

/** Longest search text a read takes. */
export const SEARCH_MAX_LENGTH = 100;

/** Free text to find, trimmed; empty finds everything (as if left out). */
export const searchQuerySchema = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

/** An id given as query text. */
export const idQuerySchema = z.coerce.number().int().nonnegative();

/** A query flag as text: 'true' or 'false'. */
export const queryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
