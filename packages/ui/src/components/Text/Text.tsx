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
export const TEXT_VARIANTS = ['body', 'eyebrow'] as const;
export type TextVariant = (typeof TEXT_VARIANTS)[number];

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
  /**
   * `eyebrow`: a small capitalised label above what it names ('LIFT 2', 'NEXT INSPECTION'):
   * `xs`, `muted` and `medium` unless size, tone or weight say otherwise.
   */
  variant?: TextVariant;
  children?: ReactNode;
}

/** Body copy in the type scale, coloured by tone; or an eyebrow label. */
export function Text({
  as: Component = 'span',
  variant = 'body',
  size,
  tone,
  weight,
  align,
  truncate,
  tabularNumbers,
  className,
  ...rest
}: TextProps) {
  const eyebrow = variant === 'eyebrow';
  return (
    <Component
      className={cx(
        text({
          variant,
          size: size ?? (eyebrow ? 'xs' : undefined),
          tone: tone ?? (eyebrow ? 'muted' : undefined),
          weight: weight ?? (eyebrow ? 'medium' : undefined),
          align,
          truncate,
          tabularNumbers,
        }),
        className,
      )}
      {...rest}
    />
  );
}
