import type { ReactNode } from 'react';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from '../Box';

export const INLINE_ALIGNS = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];
export const INLINE_ALIGN_Y = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof INLINE_ALIGN_Y)[number];

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  space?: Space | { mobile?: Space; tablet?: Space; desktop?: Space };
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Keep children on one line instead of wrapping. */
  noWrap?: boolean;
  children?: ReactNode;
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({
  space = 'sm',
  align = 'left',
  alignY = 'center',
  noWrap = false,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      {...rest}
    />
  );
}
