import { style } from '@vanilla-extract/css';

export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
