import { z } from 'zod';
import { MESSAGES, mustBePositive, notAValidValue, outOfRange } from '../messages';
import { emailError } from './login-check';

/** A plain decimal as typed in a form: '12', '-3.5', '.5'. No hex, exponents or 'Infinity'. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The number typed in a form field, or null when it is not a plain decimal. */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The message for a measured value typed as text, or null when it is fine (PRODUCT.md "New inspection fields"):
 * empty → 'Required'; not numeric → '{value} is not a valid value';
 * outside min..max (inclusive) → '{value} is out of range (min to max)'.
 */
export function measurementError(raw: string, min: number, max: number): string | null {
  const text = raw.trim();
  if (!text) return MESSAGES.required;
  const value = parseDecimal(text);
  if (value === null) return notAValidValue(text);
  if (value < min || value > max) return outOfRange(text, min, max);
  return null;
}

/** The message for a positive quantity typed as text (scaffold height), or null. */
export function positiveNumberError(raw: string): string | null {
  const text = raw.trim();
  if (!text) return MESSAGES.required;
  const value = parseDecimal(text);
  if (value === null) return notAValidValue(text);
  if (value <= 0) return mustBePositive(text);
  return null;
}

/** A text field checked by one of the functions above. */
export const checkedText = (check: (raw: string) => string | null) =>
  z.string().superRefine((raw, ctx) => {
    const message = check(raw);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A text that must not be blank. */
export const requiredText = () =>
  z.string().refine((value) => value.trim().length > 0, { message: MESSAGES.required });

/** Required, then a valid email; surrounding spaces are dropped. */
export const emailField = () => z.string().trim().pipe(checkedText(emailError));
