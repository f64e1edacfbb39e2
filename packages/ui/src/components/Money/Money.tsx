import { formatGBP } from '@scaffold/domain';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { figure } from '../../lib/figure.css';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Pounds. Shown en-GB with no decimals (`£12,346`); NaN or Infinity shows a dash. */
  amount: number;
}

/** An amount of money in pounds, formatted by the domain's `formatGBP`. */
export function Money({ amount, className, ...rest }: MoneyProps) {
  return (
    <span className={cx(figure, className)} {...rest}>
      {formatGBP(amount)}
    </span>
  );
}
