import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from '../Box';
import { align as alignClass } from './Stack.css';

export const STACK_ALIGNS = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Space between children, from the theme's spacing scale. */
  space?: Space | { mobile?: Space; tablet?: Space; desktop?: Space };
  align?: StackAlign;
  children?: ReactNode;
}

/** Children one above the other with even space between them. */
export function Stack({ space = 'md', align = 'stretch', className, ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      className={cx(alignClass[align], className)}
      {...rest}
    />
  );
}
