import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import { Field, type FieldLabelProps } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'inputMode'> {
  /** Unit shown inside the input's end and read after the label (°C, %, km/h, m). */
  unit?: ReactNode;
  /** Whole numbers only: phones show a digits keypad. */
  integer?: boolean;
}

/**
 * A labelled number input. It is a text input with a numeric keypad rather than
 * `type="number"`, so what the user typed reaches validation as typed and the message can say
 * "'12a' is not a valid value" instead of silently getting an empty value.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  unit,
  integer = false,
  className,
  ...inputProps
}: NumberFieldProps) {
  const unitId = `unit-${useId()}`;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      describedBy={unit ? unitId : undefined}
      className={className}
    >
      {(fieldProps) => (
        <div className={styles.wrapper}>
          <input
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            className={cx(control(), styles.input, unit ? styles.withUnit : undefined)}
            {...fieldProps}
            {...inputProps}
          />
          {unit && (
            <span id={unitId} className={styles.unit}>
              {unit}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
