import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { Field, type FieldLabelProps, fieldStyles, splitFieldProps } from '../Field';

export const TEXT_FIELD_TYPES = [
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'date',
  'datetime-local',
] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export interface TextFieldProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The kind of text, for the keyboard and autofill; 'text' by default. */
  type?: TextFieldType;
}

/**
 * A labelled single-line input. Spread react-hook-form's `register('email')` on it: `ref`,
 * `name`, `onChange` and `onBlur` reach the `<input>`.
 */
export function TextField(props: TextFieldProps) {
  const [field, { type = 'text', ...inputProps }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(fieldProps) => (
        <input type={type} className={cx(fieldStyles.control())} {...fieldProps} {...inputProps} />
      )}
    </Field>
  );
}
