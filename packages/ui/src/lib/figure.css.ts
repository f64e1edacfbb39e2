import { style } from '@vanilla-extract/css';

/** A figure in running text: digits of equal width, never broken over lines (money, weights, dates). */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
