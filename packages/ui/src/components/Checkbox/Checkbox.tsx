import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import { AlertIcon } from '../../lib/icons';
import { fieldStyles } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label beside the box; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A single yes/no choice such as 'Remember me'. Works with react-hook-form's `register`. */
export function Checkbox({ id, label, hint, error, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError && errorId, hint && hintId].filter(Boolean).join(' ');

  return (
    <div className={cx(styles.root, className)}>
      {/* The label wraps the box: a tap anywhere on it is a tap on the box. */}
      <label htmlFor={inputId} className={styles.row}>
        <input
          type="checkbox"
          id={inputId}
          className={styles.input}
          aria-describedby={describedBy || undefined}
          aria-invalid={hasError || undefined}
          {...inputProps}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {(hint || hasError) && (
        <div className={styles.messages}>
          {hint && (
            <p id={hintId} className={fieldStyles.hint}>
              {hint}
            </p>
          )}
          {hasError && (
            <p id={errorId} className={fieldStyles.error} role="alert">
              <AlertIcon size={16} className={fieldStyles.errorIcon} />
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
