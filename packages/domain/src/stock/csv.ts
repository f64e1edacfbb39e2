// CSV exports of the Inventory screen: RFC 4180 (CRLF rows, fields quoted when they hold a comma,
// a quote or a line break, quotes doubled), en-GB dates, money in whole pounds.
import { format } from 'date-fns';
import type { MovementPlace, StockMovement } from '../schemas';
import type { InventoryRow } from './inventory-rows';

const needsQuotes = /[",\r\n]/;

/** One RFC 4180 field. A leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to an RFC 4180 document (CRLF after every row, the last included). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const pounds = (amount: number) => Math.round(amount);
const kg = (value: number) => Math.round(value * 100) / 100;

export function inventoryCsv(rows: readonly InventoryRow[]): string {
  return toCsv([
    [
      'Item',
      'Category',
      'Total',
      'Allocated',
      'Available',
      'Weight (kg)',
      'Replacement value (£)',
      'Low stock',
      'Sites',
    ],
    ...rows.map((row) => [
      row.name,
      row.category,
      row.total,
      row.allocated,
      row.available,
      kg(row.weightKg),
      pounds(row.replacementValue),
      row.low ? 'Yes' : 'No',
      row.sites.map((share) => `${share.siteName}: ${share.total}`).join('; '),
    ]),
  ]);
}

const placeText = (place: MovementPlace) =>
  [place.site_name, place.sublocation, place.subarea].filter(Boolean).join(' › ');

/** The log as a spreadsheet: dates as en-GB day and time in the zone it runs in. */
export function movementsCsv(movements: readonly StockMovement[]): string {
  return toCsv([
    ['Date', 'Item', 'Category', 'Quantity', 'From', 'To', 'Moved by'],
    ...movements.map((movement) => [
      format(new Date(movement.moved_at), 'dd/MM/yyyy HH:mm'),
      movement.item.name,
      movement.item.category,
      movement.quantity,
      placeText(movement.from),
      placeText(movement.to),
      movement.moved_by.name,
    ]),
  ]);
}

/** 'Site › Sublocation › Subarea', or the site alone for its unallocated stock. */
export const movementPlaceText = placeText;
