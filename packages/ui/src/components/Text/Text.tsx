import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { text } from './Text.css';

export const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_TONES = [
  'default',
  'muted',
  'success',
  'warning',
  'danger',
  'info',
  'inverse',
  'inherit',
] as const;
export type TextTone = (typeof TEXT_TONES)[number];
export const TEXT_WEIGHTS = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `p` for a paragraph, `span` (default) inside other text, `div` for a block. */
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'dt' | 'dd';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** Figures of equal width, so numbers in columns line up. */
  tabularNumbers?: boolean;
  children?: ReactNode;
}

/** Body copy in the type scale, coloured by tone. */
export function Text({
  as: Component = 'span',
  size,
  tone,
  weight,
  align,
  truncate,
  tabularNumbers,
  className,
  ...rest
}: TextProps) {
  return (
    <Component
      className={cx(text({ size, tone, weight, align, truncate, tabularNumbers }), className)}
      {...rest}
    />
  );
}
