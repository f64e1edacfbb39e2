import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import { AlertIcon } from '../../lib/icons';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Field.css';

/** What a control inside a `Field` must spread on itself to be tied to its label and messages. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The label and message props shared by every form input. */
export interface FieldLabelProps {
  /** The visible label; required for accessibility even when `hideLabel` hides it. */
  label: ReactNode;
  /** Help shown under the label, read after the label. */
  hint?: ReactNode;
  /** Validation message; marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Shows a required marker and sets `aria-required` (validation stays with the form). */
  required?: boolean;
  /** Keep the label for assistive tech only, where the context already says it (e.g. a table). */
  hideLabel?: boolean;
}

export interface FieldProps extends FieldLabelProps {
  /** Id of the control; generated when absent. */
  id?: string;
  /** Extra ids to describe the control with (e.g. a unit). */
  describedBy?: string;
  className?: string;
  /** Renders the control with the ids and states it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** What a form control's props hold for its `Field`: the label, messages, id and class. */
type FieldOwnProps = FieldLabelProps & { id?: string; className?: string };

/**
 * Splits a form control's props into its `Field`'s and the control's own, so every control
 * hands the same set to its Field (a prop added to FieldLabelProps reaches them all).
 */
export function splitFieldProps<P extends FieldOwnProps>({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  ...control
}: P) {
  const field: FieldOwnProps = { id, label, hint, error, required, hideLabel, className };
  return [field, control] as const;
}

/**
 * Ties a label, a hint and an error message to one control for assistive tech: the label names
 * it, `aria-describedby` points at the error and the hint, `aria-invalid` flags an error, and the
 * error is a `role="alert"` so it is announced when it appears.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  describedBy,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [hasError && errorId, hint && hintId, describedBy].filter(Boolean);

  const labelElement = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );

  return (
    <div className={cx(styles.field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedByIds.length > 0 ? describedByIds.join(' ') : undefined,
        'aria-invalid': hasError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hasError && (
        <p id={errorId} className={styles.error} role="alert">
          <AlertIcon size={16} className={styles.errorIcon} />
          {error}
        </p>
      )}
    </div>
  );
}
