import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldLabelProps } from '../Field';
import { control } from '../Field/Field.css';

export interface TextAreaProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/** A labelled multi-line input for notes and comments; it grows by dragging its corner. */
export function TextArea({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  rows = 4,
  className,
  ...textAreaProps
}: TextAreaProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(fieldProps) => (
        <textarea
          rows={rows}
          className={control({ multiline: true })}
          {...fieldProps}
          {...textAreaProps}
        />
      )}
    </Field>
  );
}
