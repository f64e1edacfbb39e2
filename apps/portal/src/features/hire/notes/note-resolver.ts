import type { FieldError } from '@scaffold/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Puts `value` at a dotted path ('lines.0.quantity'), building objects and arrays on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    const next = keys[index + 1] ?? '';
    at[key] ??= /^\d+$/.test(next) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys.at(-1) ?? ''] = value;
}

/**
 * A react-hook-form resolver from a domain check (the field errors of a form's values): the
 * check is the one the tests run, so the form shows exactly what they assert. An error of a
 * whole list ('lines') is its root, as react-hook-form's field arrays read it.
 */
export function fieldErrorsResolver<T extends FieldValues>(
  check: (values: T) => readonly FieldError[],
  listNames: readonly string[] = ['lines'],
): Resolver<T> {
  return async (values) => {
    const found = check(values);
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const { path, message } of found) {
      const at = listNames.includes(path) ? `${path}.root` : path;
      setAt(errors, at, { type: 'custom', message });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
