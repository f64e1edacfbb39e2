import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldLabelProps, fieldStyles, splitFieldProps } from '../Field';

export interface TextAreaProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Visible lines before it scrolls; 4 by default. */
  rows?: number;
}

/** A labelled multi-line input for notes and comments; it grows by dragging its corner. */
export function TextArea(props: TextAreaProps) {
  const [field, { rows = 4, ...textAreaProps }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(fieldProps) => (
        <textarea
          rows={rows}
          className={fieldStyles.control({ multiline: true })}
          {...fieldProps}
          {...textAreaProps}
        />
      )}
    </Field>
  );
}
