import {
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useRef,
} from 'react';
import { cx } from '../../lib/cx';
import { Field, type FieldLabelProps, fieldStyles, splitFieldProps } from '../Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'inputMode'> {
  /** Unit shown inside the input's end and read after the label (°C, %, km/h, m). */
  unit?: ReactNode;
  /** Whole numbers only: phones show a digits keypad. */
  integer?: boolean;
  /**
   * Accepts values below zero. iOS's decimal keypad has no minus key, so a ± button beside the
   * input flips the sign of what was typed (a sub-zero reading on a winter morning stays typeable).
   */
  signed?: boolean;
}

/**
 * A labelled number input. It is a text input with a numeric keypad rather than
 * `type="number"`, so what the user typed reaches validation as typed and the message can say
 * "'12a' is not a valid value" instead of silently getting an empty value.
 */
export function NumberField(props: NumberFieldProps) {
  const [field, { unit, integer = false, signed = false, ref, ...inputProps }] =
    splitFieldProps(props);
  const { label } = field;
  const unitId = `unit-${useId()}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  return (
    <Field {...field} describedBy={unit ? unitId : undefined}>
      {(fieldProps) => (
        <div className={styles.wrapper}>
          {signed && (
            <button
              type="button"
              className={styles.signToggle}
              aria-label={`Change the sign of ${typeof label === 'string' ? label : 'the value'}`}
              disabled={inputProps.disabled || inputProps.readOnly}
              onClick={() => {
                if (inputRef.current) toggleSign(inputRef.current);
              }}
            >
              ±
            </button>
          )}
          <input
            ref={setRefs}
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            className={cx(
              fieldStyles.control(),
              styles.input,
              unit ? styles.withUnit : undefined,
              signed ? styles.afterSignToggle : undefined,
            )}
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Flips the leading minus and tells React (and react-hook-form's uncontrolled register) through
 * a real input event, the same path typing takes.
 */
function toggleSign(input: HTMLInputElement) {
  const current = input.value.trim();
  const next = current.startsWith('-') ? current.slice(1) : `-${current}`;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
  const end = next.length;
  input.setSelectionRange(end, end);
}
