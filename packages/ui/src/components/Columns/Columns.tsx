import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from '../Box';
import * as styles from './Columns.css';

export const COLUMN_WIDTHS = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number];
export const COLUMNS_COLLAPSE = ['tablet', 'desktop'] as const;
export type ColumnsCollapse = (typeof COLUMNS_COLLAPSE)[number];
export const COLUMNS_ALIGN_Y = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof COLUMNS_ALIGN_Y)[number];

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  space?: Space | { mobile?: Space; tablet?: Space; desktop?: Space };
  /** Below this breakpoint the columns stack vertically (phones first). */
  collapseBelow?: ColumnsCollapse;
  alignY?: ColumnsAlignY;
  children: ReactNode;
}

/** A row of `Column`s sharing the width; stacks on narrow screens with `collapseBelow`. */
export function Columns({
  space = 'md',
  collapseBelow,
  alignY = 'stretch',
  className,
  ...rest
}: ColumnsProps) {
  return (
    <Box
      gap={space}
      className={cx(
        styles.columns,
        collapseBelow && styles.collapseBelow[collapseBelow],
        styles.alignY[alignY],
        className,
      )}
      {...rest}
    />
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** Share of the row: `fill` (default) takes what is left, `content` only what it needs. */
  width?: ColumnWidth;
  children?: ReactNode;
}

export function Column({ width = 'fill', className, ...rest }: ColumnProps) {
  return <Box className={cx(styles.width[width], className)} {...rest} />;
}
