// The rules of a move of stock that the form and the server share.
import { MESSAGES } from '../messages';
import type { Id } from '../schemas';

/** The quantity the Move Items form starts with (PRODUCT.md "Other limits"). */
export const DEFAULT_MOVE_QUANTITY = 1;

const toWholeNumber = (value: number | string | null | undefined): number => {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? 0 : value);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
};

/** The upper bound of a move: whole units, never negative. */
const toAvailable = (available: number): number => Math.max(0, toWholeNumber(available));

/** PRODUCT.md "Move quantity": the move quantity input is clamped to 0..available, whole units; NaN is 0. */
export function clampMoveQuantity(value: number | string | null | undefined, available: number) {
  return Math.min(Math.max(0, toWholeNumber(value)), toAvailable(available));
}

/**
 * What a move or an allocation of stock carries: a whole number of units above 0. The forms
 * read what was typed through validateMoveQuantity; a server checks the number it was sent.
 */
export const isWholeQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity > 0;

export type MoveQuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * PRODUCT.md "Move quantity": the quantity must be non-empty and above 0, else an error notice. A quantity
 * above what is available is clamped to it, as the input itself does (docs/DECISIONS.md).
 */
export function validateMoveQuantity(
  value: number | string | null | undefined,
  available: number,
): MoveQuantityCheck {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) {
    return { ok: false, message: MESSAGES.moveQuantityRequired };
  }
  const requested = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(requested) || Math.trunc(requested) <= 0) {
    return { ok: false, message: MESSAGES.moveQuantityPositive };
  }
  const limit = toAvailable(available);
  if (limit === 0) return { ok: false, message: MESSAGES.moveNothingAvailable };
  return { ok: true, quantity: Math.min(Math.trunc(requested), limit) };
}

/** Where units of an item are: a site, and the subarea of their allocation (null: unallocated). */
export interface StockPlace {
  siteId: Id;
  subareaId: Id | null;
}

/** A move to the place the units already are changes nothing: not offered, and refused. */
export const isSamePlace = (from: StockPlace, to: StockPlace): boolean =>
  from.siteId === to.siteId && from.subareaId === to.subareaId;
