import type { AllHTMLAttributes, ElementType, Ref } from 'react';
import { cx } from '../../lib/cx';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import { reset } from './Box.css';

type SprinkleKey = keyof NonNullable<Sprinkles>;

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, SprinkleKey | 'as' | 'ref'>,
    NonNullable<Sprinkles> {
  /** The element to render; a `div` by default. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/**
 * The lowest layout primitive: an element whose spacing, flex layout, colours and radii come from
 * the theme through sprinkles, responsive by breakpoint (`padding={{ mobile: 'sm', tablet: 'lg' }}`).
 */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as SprinkleKey)) atoms[key] = value;
    else rest[key] = value;
  }
  return <Component className={cx(reset, sprinkles(atoms as Sprinkles), className)} {...rest} />;
}
