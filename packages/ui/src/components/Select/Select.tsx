import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import { Field, type FieldLabelProps, fieldStyles, splitFieldProps } from '../Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldLabelProps,
    Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A blank first choice with the value '' (e.g. 'Select Status' or 'All Clients'). */
  placeholder?: string;
}

/** A labelled native select: the phone's own picker, reliable with every assistive tech. */
export function Select(props: SelectProps) {
  const [field, { options, placeholder, ...selectProps }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(fieldProps) => (
        <div className={styles.wrapper}>
          <select
            className={cx(fieldStyles.control(), styles.select)}
            {...fieldProps}
            {...selectProps}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
