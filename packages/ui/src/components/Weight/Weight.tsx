import { formatWeight } from '@scaffold/domain';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { figure } from '../../lib/figure.css';

export interface WeightProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Kilograms. 1000 kg or more shows in tons with 2 decimals, less in kg. */
  kg: number;
}

/** A weight, formatted by the domain's `formatWeight` ('850 kg', '12.40 tons'). */
export function Weight({ kg, className, ...rest }: WeightProps) {
  return (
    <span className={cx(figure, className)} {...rest}>
      {formatWeight(kg)}
    </span>
  );
}
